import Foundation

/// Answers kept on disk, one file per request URL in a folder.
struct AnswerStorage: Sendable {
  let folder: URL

  /// The answer stored for `url`, if any.
  func answer(for url: URL) -> Data? {
    try? Data(contentsOf: file(for: url))
  }

  /// Stores `data` as the answer for `url`, replacing any; a folder that cannot be written
  /// leaves the answer unstored, since storing only spares a later request.
  func store(_ data: Data, for url: URL) {
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? data.write(to: file(for: url), options: .atomic)
  }

  /// The file for `url`: its text with every character but letters and digits as `_`, cut to
  /// a length every file system takes, and its hash when cut.
  private func file(for url: URL) -> URL {
    let text = url.absoluteString
    var name = String(
      text.unicodeScalars.map { scalar in
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))
          ? Character(scalar) : "_"
      })
    if name.count > 180 {
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in text.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
      }
      name = String(name.prefix(160)) + "_" + String(hash, radix: 16)
    }
    return folder.appendingPathComponent(name + ".json")
  }
}

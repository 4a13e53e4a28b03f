import Foundation
import HTTPClient

/// A download that has not ended: its bytes so far in `NAME.part` beside the file it is to
/// become, and, beside them in `NAME.part.json`, what it was downloaded from and the version
/// of the answer (its validator), which a request for the rest names as `If-Range`.
///
/// The file it is to become is written only once the download is whole (the partial file
/// renamed to it), so a download cut off, cancelled or killed leaves no file under that name.
struct PartialDownload: Sendable, Hashable {
  /// What is kept beside the partial file.
  struct Record: Codable, Sendable, Hashable {
    /// The URL asked for.
    var url: String
    /// The file the download is to become, its name.
    var name: String
    /// The answer's `ETag`, when it gave one.
    var entityTag: String?
    /// The answer's `Last-Modified`, when it gave one.
    var lastModified: String?
    /// The length of the whole file, when the answer said it.
    var length: Int64?

    /// The validator a request for the rest sends as `If-Range`: a strong `ETag`, else the
    /// `Last-Modified` date; `nil` when the answer gave neither (the rest is then asked for by
    /// `Range` alone, and a length that differs starts it again).
    var ifRange: String? {
      if let entityTag, let tag = EntityTag(entityTag), !tag.isWeak { return entityTag }
      return lastModified
    }
  }

  /// The file the download is to become.
  var file: URL
  var record: Record
  /// The bytes in the partial file.
  var size: Int64

  /// Whether the rest may be asked for: the answer it was kept from named a version or a
  /// length to check the rest against.
  var canResume: Bool {
    record.ifRange != nil || record.length != nil
  }

  var partialFile: URL { Self.partialFile(of: file) }
  var recordFile: URL { Self.recordFile(of: file) }

  static func partialFile(of file: URL) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".part")
  }

  static func recordFile(of file: URL) -> URL {
    file.deletingLastPathComponent().appendingPathComponent(file.lastPathComponent + ".part.json")
  }

  /// The partial download of `url` at `destination`: for a file, its own; in a folder, the
  /// first whose record names `url`. `nil` when there is none, or its record is unreadable.
  static func find(
    of url: URL, at destination: DownloadDestination, fileManager: FileManager = .default
  ) -> PartialDownload? {
    let files: [URL]
    switch destination {
    case .file(let file):
      files = [file]
    case .folder(let folder):
      let names = (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []
      files = names.sorted().filter { $0.hasSuffix(".part.json") }.map {
        folder.appendingPathComponent(String($0.dropLast(".part.json".count)))
      }
    }
    for file in files {
      guard let data = try? Data(contentsOf: recordFile(of: file)),
        let record = try? JSONDecoder().decode(Record.self, from: data),
        record.url == url.absoluteString,
        let attributes = try? fileManager.attributesOfItem(atPath: partialFile(of: file).path),
        let size = (attributes[.size] as? NSNumber)?.int64Value
      else { continue }
      return PartialDownload(file: file, record: record, size: size)
    }
    return nil
  }

  /// Writes the record beside the partial file.
  func keepRecord() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    try encoder.encode(record).write(to: recordFile, options: .atomic)
  }

  /// Makes the partial file the file it was to become, replacing any file there, and removes
  /// the record.
  func finish(fileManager: FileManager = .default) throws {
    // A part of another length than the answer named is not the file.
    if let length = record.length,
      let size = (try? fileManager.attributesOfItem(atPath: partialFile.path))?[.size]
        as? NSNumber, size.int64Value != length
    {
      throw DownloadFailure.cannotFinish(
        file: file.path, reason: "its part holds \(size.int64Value) bytes of \(length)")
    }
    if rename(partialFile.path, file.path) != 0 {
      throw DownloadFailure.cannotFinish(
        file: file.path, reason: String(cString: strerror(errno)))
    }
    try? fileManager.removeItem(at: recordFile)
  }

  /// Removes the partial file and its record.
  func discard(fileManager: FileManager = .default) {
    try? fileManager.removeItem(at: partialFile)
    try? fileManager.removeItem(at: recordFile)
  }
}

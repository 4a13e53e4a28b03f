import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list of a cache folder's entries, so that summarising and invalidating read one file
/// rather than every entry's.
///
/// A journal in a hidden file of the folder: a header line, then a line per change, `+` and
/// an entry's file name, size on disk, response time and key for a stored entry, `-` and the
/// name for a removed one. Written only under the cache's ``CacheLock``; rewritten with only
/// what it holds once the changes outgrow it. A file that is missing or cannot be read, or
/// does not name exactly the entries in the folder, is rebuilt from the entries' headers.
struct CacheIndex {
  /// What the index knows of an entry.
  struct Record: Hashable {
    /// Its size on disk, in bytes.
    var allocated: Int
    var responseTime: Date
    var key: String
  }

  /// A change to the folder's entries.
  enum Change: Hashable {
    case stored(CacheEntryName, Record)
    case removed(CacheEntryName)
  }

  let file: URL

  static let fileName = ".index"

  init(folder: URL) {
    file = folder.appendingPathComponent(Self.fileName)
  }

  private static let formatName = "app-cache-index-3"
  /// How much the changes may outgrow the last rewrite before the index is rewritten.
  private static let slack = 256 * 1024

  /// Each entry's record by name, or `nil` when the file is missing or unreadable.
  func records() -> [CacheEntryName: Record]? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    return Self.parse(data)?.records
  }

  /// Whether the file is there and of this format, read from its first line alone: the folder
  /// was listed by this version of the cache.
  func hasCurrentFormat() -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
    defer { try? handle.close() }
    guard let start = try? handle.read(upToCount: 64) else { return false }
    return Self.rewrittenSize(in: start) != nil
  }

  /// Adds `changes` at the end of the index, rewriting it when it has grown well past what
  /// it holds.
  func append(_ changes: [Change]) {
    guard !changes.isEmpty else { return }
    let text = changes.map(Self.line(for:)).joined()
    guard
      let (size, start) = PrivateFiles.append(
        text, to: file, header: Self.header(rewrittenSize: 0)),
      let rewrittenSize = Self.rewrittenSize(in: start),
      size > 2 * rewrittenSize + Self.slack,
      let records = records()
    else { return }
    rewrite(records)
  }

  func rewrite(_ records: [CacheEntryName: Record]) {
    let body = records.sorted { $0.key.hash < $1.key.hash }.map { Self.line(for: .stored($0, $1)) }
      .joined()
    let text = Self.header(rewrittenSize: body.utf8.count) + body
    if (try? PrivateFiles.writeAtomically(Data(text.utf8), to: file)) == nil {
      unlink(file.path)
    }
  }

  private static func header(rewrittenSize: Int) -> String {
    "\(formatName) \(rewrittenSize)\n"
  }

  private static func line(for change: Change) -> String {
    switch change {
    case .stored(let name, let record):
      "+\(name.fileName) \(record.allocated) \(record.responseTime.timeIntervalSince1970) "
        + "\(record.key)\n"
    case .removed(let name):
      "-\(name.fileName)\n"
    }
  }

  /// The size of the body when the index was last rewritten, from its header line.
  private static func rewrittenSize(in data: Data) -> Int? {
    guard let end = data.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let fields = String(decoding: data[data.startIndex..<end], as: UTF8.self).split(separator: " ")
    guard fields.count == 2, fields[0] == formatName else { return nil }
    return Int(fields[1])
  }

  private static func parse(
    _ data: Data
  ) -> (rewrittenSize: Int, records: [CacheEntryName: Record])? {
    guard let rewrittenSize = rewrittenSize(in: data), data.last == newline else { return nil }
    let records = data.withUnsafeBytes { buffer -> [CacheEntryName: Record]? in
      let bytes = buffer.bindMemory(to: UInt8.self)
      guard var lineStart = bytes.firstIndex(of: newline).map({ $0 + 1 }) else { return nil }
      var records: [CacheEntryName: Record] = [:]
      while lineStart < bytes.count {
        guard let lineEnd = bytes[lineStart...].firstIndex(of: newline) else { return nil }
        let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
        lineStart = lineEnd + 1
        switch line.first {
        case UInt8(ascii: "+"):
          guard let (name, record) = storedRecord(in: line) else { return nil }
          records[name] = record
        case UInt8(ascii: "-"):
          guard let name = CacheEntryName(utf8: line.dropFirst()) else { return nil }
          records[name] = nil
        default:
          return nil
        }
      }
      return records
    }
    return records.map { (rewrittenSize, $0) }
  }

  private static let newline = UInt8(ascii: "\n")

  /// The entry of a `+` line: `+NAME ALLOCATED TIME KEY`.
  private static func storedRecord(
    in line: UnsafeBufferPointer<UInt8>
  ) -> (CacheEntryName, Record)? {
    let fields = line.dropFirst().split(
      separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4, let name = CacheEntryName(utf8: fields[0]),
      let allocated = Int(ascii: fields[1]),
      let seconds = Double(String(decoding: fields[2], as: UTF8.self)), seconds.isFinite
    else { return nil }
    return (
      name,
      Record(
        allocated: allocated, responseTime: Date(timeIntervalSince1970: seconds),
        key: String(decoding: fields[3], as: UTF8.self))
    )
  }
}

extension Int {
  /// The number the ASCII digits `digits` write, or `nil` for anything else or a number too
  /// large.
  fileprivate init?(ascii digits: Slice<UnsafeBufferPointer<UInt8>>) {
    guard !digits.isEmpty, digits.count <= 18 else { return nil }
    var value = 0
    for digit in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
      value = value * 10 + Int(digit - UInt8(ascii: "0"))
    }
    self = value
  }
}

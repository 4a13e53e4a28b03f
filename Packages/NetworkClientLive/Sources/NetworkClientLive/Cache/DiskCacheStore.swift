import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cache store in a directory: one file per entry, written atomically, least recently used
/// entries evicted first once the files pass a size limit.
///
/// Several processes may share the directory. An entry is written to a temporary file and
/// renamed over the old one, so a reader sees the old entry or the new one, never part of
/// either. A file that cannot be read or decoded, is larger than the size limit, or is not a
/// regular file is a miss and is removed, without reading a large one. A read marks its
/// entry as used by touching the file's modification date, which eviction orders by.
///
/// Each file starts with a header of three lines, the format's name, the entry's key and the
/// response's arrival in seconds since 1970, so that listing and invalidating read only the
/// header; the response follows as a binary property list.
final class DiskCacheStore: CacheStore {
  /// The directory of the entries.
  let directory: URL
  /// The largest total size of the entry files, in bytes.
  let sizeLimit: Int
  private let now: @Sendable () -> Date

  private static let formatName = "app-http-cache-1"
  private static let fileExtension = "entry"
  private static let headerLimit = 16 * 1024

  /// The folder whose stores share the size limit, each store one of its folders; `nil` when
  /// this store has the limit to itself.
  let sharedFolder: URL?

  /// Creates a store in `directory` (created on the first write) of at most `sizeLimit` bytes,
  /// or, with `sharedFolder`, whose entries and those of the other stores in that folder's
  /// folders take at most `sizeLimit` bytes together; `now` tells when an entry was last used.
  init(
    directory: URL, sizeLimit: Int = 50 << 20, sharedFolder: URL? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.directory = directory
    self.sizeLimit = sizeLimit
    self.sharedFolder = sharedFolder
    self.now = now
  }

  func response(forKey key: String) -> CachedResponse? {
    let file = url(forKey: key)
    var status = stat()
    guard lstat(file.path, &status) == 0 else { return nil }
    guard (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= sizeLimit,
      let data = try? Data(contentsOf: file),
      let (header, response) = Self.decode(data), header.key == key
    else {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    touch(file)
    return response
  }

  func store(_ response: CachedResponse, forKey key: String) throws {
    guard !key.contains("\n") else { throw CocoaError(.fileWriteInvalidFileName) }
    try Self.makeDirectory(directory)
    let data = try Self.encode(response, key: key)
    let temporary = directory.appendingPathComponent(".\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      touch(temporary)
      let target = url(forKey: key)
      if rename(temporary.path, target.path) != 0 {
        // Something that is not an entry, such as a folder, stands in the way: remove it once.
        try? FileManager.default.removeItem(at: target)
        guard rename(temporary.path, target.path) == 0 else {
          throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    evict()
  }

  func removeResponses(where shouldRemove: (String) -> Bool) {
    for file in entryFiles() {
      guard let header = Self.header(of: file.url) else {
        try? FileManager.default.removeItem(at: file.url)
        continue
      }
      if shouldRemove(header.key) {
        try? FileManager.default.removeItem(at: file.url)
      }
    }
  }

  func removeResponse(forKey key: String) {
    try? FileManager.default.removeItem(at: url(forKey: key))
  }

  func summary() -> CacheSummary {
    var summary = CacheSummary(count: 0, size: 0, oldestResponseTime: nil)
    for file in entryFiles() {
      guard let header = Self.header(of: file.url) else { continue }
      summary.count += 1
      summary.size += file.size
      summary.oldestResponseTime = min(
        summary.oldestResponseTime ?? header.responseTime, header.responseTime)
    }
    return summary
  }

  // MARK: Files

  private struct EntryFile {
    var url: URL
    var size: Int
    var lastUse: Date
  }

  private struct Header {
    var key: String
    var responseTime: Date
  }

  /// The file of `key`: a 64-bit FNV-1a hash of the key, in hexadecimal. The key is also in the
  /// file, so that a collision reads as a miss rather than as another entry.
  private func url(forKey key: String) -> URL {
    directory.appendingPathComponent(FNV1a.hexDigest(of: key) + "." + Self.fileExtension)
  }

  private func entryFiles(in directory: URL? = nil) -> [EntryFile] {
    let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey]
    guard
      let urls = try? FileManager.default.contentsOfDirectory(
        at: directory ?? self.directory, includingPropertiesForKeys: keys)
    else { return [] }
    return urls.filter { $0.pathExtension == Self.fileExtension }.compactMap { url in
      guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
      return EntryFile(
        url: url, size: values.fileSize ?? 0,
        lastUse: values.contentModificationDate ?? .distantPast)
    }
  }

  /// Removes the least recently used entries while the files (of every store in the shared
  /// folder, when there is one) pass the size limit.
  private func evict() {
    var files = entryFiles()
    if let sharedFolder {
      let folders =
        (try? FileManager.default.contentsOfDirectory(
          at: sharedFolder, includingPropertiesForKeys: nil)) ?? []
      files = folders.flatMap { entryFiles(in: $0) }
    }
    files.sort { $0.lastUse < $1.lastUse }
    removeAbandonedTemporaryFiles()
    var size = files.reduce(0) { $0 + $1.size }
    for file in files where size > sizeLimit {
      try? FileManager.default.removeItem(at: file.url)
      size -= file.size
    }
  }

  /// Removes the temporary files of writes that never finished (the process ended between
  /// writing and renaming), once they are an hour old, so that they cannot add up.
  private func removeAbandonedTemporaryFiles() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let cutoff = now().addingTimeInterval(-3600)
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      let file = directory.appendingPathComponent(name)
      let modified = try? file.resourceValues(forKeys: [.contentModificationDateKey])
        .contentModificationDate
      if let modified, modified < cutoff {
        try? FileManager.default.removeItem(at: file)
      }
    }
  }

  /// Makes `url` a directory, and its parents, throwing the system's error (such as
  /// `ENOTDIR` or `EROFS`) when one cannot be made.
  private static func makeDirectory(_ url: URL) throws {
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      return
    }
    let parent = url.deletingLastPathComponent()
    if parent.path != url.path {
      try makeDirectory(parent)
    }
    if mkdir(url.path, 0o755) != 0, errno != EEXIST {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  private func touch(_ file: URL) {
    try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
  }

  // MARK: Format

  private static func encode(_ response: CachedResponse, key: String) throws -> Data {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let header = "\(formatName)\n\(key)\n\(response.responseTime.timeIntervalSince1970)\n"
    return Data(header.utf8) + (try encoder.encode(response))
  }

  private static func decode(_ data: Data) -> (Header, CachedResponse)? {
    guard let (header, bodyStart) = parseHeader(data),
      let response = try? PropertyListDecoder().decode(
        CachedResponse.self, from: data[bodyStart...])
    else { return nil }
    return (header, response)
  }

  private static func header(of file: URL) -> Header? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: headerLimit) else { return nil }
    return parseHeader(data)?.header
  }

  /// The header at the start of `data`, and where the response starts.
  private static func parseHeader(_ data: Data) -> (header: Header, bodyStart: Data.Index)? {
    var lines: [String] = []
    var lineStart = data.startIndex
    var index = data.startIndex
    while lines.count < 3, index < data.endIndex, index - data.startIndex < headerLimit {
      if data[index] == UInt8(ascii: "\n") {
        lines.append(String(decoding: data[lineStart..<index], as: UTF8.self))
        lineStart = index + 1
      }
      index += 1
    }
    guard lines.count == 3, lines[0] == formatName, let seconds = Double(lines[2]),
      seconds.isFinite
    else { return nil }
    return (Header(key: lines[1], responseTime: Date(timeIntervalSince1970: seconds)), lineStart)
  }
}

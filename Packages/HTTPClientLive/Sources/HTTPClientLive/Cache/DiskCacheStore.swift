import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cache store in a directory: one file per entry, written atomically, least recently used
/// entries evicted first once the files pass a size limit on disk.
///
/// Several processes may share the directory. An entry is written to a temporary file and
/// renamed over the old one, so that a reader sees the old entry or the new one, never part of
/// either. A file that cannot be read or decoded, is larger than the size limit, or is not a
/// regular file is a miss and is removed, without reading a large one. A read marks its
/// entry as used by touching the file's modification date, which eviction orders by.
///
/// Each file starts with a header of lines: the format's name, the entry's key, the response's
/// arrival in seconds since 1970, and the length of what follows them, the response but for its
/// body as a binary property list; the body follows, as received. So a body is written from its
/// own bytes and read into a buffer of its own, never copied whole in between. A file of an
/// earlier format is not an entry, since it may hold an answer kept under its URL alone
/// whatever credentials asked for it, and the values of the request's fields that its `Vary`
/// names in clear: it is a miss and is removed, as a file that cannot be read is.
///
/// What a read or a write costs does not grow with what is stored: the total size on disk (the
/// files' allocated blocks) is kept in a ``CacheLedger`` and the entries are listed in a
/// ``CacheIndex``, both changed under a ``CacheLock`` shared with the other processes. Only a
/// write that passes the limit lists the files, to count them again and to evict down to nine
/// tenths of the limit, so that the next writes need not; the temporary files of writes that
/// never finished are counted until then, and removed then. Folders are made `0700` and files
/// `0600`, and a store whose folder is a symbolic link neither reads nor writes through it.
final class DiskCacheStore: CacheStore {
  let directory: URL
  /// The largest total size of the entry files on disk, in bytes.
  let sizeLimit: Int
  private let now: @Sendable () -> Date

  private static let formatName = "app-http-cache-3"
  private static let headerLimit = 16 * 1024

  /// The folder whose stores share the size limit, each store one of its folders; `nil` when
  /// this store has the limit to itself.
  let sharedFolder: URL?
  /// The text of the file naming the store's server, written with the first entry; `nil` for
  /// none.
  let origin: String?

  /// The name of the file naming a store's server, beside its entries.
  static let originFileName = "origin"

  /// Creates a store in `directory` (created on the first write) of at most `sizeLimit` bytes,
  /// or, with `sharedFolder`, whose entries and those of the other stores in that folder's
  /// folders take at most `sizeLimit` bytes together; `origin` names the store's server in a
  /// file beside the entries; `now` tells when an entry was last used.
  init(
    directory: URL, sizeLimit: Int = 50 << 20, sharedFolder: URL? = nil, origin: String? = nil,
    now: @escaping @Sendable () -> Date = Date.init
  ) {
    self.directory = directory
    self.sizeLimit = sizeLimit
    self.sharedFolder = sharedFolder
    self.origin = origin
    self.now = now
  }

  /// The folder of the lock and the ledger.
  private var root: URL {
    sharedFolder ?? directory
  }

  func response(forKey key: String) -> CachedResponse? {
    let name = CacheEntryName(key: key)
    let file = file(named: name)
    var status = stat()
    guard !PrivateFiles.isSymbolicLink(directory), lstat(file.path, &status) == 0 else {
      return nil
    }
    guard (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= sizeLimit,
      let (header, response) = Self.read(file), header.key == key
    else {
      remove(name)
      return nil
    }
    touch(file)
    return response
  }

  func store(_ response: CachedResponse, forKey key: String) throws {
    guard !key.contains("\n") else { throw CocoaError(.fileWriteInvalidFileName) }
    let parts = try Self.encode(response, key: key)
    let size = parts.reduce(0) { $0 + $1.count }
    // The shared folder may be a link the person made; a store's own folder may not.
    try PrivateFiles.makeDirectory(root, followsLink: sharedFolder != nil)
    try PrivateFiles.makeDirectory(directory)
    try CacheLock.withLock(in: root) {
      let ledger = CacheLedger(folder: root)
      var total = ledger.total() ?? countAgain()
      // Counted before it is written, so that a write that never finishes is not left out.
      ledger.record(total + (size / 4096 + 2) * 4096)
      let name = CacheEntryName(key: key)
      let target = file(named: name)
      let temporary: URL
      do {
        temporary = try PrivateFiles.writeTemporary(parts, in: directory)
      } catch {
        ledger.record(total)
        throw error
      }
      touch(temporary)
      let written = PrivateFiles.regularFile(atPath: temporary.path)?.allocated ?? 0
      let replaced = PrivateFiles.regularFile(atPath: target.path)?.allocated ?? 0
      if rename(temporary.path, target.path) != 0 {
        // Something that is not an entry, such as a folder, stands in the way: remove it once.
        try? FileManager.default.removeItem(at: target)
        guard rename(temporary.path, target.path) == 0 else {
          let failure = errno
          unlink(temporary.path)
          ledger.record(total)
          throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
        }
      }
      total += written - replaced
      CacheIndex(folder: directory).append([
        .stored(
          name,
          CacheIndex.Record(allocated: written, responseTime: response.responseTime, key: key))
      ])
      writeOriginIfMissing()
      if total > sizeLimit {
        evictWhileOverTheLimit()
      } else {
        ledger.record(total)
      }
    }
  }

  func removeResponses(where shouldRemove: (String) -> Bool) {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory) else {
      return
    }
    try? CacheLock.withLock(in: root) {
      var freed = 0
      var changes: [CacheIndex.Change] = []
      for (name, record) in checkedRecords() where shouldRemove(record.key) {
        freed += PrivateFiles.regularFile(atPath: file(named: name).path)?.allocated ?? 0
        try? FileManager.default.removeItem(at: file(named: name))
        changes.append(.removed(name))
      }
      CacheIndex(folder: directory).append(changes)
      CacheLedger(folder: root).adjust(by: -freed)
    }
  }

  func removeResponse(forKey key: String) {
    remove(CacheEntryName(key: key))
  }

  func summary() -> CacheSummary {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory) else {
      return CacheSummary(count: 0, size: 0, oldestResponseTime: nil)
    }
    // A folder that cannot be locked (read-only, or another user's) is read as it is: counted,
    // never repaired.
    let records =
      (try? CacheLock.withLock(in: root) { checkedRecords() })
      ?? checkedRecords(repairing: false)
    return CacheSummary(
      count: records.count, size: records.values.reduce(0) { $0 + $1.allocated },
      oldestResponseTime: records.values.map(\.responseTime).min())
  }

  // MARK: Files

  private struct Header {
    var key: String
    var responseTime: Date
    /// The length of the response without its body after the header.
    var headLength: Int
  }

  /// The file of the entry `name`, named after a hash of its key. The key is also in the file,
  /// so that a collision reads as a miss rather than as another entry.
  private func file(named name: CacheEntryName) -> URL {
    directory.appendingPathComponent(name.fileName)
  }

  /// Removes the entry file `name`, if any, from the index and the total.
  private func remove(_ name: CacheEntryName) {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory) else {
      return
    }
    try? CacheLock.withLock(in: root) {
      let file = file(named: name)
      var status = stat()
      guard lstat(file.path, &status) == 0 else { return }
      let freed = PrivateFiles.regularFile(atPath: file.path)?.allocated ?? 0
      try? FileManager.default.removeItem(at: file)
      CacheIndex(folder: directory).append([.removed(name)])
      CacheLedger(folder: root).adjust(by: -freed)
    }
  }

  /// The index's records, rebuilt from the entries' headers when they do not name exactly the
  /// entry files in the folder. When `repairing`, which is only under the lock, the rebuilt
  /// index is written, and entries whose header cannot be read are removed, as are files named
  /// as entries are (`….entry`) that no entry is named; then, and whenever other files that are
  /// not the cache's lie beside the entries, the total is forgotten, to be counted anew with
  /// what is there on the next write.
  private func checkedRecords(repairing: Bool = true) -> [CacheEntryName: CacheIndex.Record] {
    let index = CacheIndex(folder: directory)
    var names = Set<CacheEntryName>()
    var strayEntries: [String] = []
    var hasOthers = false
    PrivateFiles.forEachName(in: directory) { bytes in
      if let name = CacheEntryName(utf8: bytes) {
        names.insert(name)
        return
      }
      let name = String(decoding: bytes, as: UTF8.self)
      if Self.isStrayEntry(name) {
        strayEntries.append(name)
      } else if !hasOthers {
        hasOthers = !Self.isTheCachesOwn(name)
      }
    }
    if repairing {
      for name in strayEntries {
        unlink(directory.appendingPathComponent(name).path)
      }
    }
    if let records = index.records(), records.count == names.count,
      records.keys.allSatisfy(names.contains)
    {
      if repairing, hasOthers || !strayEntries.isEmpty {
        CacheLedger(folder: root).forget()
      }
      return records
    }
    var records: [CacheEntryName: CacheIndex.Record] = [:]
    for name in names {
      let file = file(named: name)
      guard let size = PrivateFiles.regularFile(atPath: file.path)?.allocated,
        let header = Self.header(of: file), CacheEntryName(key: header.key) == name
      else {
        if repairing {
          try? FileManager.default.removeItem(at: file)
        }
        continue
      }
      records[name] = CacheIndex.Record(
        allocated: size, responseTime: header.responseTime, key: header.key)
    }
    if repairing {
      index.rewrite(records)
      CacheLedger(folder: root).forget()
    }
    return records
  }

  /// The total size on disk of the entry files of every store sharing the limit, and of the
  /// files beside them that are not the cache's, counted anew. Called under the lock.
  private func countAgain() -> Int {
    let files = entryFiles()
    return files.entries.reduce(files.othersAllocated) { $0 + $1.allocated }
  }

  private struct EntryFile {
    var folder: URL
    var name: CacheEntryName
    var allocated: Int
    var lastUse: Date
  }

  /// The entry files of every store sharing the limit, with their sizes on disk and last uses,
  /// and the size on disk of the other files in their folders and in the shared folder that are
  /// not the cache's own (such as files a person put there), which the cache leaves alone but
  /// counts, so that the folder stays within the limit. The temporary files of writes that
  /// never finished are removed, and so are the files named as entries are that no entry is
  /// named. Called under the lock, which every write holds, so that no
  /// such file is another's write in progress.
  private func entryFiles() -> (entries: [EntryFile], othersAllocated: Int) {
    let folders =
      sharedFolder.map { shared in
        PrivateFiles.names(in: shared).map { shared.appendingPathComponent($0) }.filter {
          !PrivateFiles.isSymbolicLink($0) && PrivateFiles.isDirectory($0)
        }
      } ?? [directory]
    var files: [EntryFile] = []
    var others = sharedFolder.map(Self.othersAllocated(in:)) ?? 0
    for folder in folders {
      for name in PrivateFiles.names(in: folder) {
        let path = folder.appendingPathComponent(name).path
        if PrivateFiles.isTemporary(name) {
          unlink(path)
        } else if let entry = CacheEntryName(utf8: name.utf8),
          let file = PrivateFiles.regularFile(atPath: path)
        {
          files.append(
            EntryFile(
              folder: folder, name: entry, allocated: file.allocated, lastUse: file.modified)
          )
        } else if Self.isStrayEntry(name) {
          unlink(path)
        } else if !Self.isTheCachesOwn(name) {
          others += PrivateFiles.regularFile(atPath: path)?.allocated ?? 0
        }
      }
    }
    return (files, others)
  }

  /// The names of the cache's own files beside its entries: the index, the total, the lock and
  /// the file naming the server.
  private static let bookkeepingNames: Set<String> = [
    CacheIndex.fileName, CacheLedger.fileName, CacheLock.fileName, originFileName,
  ]

  /// Whether the file `name`, which is not an entry's, is one the cache keeps beside its
  /// entries, or a temporary file of a write.
  private static func isTheCachesOwn(_ name: String) -> Bool {
    bookkeepingNames.contains(name) || PrivateFiles.isTemporary(name)
  }

  /// Whether `name`, which is not an entry's, is named as entries are, `….entry`: a file that
  /// can only be an entry gone wrong, which is removed.
  private static func isStrayEntry(_ name: String) -> Bool {
    name.hasSuffix(".entry")
  }

  /// The size on disk of the regular files directly in `folder` that are not the cache's own.
  private static func othersAllocated(in folder: URL) -> Int {
    PrivateFiles.names(in: folder).reduce(0) { total, name in
      guard !isTheCachesOwn(name) else { return total }
      return total
        + (PrivateFiles.regularFile(atPath: folder.appendingPathComponent(name).path)?.allocated
          ?? 0)
    }
  }

  /// Counts the entry files of every store sharing the limit anew and, when they pass it,
  /// removes the least recently used until they take nine tenths of it; records what is left.
  /// Called under the lock.
  private func evictWhileOverTheLimit() {
    let (files, others) = entryFiles()
    var total = files.reduce(others) { $0 + $1.allocated }
    var removed: [URL: [CacheIndex.Change]] = [:]
    let target = total > sizeLimit ? sizeLimit - sizeLimit / 10 : total
    for file in files.sorted(by: { $0.lastUse < $1.lastUse }) where total > target {
      unlink(file.folder.appendingPathComponent(file.name.fileName).path)
      total -= file.allocated
      removed[file.folder, default: []].append(.removed(file.name))
    }
    for (folder, changes) in removed {
      CacheIndex(folder: folder).append(changes)
    }
    CacheLedger(folder: root).record(total)
  }

  /// Writes the file naming the server, when there is one to write and it is not there.
  private func writeOriginIfMissing() {
    guard let origin else { return }
    let file = directory.appendingPathComponent(Self.originFileName)
    guard !FileManager.default.fileExists(atPath: file.path) else { return }
    try? PrivateFiles.writeAtomically(Data((origin + "\n").utf8), to: file)
  }

  private func touch(_ file: URL) {
    try? FileManager.default.setAttributes([.modificationDate: now()], ofItemAtPath: file.path)
  }

  // MARK: Format

  /// What a file keeps of a response besides its body.
  private struct StoredHead: Codable {
    var url: URL
    var status: Int
    var headers: [String: String]
    var requestTime: Date
    var responseTime: Date
    var varyingRequestHeaders: [String: String]
  }

  /// The file's parts for `response` under `key`: the header and the response without its body,
  /// then the body itself.
  private static func encode(_ response: CachedResponse, key: String) throws -> [Data] {
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .binary
    let head = try encoder.encode(
      StoredHead(
        url: response.url, status: response.status, headers: response.headers,
        requestTime: response.requestTime, responseTime: response.responseTime,
        varyingRequestHeaders: response.varyingRequestHeaders))
    let header =
      "\(formatName)\n\(key)\n\(response.responseTime.timeIntervalSince1970)\n\(head.count)\n"
    return [Data(header.utf8) + head, response.body]
  }

  /// The entry in `file`: its header and response, the body read into a buffer of its own;
  /// `nil` when the file is not a whole entry.
  private static func read(_ file: URL) -> (Header, CachedResponse)? {
    let descriptor = open(file.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    guard let start = PrivateFiles.read(descriptor, from: 0, count: min(size, headerLimit)),
      let (header, headStart) = parseHeader(start)
    else { return nil }
    // A length read from the file may be anything: compared before it is added.
    guard header.headLength <= size - headStart else { return nil }
    let bodyStart = headStart + header.headLength
    guard
      let headData = PrivateFiles.read(descriptor, from: headStart, count: header.headLength),
      let head = try? PropertyListDecoder().decode(StoredHead.self, from: headData),
      let body = PrivateFiles.read(descriptor, from: bodyStart, count: size - bodyStart)
    else { return nil }
    return (
      header,
      CachedResponse(
        url: head.url, status: head.status, headers: head.headers, body: body,
        requestTime: head.requestTime, responseTime: head.responseTime,
        varyingRequestHeaders: head.varyingRequestHeaders)
    )
  }

  private static func header(of file: URL) -> Header? {
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: headerLimit) else { return nil }
    return parseHeader(data)?.header
  }

  /// The header at the start of `data`, and where what follows it starts.
  private static func parseHeader(_ data: Data) -> (header: Header, bodyStart: Data.Index)? {
    var lines: [String] = []
    var lineStart = data.startIndex
    var index = data.startIndex
    while lines.count < 4, index < data.endIndex, index - data.startIndex < headerLimit {
      if data[index] == UInt8(ascii: "\n") {
        lines.append(String(decoding: data[lineStart..<index], as: UTF8.self))
        lineStart = index + 1
        if lines.count == 1, lines[0] != formatName {
          return nil
        }
      }
      index += 1
    }
    guard lines.count == 4, let seconds = Double(lines[2]), seconds.isFinite,
      let headLength = Int(lines[3]), headLength >= 0
    else { return nil }
    return (
      Header(
        key: lines[1], responseTime: Date(timeIntervalSince1970: seconds), headLength: headLength),
      lineStart
    )
  }
}

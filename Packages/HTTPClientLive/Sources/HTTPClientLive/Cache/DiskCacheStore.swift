import Foundation
import HTTPClient
import Synchronization

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
/// Each file starts with a header of lines: the format's name, when a write the client made
/// may have changed the answer (`-` for never, in a field of fixed width, so that marking it
/// changes those bytes in place), the entry's key, the response's arrival in seconds since
/// 1970, and the length of what follows them, the response but for its body as a binary
/// property list; the body follows, as received. So a body is written from its own bytes and
/// read into a buffer of its own, never copied whole in between. A file of the format before,
/// without the field, is read as never changed, and removed when a write would mark it. A file
/// of a format before that is not an entry, since it may hold an answer kept under its URL
/// alone whatever credentials asked for it, and the values of the request's fields that its
/// `Vary` names in clear: it is a miss and is removed, as a file that cannot be read is.
///
/// Stores sharing a folder share its limit fairly: each server with answers stored has an
/// equal share of it, and a write that passes the limit evicts its own server's least recently
/// used answers first while that server is past its share, then those of the other servers
/// past theirs, the furthest past first, so that one server's answers never push out those of
/// a server within its share. Why an answer was removed (evicted, cleared by a write, or
/// discarded) is kept in a ``CacheRemovalLog``, which ``removal(forKey:)`` reads.
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
  /// The folder's key of credentials, once read, or made for the first entry to keep.
  private let keptKey = Mutex<CredentialKey?>(nil)

  /// The entries' format: their keys' credentials digested under the folder's key (HMAC), a
  /// `Vary`'s values too. An entry of an earlier format, keyed by a bare SHA-256, is dropped.
  private static let formatName = "app-http-cache-5"
  /// The width of the field of the change, after the format's line.
  private static let changeFieldWidth = 24
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

  /// The folder's key of credentials (``CredentialKey/fileName`` beside the entries); a new one
  /// while the folder has none, kept with the first entry stored.
  var credentialKey: CredentialKey {
    keptKey.withLock { kept in
      if let kept { return kept }
      let key = CredentialKey.read(keyFile) ?? CredentialKey.random()
      kept = key
      return key
    }
  }

  private var keyFile: URL {
    directory.appendingPathComponent(CredentialKey.fileName)
  }

  /// Keeps the key an entry under `key` was made with, beside the entries, before the entry:
  /// false when another process kept another one first, whose the store's key becomes, so that
  /// an entry made with the one it replaces, which no later read could find, is not stored.
  private func keepCredentialKey(for key: String) throws -> Bool {
    let used = credentialKey
    guard let kept = CredentialKey.read(keyFile) else {
      try PrivateFiles.writeAtomically(Data(used.bytes), to: keyFile)
      return true
    }
    guard kept != used else { return true }
    keptKey.withLock { $0 = kept }
    return !key.contains(" credentials=")
  }

  func response(forKey key: String) -> CachedResponse? {
    let name = CacheEntryName(key: key)
    let file = file(named: name)
    var status = stat()
    guard !PrivateFiles.isSymbolicLink(directory), lstat(file.path, &status) == 0 else {
      return nil
    }
    guard (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) <= sizeLimit,
      let (header, read) = Self.read(file), header.key == key
    else {
      remove(name, reason: .discarded(at: now()))
      return nil
    }
    touch(file)
    var response = read
    response.changedAt = header.changedAt
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
      guard try keepCredentialKey(for: key) else { return }
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

  func removeResponses(where shouldRemove: (String) -> Bool, reason: NotStoredReason) {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory) else {
      return
    }
    try? CacheLock.withLock(in: root) {
      removeUnderLock(checkedRecords().filter { shouldRemove($0.value.key) }.map(\.key), reason)
    }
  }

  func removeResponse(forKey key: String) {
    remove(CacheEntryName(key: key), reason: .discarded(at: now()))
  }

  func invalidate(at date: Date, _ change: (String) -> WriteChange?) {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory) else {
      return
    }
    try? CacheLock.withLock(in: root) {
      var removed: [CacheEntryName] = []
      for (name, record) in checkedRecords() {
        switch change(record.key) {
        case .removed?:
          removed.append(name)
        case .changed? where !mark(file(named: name), changedAt: date):
          // Of the format before, without room for the mark.
          removed.append(name)
        case .changed?, nil:
          break
        }
      }
      removeUnderLock(removed, .clearedByWrite(at: date))
    }
  }

  func removal(forKey key: String) -> NotStoredReason {
    CacheRemovalLog(folder: directory).reason(for: CacheEntryName(key: key)) ?? .neverRead
  }

  func dropEarlierEntries() -> Int {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory),
      !CacheIndex(folder: directory).hasCurrentFormat()
    else { return 0 }
    return
      (try? CacheLock.withLock(in: root) { () -> Int in
        var dropped = 0
        PrivateFiles.forEachName(in: directory) { bytes in
          if let name = CacheEntryName(utf8: bytes), Self.header(of: file(named: name)) == nil {
            dropped += 1
          }
        }
        _ = checkedRecords()
        return dropped
      }) ?? 0
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
    /// When a write the client made may have changed the answer; `nil` for never.
    var changedAt: Date?
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

  /// Removes the entry file `name`, if any, from the index and the total, for `reason`.
  private func remove(_ name: CacheEntryName, reason: NotStoredReason) {
    guard PrivateFiles.isDirectory(directory), !PrivateFiles.isSymbolicLink(directory) else {
      return
    }
    try? CacheLock.withLock(in: root) {
      var status = stat()
      guard lstat(file(named: name).path, &status) == 0 else { return }
      removeUnderLock([name], reason)
    }
  }

  /// Removes the entry files `names` from the folder, the index and the total, and logs why.
  /// Called under the lock.
  private func removeUnderLock(_ names: [CacheEntryName], _ reason: NotStoredReason) {
    guard !names.isEmpty else { return }
    var freed = 0
    for name in names {
      freed += PrivateFiles.regularFile(atPath: file(named: name).path)?.allocated ?? 0
      try? FileManager.default.removeItem(at: file(named: name))
    }
    CacheIndex(folder: directory).append(names.map { .removed($0) })
    CacheRemovalLog(folder: directory).append(names, reason: reason)
    CacheLedger(folder: root).adjust(by: -freed)
  }

  /// Writes `date` into the field of the change of the entry `file`, in place, keeping the
  /// file's last use; returns whether it could, which a file of the format before cannot.
  private func mark(_ file: URL, changedAt date: Date) -> Bool {
    let descriptor = open(file.path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let start = Array(Self.formatName.utf8) + [UInt8(ascii: "\n")]
    var status = stat()
    guard fstat(descriptor, &status) == 0,
      PrivateFiles.read(descriptor, from: 0, count: start.count).map(Array.init) == start
    else { return false }
    let field = Array(Self.changeField(date).utf8)
    let written = field.withUnsafeBufferPointer {
      pwrite(descriptor, $0.baseAddress, $0.count, off_t(start.count))
    }
    // The write made it look used now: its last use is put back, which eviction orders by.
    var times = [status.st_atim, status.st_mtim]
    _ = futimens(descriptor, &times)
    return written == field.count
  }

  /// The field of the change for `date` (`-` for none), padded to its fixed width.
  private static func changeField(_ date: Date?) -> String {
    var text = date.map { "\($0.timeIntervalSince1970)" } ?? "-"
    if text.count > changeFieldWidth, let date {
      text = "\(Int64(date.timeIntervalSince1970.rounded(.up)))"
    }
    return text.padding(toLength: changeFieldWidth, withPad: " ", startingAt: 0)
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
    var unreadable: [CacheEntryName] = []
    for name in names {
      let file = file(named: name)
      guard let size = PrivateFiles.regularFile(atPath: file.path)?.allocated,
        let header = Self.header(of: file), CacheEntryName(key: header.key) == name
      else {
        if repairing {
          try? FileManager.default.removeItem(at: file)
          unreadable.append(name)
        }
        continue
      }
      records[name] = CacheIndex.Record(
        allocated: size, responseTime: header.responseTime, key: header.key)
    }
    if repairing {
      index.rewrite(records)
      CacheRemovalLog(folder: directory).append(unreadable, reason: .discarded(at: now()))
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
    CacheRemovalLog.fileName, CredentialKey.fileName,
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
  /// evicts down to nine tenths of it: this store's least recently used first while it is past
  /// its share, then those of the stores past theirs, the furthest past first, each down to
  /// nine tenths of its share; then, should files that are not the cache's keep the folder past
  /// the limit, this store's and then any. Records what is left, and why each went. Called
  /// under the lock.
  private func evictWhileOverTheLimit() {
    let (files, others) = entryFiles()
    var plan = EvictionPlan(
      files: files, others: others, writer: directory, sizeLimit: sizeLimit)
    plan.evict()
    let date = now()
    for (folder, names) in plan.evicted {
      for name in names {
        unlink(folder.appendingPathComponent(name.fileName).path)
      }
      CacheIndex(folder: folder).append(names.map { .removed($0) })
      CacheRemovalLog(folder: folder).append(
        names, reason: .evicted(at: date, share: plan.share))
    }
    CacheLedger(folder: root).record(plan.total)
  }

  /// Which entries a write that passed the limit evicts: see ``evictWhileOverTheLimit()``.
  private struct EvictionPlan {
    /// Each folder's entries, the least recently used last, so that the next to go is
    /// removed from the end.
    private var queues: [URL: [EntryFile]]
    private var use: [URL: Int]
    private let writer: URL
    private let sizeLimit: Int
    /// Each store's share of the limit: an equal part for each store holding entries, the
    /// writing one counted.
    let share: Int
    private(set) var total: Int
    private(set) var evicted: [URL: [CacheEntryName]] = [:]

    init(files: [EntryFile], others: Int, writer: URL, sizeLimit: Int) {
      queues = Dictionary(grouping: files, by: \.folder).mapValues {
        $0.sorted { $0.lastUse > $1.lastUse }
      }
      use = queues.mapValues { $0.reduce(0) { $0 + $1.allocated } }
      self.writer = writer
      self.sizeLimit = sizeLimit
      share = sizeLimit / max(1, Set(queues.keys).union([writer]).count)
      total = files.reduce(others) { $0 + $1.allocated }
    }

    mutating func evict() {
      guard total > sizeLimit else { return }
      let target = sizeLimit - sizeLimit / 10
      let shareTarget = share - share / 10
      if use[writer, default: 0] > share {
        while total > target, use[writer, default: 0] > shareTarget, evictOldest(of: writer) {}
      }
      while total > target, let folder = largest(past: shareTarget), evictOldest(of: folder) {}
      guard total > sizeLimit else { return }
      while total > target, evictOldest(of: writer) {}
      while total > target, let folder = leastRecentlyUsed(), evictOldest(of: folder) {}
    }

    /// The folder using the most past `bytes`, the writer's when tied; `nil` for none.
    private func largest(past bytes: Int) -> URL? {
      queues.keys.filter { use[$0, default: 0] > bytes }.max { first, second in
        (use[first, default: 0], first == writer ? 1 : 0)
          < (use[second, default: 0], second == writer ? 1 : 0)
      }
    }

    /// The folder whose next entry to go was used the longest ago; `nil` when none is left.
    private func leastRecentlyUsed() -> URL? {
      queues.compactMap { folder, files in files.last.map { (folder, $0.lastUse) } }
        .min { $0.1 < $1.1 }?.0
    }

    /// Evicts the least recently used entry of `folder`; returns whether there was one.
    private mutating func evictOldest(of folder: URL) -> Bool {
      guard let file = queues[folder]?.popLast() else { return false }
      total -= file.allocated
      use[folder, default: 0] -= file.allocated
      evicted[folder, default: []].append(file.name)
      return true
    }
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
      "\(formatName)\n\(changeField(nil))\n\(key)\n"
      + "\(response.responseTime.timeIntervalSince1970)\n\(head.count)\n"
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

  /// The header at the start of `data`, of this format or the one before, and where what
  /// follows it starts.
  private static func parseHeader(_ data: Data) -> (header: Header, bodyStart: Data.Index)? {
    let lineCount = 5
    var lines: [String] = []
    var lineStart = data.startIndex
    var index = data.startIndex
    while lines.count < lineCount, index < data.endIndex, index - data.startIndex < headerLimit {
      if data[index] == UInt8(ascii: "\n") {
        lines.append(String(decoding: data[lineStart..<index], as: UTF8.self))
        lineStart = index + 1
        if lines.count == 1 {
          guard lines[0] == formatName else { return nil }
        }
      }
      index += 1
    }
    let change = lines.count > 1 ? lines[1].trimmingCharacters(in: .whitespaces) : ""
    guard lines.count == lineCount, let seconds = Double(lines[3]), seconds.isFinite,
      let headLength = Int(lines[4]), headLength >= 0
    else { return nil }
    let changedAt: Date?
    if change == "-" {
      changedAt = nil
    } else if let changed = Double(change), changed.isFinite {
      changedAt = Date(timeIntervalSince1970: changed)
    } else {
      return nil
    }
    return (
      Header(
        changedAt: changedAt, key: lines[2], responseTime: Date(timeIntervalSince1970: seconds),
        headLength: headLength),
      lineStart
    )
  }
}

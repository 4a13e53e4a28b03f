import Foundation
import RecordConventions

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a database from a json-server `db.json`, and saving it back atomically.
enum DatabaseFile {
  /// The largest file read, in bytes: 100 MB.
  static let maximumSize = 100_000_000

  /// What tells the contents of one database file from another's, within one process.
  struct Fingerprint: Hashable, Sendable {
    let size: Int
    let hash: Int

    init(of bytes: UnsafeRawBufferPointer) {
      var hasher = Hasher()
      hasher.combine(bytes: bytes)
      size = bytes.count
      hash = hasher.finalize()
    }
  }

  static func load(
    _ url: URL, conventions: ForeignKeys
  ) throws(JSONServerError) -> Database {
    try parse(read(url), fileName: url.lastPathComponent, conventions: conventions)
  }

  /// The contents of the database file at `url`, at most ``maximumSize`` bytes.
  static func read(_ url: URL) throws(JSONServerError) -> Data {
    let name = url.lastPathComponent
    var info = stat()
    guard stat(url.path, &info) == 0 else {
      throw JSONServerError(
        .unreadable, "\(name) cannot be read: \(String(cString: strerror(errno)))")
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw JSONServerError(.unreadable, "\(name) cannot be read: it is not a regular file")
    }
    guard info.st_size <= maximumSize else { throw tooLarge(name) }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw JSONServerError(.unreadable, "\(name) cannot be read: \(reason(of: error))")
    }
    guard data.count <= maximumSize else { throw tooLarge(name) }
    return data
  }

  /// The database in `data`, the contents of a file named `fileName`: a JSON object whose
  /// members are arrays (plural resources) and objects (singular ones).
  static func parse(
    _ data: Data, fileName: String, conventions: ForeignKeys
  ) throws(JSONServerError) -> Database {
    let document = try DatabaseDocument.parse(data, fileName: fileName)
    var collections: [(name: String, collection: Database.Collection)] = []
    for (index, member) in document.members.enumerated() {
      guard !member.name.contains("/") else {
        throw document.error(
          "\"\(member.name)\" has a /, which no resource name can have",
          member: index)
      }
      switch member.value {
      case .array(let records):
        let table = DatabaseTable(records: records, idField: conventions.idField)
        collections.append((member.name, .plural(table)))
      case .object:
        collections.append((member.name, .singular(member.value)))
      default:
        throw document.error(
          "\"\(member.name)\" is \(member.value.kindDescription); "
            + "a resource is an array or an object", member: index)
      }
    }
    return Database(collections: collections)
  }

  /// Writes `database` to `url` so that the file is always whole: into a temporary file beside
  /// it (beside the file a symbolic link leads to), with the file's permissions, flushed to
  /// disk, then renamed over it. Returns the fingerprint of what it wrote.
  @discardableResult
  static func save(
    _ database: Database, to link: URL
  ) throws(JSONServerError) -> Fingerprint {
    let name = link.lastPathComponent
    let url = link.resolvingSymlinksInPath()
    var bytes = [UInt8](database.document.serialized(.indented))
    bytes.append(UInt8(ascii: "\n"))
    let fingerprint = bytes.withUnsafeBytes(Fingerprint.init(of:))
    let directory = url.deletingLastPathComponent().path
    let temporary =
      "\(directory)/"
      + temporaryName(of: name, process: getpid(), number: .random(in: 0...UInt32.max))
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard descriptor >= 0 else { throw unsaved(name, String(cString: strerror(errno))) }
    var original = stat()
    if stat(url.path, &original) == 0 {
      fchmod(descriptor, original.st_mode & 0o7777)
    }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      guard count > 0 else {
        close(descriptor)
        unlink(temporary)
        throw unsaved(name, String(cString: strerror(errno)))
      }
      written += count
    }
    guard fsync(descriptor) == 0, close(descriptor) == 0 else {
      unlink(temporary)
      throw unsaved(name, String(cString: strerror(errno)))
    }
    guard rename(temporary, url.path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw unsaved(name, reason)
    }
    let directoryDescriptor = open(directory, O_RDONLY)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
    return fingerprint
  }

  /// The name of the file that a write to the file `name` by process `process` goes to before
  /// it is renamed over it: `.NAME.PID.NUMBER.tmp`.
  static func temporaryName(of name: String, process: pid_t, number: UInt32) -> String {
    ".\(name).\(process).\(number).tmp"
  }

  private static func tooLarge(_ name: String) -> JSONServerError {
    JSONServerError(.tooLarge, "\(name) is larger than 100 MB, which is too large to serve")
  }

  private static func unsaved(_ name: String, _ reason: String) -> JSONServerError {
    JSONServerError(.unsaved, "\(name) could not be saved: \(reason)")
  }

  private static func reason(of error: any Error) -> String {
    let cocoa = error as NSError
    if cocoa.domain == NSCocoaErrorDomain, cocoa.code == NSFileReadNoSuchFileError {
      return "no such file"
    }
    return cocoa.localizedDescription
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The cache's files and folders, private to their owner whatever the umask: folders `0700`,
/// files `0600`, as ssh and gh keep theirs.
enum PrivateFiles {
  /// A folder of the cache is a symbolic link, which the cache does not follow.
  struct LinkedFolder: LocalizedError {
    var path: String

    var errorDescription: String? {
      "\(path) is a symbolic link, which the cache does not follow"
    }
  }

  /// A folder of the cache that another user owns, which the cache does not make private nor
  /// write in.
  struct OthersFolder: LocalizedError {
    var path: String

    var errorDescription: String? {
      "\(path) belongs to another user, so it cannot be made private"
    }
  }

  /// Makes `url` a private folder, and its missing parents; a folder already there is made
  /// private, and so, when `followsLink` is set, is the folder a symbolic link at `url` leads
  /// to, whatever path it came by.
  ///
  /// - Throws: ``LinkedFolder`` when `url` is a symbolic link and `followsLink` is not set,
  ///   ``OthersFolder`` when the folder there is another user's, or the system's error (such as
  ///   `ENOTDIR` or `EROFS`) when the folder cannot be made or made private.
  static func makeDirectory(_ url: URL, followsLink: Bool = false) throws {
    var status = stat()
    if lstat(url.path, &status) == 0 {
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        try makePrivate(url, following: false)
        return
      case S_IFLNK where followsLink && isDirectory(url):
        try makePrivate(url, following: true)
        return
      case S_IFLNK:
        throw LinkedFolder(path: url.path)
      default:
        throw POSIXError(.ENOTDIR)
      }
    }
    let parent = url.deletingLastPathComponent()
    if parent.path != url.path, !isDirectory(parent) {
      try makeDirectory(parent)
    }
    guard mkdir(url.path, 0o700) == 0 else {
      if errno == EEXIST, isDirectory(url) {
        return
      }
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    chmod(url.path, 0o700)
  }

  /// Makes the folder at `url` (or, `following`, the one a symbolic link there leads to) `0700`
  /// when it is not: through the folder opened, so that the folder whose owner is checked is
  /// the one changed, even when the link is changed in between.
  ///
  /// - Throws: ``OthersFolder`` when another user owns the folder, or the system's error when
  ///   it cannot be opened or its mode changed.
  private static func makePrivate(_ url: URL, following: Bool) throws {
    let descriptor = open(
      url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | (following ? 0 : O_NOFOLLOW))
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    guard status.st_uid == geteuid() else { throw OthersFolder(path: url.path) }
    guard status.st_mode & 0o077 != 0 else { return }
    guard fchmod(descriptor, 0o700) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
  }

  /// Whether `url` is a folder, following a symbolic link.
  static func isDirectory(_ url: URL) -> Bool {
    var status = stat()
    return stat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  static func isSymbolicLink(_ url: URL) -> Bool {
    var status = stat()
    return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Writes `parts`, one after the other, to a new hidden temporary file in `folder`,
  /// `.UUID.tmp`, readable by its owner only; returns the file, to be renamed into place. The
  /// parts are written from their own bytes, never joined into one copy.
  static func writeTemporary(_ parts: [Data], in folder: URL) throws -> URL {
    let file = folder.appendingPathComponent(".\(UUID().uuidString).tmp")
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    var failure: Int32 = fchmod(descriptor, 0o600) == 0 ? 0 : errno
    for part in parts where failure == 0 {
      part.withUnsafeBytes { buffer in
        var offset = 0
        while failure == 0, offset < buffer.count, let base = buffer.baseAddress {
          let written = write(descriptor, base + offset, buffer.count - offset)
          if written > 0 {
            offset += written
          } else if written < 0, errno != EINTR {
            failure = errno
          }
        }
      }
    }
    if close(descriptor) != 0, failure == 0 {
      failure = errno
    }
    guard failure == 0 else {
      unlink(file.path)
      throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
    }
    return file
  }

  /// Writes `data` to a new hidden temporary file in `folder`, as the parts above are.
  static func writeTemporary(_ data: Data, in folder: URL) throws -> URL {
    try writeTemporary([data], in: folder)
  }

  /// The `count` bytes of the open file `descriptor` from `offset`, in a buffer of their own;
  /// `nil` when the file ends first or cannot be read.
  static func read(_ descriptor: Int32, from offset: Int, count: Int) -> Data? {
    guard offset >= 0, count >= 0 else { return nil }
    var data = Data(count: count)
    let complete = data.withUnsafeMutableBytes { buffer -> Bool in
      var done = 0
      while done < count, let base = buffer.baseAddress {
        let got = pread(descriptor, base + done, count - done, off_t(offset + done))
        if got > 0 {
          done += got
        } else if got < 0, errno == EINTR {
          continue
        } else {
          return false
        }
      }
      return true
    }
    return complete ? data : nil
  }

  /// Appends `text` to the journal `file`, a private file made with `header` first when it is
  /// new or empty; returns the file's size after it and its first 64 bytes, or `nil` when
  /// `text` could not be written whole, and the file, which may end in part of it, is removed.
  static func append(
    _ text: String, to file: URL, header: String
  ) -> (size: Int, start: Data)? {
    let descriptor = open(file.path, O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { return nil }
    var status = stat()
    let isNew = fstat(descriptor, &status) == 0 && status.st_size == 0
    let bytes = Array(((isNew ? header : "") + text).utf8)
    let written = bytes.withUnsafeBufferPointer { write(descriptor, $0.baseAddress, $0.count) }
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    let start = read(descriptor, from: 0, count: min(size, 64))
    close(descriptor)
    guard written == bytes.count else {
      unlink(file.path)
      return nil
    }
    return (size, start ?? Data())
  }

  /// Writes `data` to `file` atomically: to a temporary file in the same folder, renamed over
  /// `file`.
  static func writeAtomically(_ data: Data, to file: URL) throws {
    let temporary = try writeTemporary(data, in: file.deletingLastPathComponent())
    guard rename(temporary.path, file.path) == 0 else {
      let failure = errno
      unlink(temporary.path)
      throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO)
    }
  }

  /// A regular file's size on disk (its allocated blocks) and modification date; `nil` for
  /// anything else, a symbolic link included.
  static func regularFile(atPath path: String) -> (allocated: Int, modified: Date)? {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let modified =
      Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1_000_000_000
    return (Int(status.st_blocks) * 512, Date(timeIntervalSince1970: modified))
  }

  /// The names in `folder`, `.` and `..` left out; none when it cannot be read.
  static func names(in folder: URL) -> [String] {
    var names: [String] = []
    forEachName(in: folder) { names.append(String(decoding: $0, as: UTF8.self)) }
    return names
  }

  /// Calls `body` with the UTF-8 bytes of each name in `folder`, `.` and `..` left out, without
  /// making a string of each.
  static func forEachName(in folder: URL, _ body: (UnsafeRawBufferPointer) -> Void) {
    guard let stream = opendir(folder.path) else { return }
    defer { closedir(stream) }
    while let entry = readdir(stream) {
      withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
        let name = UnsafeRawBufferPointer(
          rebasing: bytes[..<(bytes.firstIndex(of: 0) ?? bytes.count)])
        if !name.elementsEqual(".".utf8), !name.elementsEqual("..".utf8) {
          body(name)
        }
      }
    }
  }

  /// Whether `name` is a temporary file of a write: `.UUID.tmp`, or `.dat.nosync…` as
  /// Foundation's atomic writes make.
  static func isTemporary(_ name: String) -> Bool {
    name.hasPrefix(".") && (name.hasSuffix(".tmp") || name.hasPrefix(".dat.nosync"))
  }
}

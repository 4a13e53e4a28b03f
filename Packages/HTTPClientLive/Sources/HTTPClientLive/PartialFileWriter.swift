import Foundation
import Synchronization

/// The partial file of a download, written on the session's delegate queue and closed by the
/// download when it ends, whichever comes first: a write after the close is refused, never
/// made to a closed descriptor.
final class PartialFileWriter: Sendable {
  private let handle: Mutex<FileHandle?>
  let path: String

  /// The part was made by another download first: its name is taken.
  enum Taken: Error {
    case name
  }

  /// Opens `url`, emptied first unless `appending`, made when it is not there, and locked for
  /// this download alone; when `exclusive`, only if it is not there (else ``Taken/name``).
  ///
  /// - Throws: ``DownloadFailure/cannotWrite(file:reason:)`` when it cannot be opened, or
  ///   another download is writing it.
  init(_ url: URL, appending: Bool, exclusive: Bool = false) throws {
    path = url.path
    let flags =
      O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : 0) | (exclusive ? O_EXCL : 0)
    let descriptor = open(url.path, flags, 0o644)
    guard descriptor >= 0 else {
      if exclusive, errno == EEXIST { throw Taken.name }
      throw DownloadFailure.cannotWrite(file: url.path, reason: String(cString: strerror(errno)))
    }
    // Locked before it is emptied, so that a part another download writes is left alone.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).close()
      throw DownloadFailure.cannotWrite(
        file: url.path, reason: "another download is writing it")
    }
    if !appending, ftruncate(descriptor, 0) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileHandle(fileDescriptor: descriptor, closeOnDealloc: true).close()
      throw DownloadFailure.cannotWrite(file: url.path, reason: reason)
    }
    handle = Mutex(FileHandle(fileDescriptor: descriptor, closeOnDealloc: true))
  }

  /// Adds `data` at the end of the file.
  func write(_ data: Data) throws(DownloadFailure) {
    try handle.withLock { (handle) throws(DownloadFailure) in
      guard let handle else {
        throw .cannotWrite(file: path, reason: "the download has ended")
      }
      do {
        try handle.write(contentsOf: data)
      } catch {
        throw .cannotWrite(file: path, reason: fileErrorReason(error))
      }
    }
  }

  /// Closes the file; later writes are refused.
  func close() {
    handle.withLock { handle in
      try? handle?.close()
      handle = nil
    }
  }
}

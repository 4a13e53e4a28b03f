import Foundation
import Synchronization

/// The partial file of a download, written on the session's delegate queue and closed by the
/// download when it ends, whichever comes first: a write after the close is refused, never
/// made to a closed descriptor.
final class PartialFileWriter: Sendable {
  private let handle: Mutex<FileHandle?>
  let path: String

  /// Opens `url`, emptied first unless `appending`, made when it is not there.
  init(_ url: URL, appending: Bool) throws(DownloadFailure) {
    path = url.path
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (appending ? O_APPEND : O_TRUNC)
    let descriptor = open(url.path, flags, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(file: url.path, reason: String(cString: strerror(errno)))
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

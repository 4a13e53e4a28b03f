import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lock of a cache folder, shared by every process using it: a `flock` on a hidden file in
/// the folder, held while the folder's size, index or entries change.
enum CacheLock {
  static let fileName = ".lock"

  /// Runs `body` holding the lock of `folder`, which must exist, waiting for any other holder.
  ///
  /// - Throws: The system's error when the lock file cannot be opened, or what `body` throws.
  static func withLock<Result>(in folder: URL, _ body: () throws -> Result) throws -> Result {
    let path = folder.appendingPathComponent(fileName).path
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
    return try body()
  }
}

import Foundation

/// A mutual-exclusion lock around a critical section.
final class Lock: @unchecked Sendable {
  private let mutex = NSLock()

  func withLock<R>(_ body: () throws -> R) rethrows -> R {
    mutex.lock()
    defer { mutex.unlock() }
    return try body()
  }
}

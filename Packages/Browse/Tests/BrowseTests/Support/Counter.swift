import Foundation

/// Counts calls from any task.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The number of calls before this one.
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    defer { count += 1 }
    return count
  }
}

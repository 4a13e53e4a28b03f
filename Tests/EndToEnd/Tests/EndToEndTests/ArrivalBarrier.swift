import Foundation

/// Holds the requests a loopback server answers until a number of them have arrived, so that
/// each is read before any is answered: an app that ends on its first answer has then sent all
/// it will send, and the server has read it.
// A condition, not TestSupport's Gate: the server answers on threads of its own, which block
// here until the last request arrives.
final class ArrivalBarrier: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  // Guarded by `condition`.
  private var arrived = 0

  /// A barrier that opens once `count` requests have arrived.
  init(count: Int) {
    self.count = count
  }

  /// Counts a request, and returns once `count` have arrived, or at ``HangGuard``, so that a test
  /// whose app sends fewer fails on what the server received rather than hangs.
  func arrive() {
    condition.lock()
    defer { condition.unlock() }
    arrived += 1
    condition.broadcast()
    let deadline = HangGuard.deadline
    while arrived < count, condition.wait(until: deadline) {}
  }
}

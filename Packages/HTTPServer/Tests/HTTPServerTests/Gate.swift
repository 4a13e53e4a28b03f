import Foundation

/// Holds tasks until a test opens it, and tells the test when a task has arrived, so that a test
/// can hold a request inside the handler without sleeping.
final class Gate: @unchecked Sendable {
  private let lock = NSLock()
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var arrivals = 0
  private var arrivalWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Waits until the gate is open.
  func pass() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      arrivals += 1
      let reached = arrivalWaiters.filter { $0.count <= arrivals }
      arrivalWaiters.removeAll { $0.count <= arrivals }
      if isOpen {
        lock.unlock()
        continuation.resume()
      } else {
        waiting.append(continuation)
        lock.unlock()
      }
      for waiter in reached { waiter.continuation.resume() }
    }
  }

  /// Returns once `count` tasks have reached the gate.
  func waitForArrivals(_ count: Int) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      if arrivals >= count {
        lock.unlock()
        continuation.resume()
      } else {
        arrivalWaiters.append((count, continuation))
        lock.unlock()
      }
    }
  }

  /// Lets every waiting and later task through.
  func open() {
    lock.lock()
    isOpen = true
    let released = waiting
    waiting = []
    lock.unlock()
    for continuation in released { continuation.resume() }
  }
}

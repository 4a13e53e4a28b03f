import Foundation

/// Turns taken one at a time, first come first served: each caller of ``inTurn(_:)`` takes a
/// ticket as it arrives and runs once every caller before it is done, so that writes are
/// applied in the order they arrive, which a plain lock does not promise.
final class WriteQueue: @unchecked Sendable {
  // A condition, not a `Mutex`: callers sleep until their turn comes.
  private let condition = NSCondition()
  // Guarded by `condition`.
  private var nextTicket: UInt64 = 0
  private var serving: UInt64 = 0

  /// Runs `work` once every caller that arrived before has run its own, and returns its result.
  func inTurn<Result>(_ work: () throws -> Result) rethrows -> Result {
    condition.lock()
    let ticket = nextTicket
    nextTicket &+= 1
    condition.broadcast()
    while serving != ticket {
      condition.wait()
    }
    condition.unlock()
    defer {
      condition.lock()
      serving &+= 1
      condition.broadcast()
      condition.unlock()
    }
    return try work()
  }

  /// Waits until `count` callers are waiting for their turn, the one in its turn not counted.
  func waitUntilWaiting(_ count: Int) {
    condition.lock()
    while nextTicket &- serving < UInt64(max(count, 0)) &+ 1 {
      condition.wait()
    }
    condition.unlock()
  }
}

import Foundation
import Synchronization

/// Runs the work of costly requests (reads whose answer is not kept: filters, `_like`
/// patterns, searches on a large database) one at a time, sharing the time fairly: each runs on
/// a thread of its own, and at each of its checkpoints (every slice of its work, about a
/// millisecond) passes the turn to the waiting request that has had the fewest turns, a new
/// one first, when that one has had no more turns than itself.
///
/// So a client sending costly reads keeps one core busy at most, and a cheap request sent
/// meanwhile waits one slice, not for the costly ones to end: with forty catastrophic `_like`
/// patterns running, a plain `GET` is answered after the slice in progress.
final class FairShare: Sendable {
  /// One request's work, waiting for its turn or running.
  private final class Job: Sendable {
    let arrival: UInt64
    let turn = DispatchSemaphore(value: 0)
    let turns = Atomic<Int>(0)

    init(arrival: UInt64) {
      self.arrival = arrival
    }
  }

  private struct State {
    var holder: Job?
    var waiting: [Job] = []
    var arrivals: UInt64 = 0
  }

  private let state = Mutex(State())
  private let stackSize: Int
  private let queued: @Sendable () -> Void

  /// Creates a scheduler whose threads have stacks of `stackSize` bytes; `queued` is called
  /// each time a job begins to wait for its first turn.
  init(stackSize: Int = 4 << 20, queued: @escaping @Sendable () -> Void = {}) {
    self.stackSize = stackSize
    self.queued = queued
  }

  var waitingCount: Int {
    state.withLock { $0.waiting.count }
  }

  /// Runs `work` in its turns on a thread of its own and returns what it returns; `work`
  /// calls its argument at its checkpoints, where it may wait for its next turn.
  func run<Result: Sendable>(
    _ work: @escaping @Sendable (_ checkpoint: @escaping () -> Void) -> Result
  ) async -> Result {
    await withCheckedContinuation { continuation in
      let thread = Thread { [self] in
        let job = arrive()
        let result = work { self.checkpoint(job) }
        leave(job)
        continuation.resume(returning: result)
      }
      thread.stackSize = stackSize
      thread.name = "fake-server.fair-share"
      thread.start()
    }
  }

  /// Queues a new job and waits for its first turn.
  private func arrive() -> Job {
    let (job, mustWait) = state.withLock { state in
      state.arrivals &+= 1
      let job = Job(arrival: state.arrivals)
      guard state.holder != nil else {
        state.holder = job
        return (job, false)
      }
      state.waiting.append(job)
      return (job, true)
    }
    if mustWait {
      queued()
      job.turn.wait()
    }
    return job
  }

  /// Ends a slice of `job`: passes the turn to the waiting job that has had the fewest turns
  /// (the earliest among equals) when it has had no more than `job`, and waits to be given it
  /// back.
  private func checkpoint(_ job: Job) {
    let turns = job.turns.add(1, ordering: .relaxed).newValue
    let next: Job? = state.withLock { state in
      guard let index = Self.nextIndex(in: state.waiting),
        state.waiting[index].turns.load(ordering: .relaxed) <= turns
      else { return nil }
      let next = state.waiting.remove(at: index)
      state.holder = next
      state.waiting.append(job)
      return next
    }
    guard let next else { return }
    next.turn.signal()
    job.turn.wait()
  }

  /// Gives the turn of `job`, which is done, to the next waiting job.
  private func leave(_ job: Job) {
    let next: Job? = state.withLock { state in
      guard let index = Self.nextIndex(in: state.waiting) else {
        state.holder = nil
        return nil
      }
      let next = state.waiting.remove(at: index)
      state.holder = next
      return next
    }
    next?.turn.signal()
  }

  /// The waiting job with the fewest turns, the earliest among equals.
  private static func nextIndex(in waiting: [Job]) -> Int? {
    waiting.indices.min { lhs, rhs in
      let (left, right) = (waiting[lhs], waiting[rhs])
      let (leftTurns, rightTurns) = (
        left.turns.load(ordering: .relaxed), right.turns.load(ordering: .relaxed)
      )
      return leftTurns != rightTurns ? leftTurns < rightTurns : left.arrival < right.arrival
    }
  }
}

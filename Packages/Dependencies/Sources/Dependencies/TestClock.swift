import Synchronization

/// A clock whose time moves only when a test moves it.
///
/// Code under test sleeps on it as on any clock; a sleep ends when the test moves time past its
/// deadline with ``advance(by:)`` or ``advance(to:)``, never because real time passed:
///
/// ```swift
/// let clock = TestClock()
/// let reminder = Task {
///   try await clock.sleep(for: .seconds(30))
///   return "Stand up"
/// }
/// await clock.waitForSleepers()
/// await clock.advance(by: .seconds(30))
/// let message = try await reminder.value  // "Stand up"
/// ```
///
/// Advancing wakes sleepers one at a time, in deadline order: ``now`` reads a sleeper's deadline
/// while it wakes, and its `sleep` has returned before the next sleeper wakes. Sleeping, advancing
/// and waiting run on the caller's actor, so when the test and the code it tests share an actor
/// (such as the main actor) and call ``sleep(until:tolerance:)`` directly, each woken task also
/// runs up to its next suspension before the next one wakes. Otherwise what a woken task does next
/// runs concurrently with the test: wait for its result, or for it to sleep again with
/// ``waitForSleepers(count:)``, rather than for time to pass.
public final class TestClock: Clock, Sendable {
  public typealias Instant = OffsetInstant

  private struct Sleeper: Sendable {
    var id: Int
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private struct SleeperWaiter: Sendable {
    var id: Int
    var count: Int
    var continuation: CheckedContinuation<Void, Never>
  }

  /// A woken sleeper whose `sleep` has not returned yet.
  private enum Wake: Sendable {
    case pending
    case awaited(by: CheckedContinuation<Void, Never>)
  }

  private enum Registration {
    case cancelled
    case due
    case sleeping(satisfiedWaiters: [CheckedContinuation<Void, Never>])
  }

  /// The clock's time and the tasks waiting on it; each change is made with the state locked.
  private struct State: Sendable {
    var current = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    var sleeperWaiters: [SleeperWaiter] = []
    var wakes: [Int: Wake] = [:]

    mutating func makeID() -> Int {
      nextID += 1
      return nextID
    }

    mutating func register(_ sleeper: Sleeper) -> Registration {
      if Task.isCancelled {
        return .cancelled
      }
      if sleeper.deadline <= current {
        return .due
      }
      sleepers.append(sleeper)
      let satisfied = sleeperWaiters.filter { $0.count <= sleepers.count }
      sleeperWaiters.removeAll { $0.count <= sleepers.count }
      return .sleeping(satisfiedWaiters: satisfied.map(\.continuation))
    }

    mutating func removeSleeper(id: Int) -> Sleeper? {
      guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
      return sleepers.remove(at: index)
    }

    /// Removes the first sleeper due by `deadline` and moves time to its deadline, or, when none is
    /// due, moves time to `deadline`.
    mutating func beginWake(upTo deadline: Instant) -> Sleeper? {
      let next = sleepers.indices.min { sleepers[$0].deadline < sleepers[$1].deadline }
      guard let next, sleepers[next].deadline <= deadline else {
        current = max(current, deadline)
        return nil
      }
      let sleeper = sleepers.remove(at: next)
      current = max(current, sleeper.deadline)
      wakes[sleeper.id] = .pending
      return sleeper
    }

    /// Whether the woken sleeper's `sleep` has returned; if not, `waiter` resumes when it does.
    mutating func waitForReturn(
      ofSleeper id: Int, by waiter: CheckedContinuation<Void, Never>
    ) -> Bool {
      guard wakes[id] != nil else { return true }
      wakes[id] = .awaited(by: waiter)
      return false
    }
  }

  private let state = Mutex(State())

  /// Creates a clock at time zero.
  public init() {}

  /// The current time, which only ``advance(by:)`` and ``advance(to:)`` change.
  public var now: Instant {
    state.withLock { $0.current }
  }

  /// Zero: the clock can move by any amount.
  public var minimumResolution: Duration { .zero }

  public var sleeperCount: Int {
    state.withLock { $0.sleepers.count }
  }

  /// Suspends until the clock is advanced to `deadline` or past it.
  ///
  /// Returns at once when `deadline` is not after ``now``. Throws `CancellationError` as soon as
  /// the task is cancelled, unless an advance woke it first. `tolerance` is ignored.
  public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil)
    async throws
  {
    try Task.checkCancellation()
    let id = state.withLock { $0.makeID() }
    defer { acknowledgeWake(ofSleeper: id) }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let registration = state.withLock {
          $0.register(Sleeper(id: id, deadline: deadline, continuation: continuation))
        }
        switch registration {
        case .cancelled:
          continuation.resume(throwing: CancellationError())
        case .due:
          continuation.resume()
        case .sleeping(let satisfiedWaiters):
          for waiter in satisfiedWaiters {
            waiter.resume()
          }
        }
      }
    } onCancel: {
      let sleeper = state.withLock { $0.removeSleeper(id: id) }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking the sleepers whose deadlines it reaches.
  public nonisolated(nonsending) func advance(by duration: Duration) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking the sleepers whose deadlines are not after it.
  ///
  /// Sleepers wake one at a time in deadline order, those with the same deadline in the order
  /// they began to sleep; ``now`` reads each one's deadline while it wakes, and each woken `sleep`
  /// has returned before the next sleeper wakes. A `deadline` before ``now`` leaves time unchanged.
  public nonisolated(nonsending) func advance(to deadline: Instant) async {
    while let sleeper = state.withLock({ $0.beginWake(upTo: deadline) }) {
      sleeper.continuation.resume()
      await withCheckedContinuation { waiter in
        let hasReturned = state.withLock { $0.waitForReturn(ofSleeper: sleeper.id, by: waiter) }
        if hasReturned {
          waiter.resume()
        }
      }
    }
  }

  /// Suspends until at least `count` tasks are sleeping on the clock, so that a test advances
  /// time only once the code it tests is waiting. Returns early if the task is cancelled.
  public nonisolated(nonsending) func waitForSleepers(count: Int = 1) async {
    let id = state.withLock { $0.makeID() }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let isSatisfied = state.withLock { state in
          if Task.isCancelled || state.sleepers.count >= count {
            return true
          }
          state.sleeperWaiters.append(
            SleeperWaiter(id: id, count: count, continuation: continuation))
          return false
        }
        if isSatisfied {
          continuation.resume()
        }
      }
    } onCancel: {
      let waiter = state.withLock { state -> SleeperWaiter? in
        guard let index = state.sleeperWaiters.firstIndex(where: { $0.id == id }) else {
          return nil
        }
        return state.sleeperWaiters.remove(at: index)
      }
      waiter?.continuation.resume()
    }
  }

  private func acknowledgeWake(ofSleeper id: Int) {
    let wake = state.withLock { $0.wakes.removeValue(forKey: id) }
    if case .awaited(let waiter) = wake {
      waiter.resume()
    }
  }
}

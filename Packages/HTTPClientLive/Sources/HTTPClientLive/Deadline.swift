import HTTPClient

/// A moment on a clock by which something must be done, such as a whole command's requests.
///
/// It starts when it is made and passes ``limit`` later on its clock, so it bounds requests only
/// inside the scope of ``withDeadline(_:isolation:operation:)``, made just before it; a policy
/// that outlives one command holds a ``TransferPolicy/timeout`` instead.
///
/// ```swift
/// let deadline = Deadline(after: .seconds(30), clock: ContinuousClock())
/// ```
public struct Deadline: Sendable {
  /// The time allowed, from the moment the deadline was made.
  public let limit: Duration
  private let timeLeft: @Sendable () -> Duration
  /// Sleeps on the deadline's clock, which it passes on.
  let sleep: @Sendable (Duration) async throws -> Void

  /// A deadline `limit` from now on `clock`, whose time alone it passes on.
  public init<C: Clock>(after limit: Duration, clock: C) where C.Duration == Duration {
    self.limit = limit
    let end = clock.now.advanced(by: limit)
    timeLeft = { clock.now.duration(to: end) }
    sleep = { try await clock.sleep(for: $0) }
  }

  /// A deadline of `limit` whose time left `timeLeft` says, sleeping with `sleep`: one that
  /// moves, such as an upload's, which passes only once nothing has gone for `limit`.
  init(
    limit: Duration, timeLeft: @escaping @Sendable () -> Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void
  ) {
    self.limit = limit
    self.timeLeft = timeLeft
    self.sleep = sleep
  }

  /// The time left: zero or less once the deadline has passed.
  public var remaining: Duration {
    timeLeft()
  }
}

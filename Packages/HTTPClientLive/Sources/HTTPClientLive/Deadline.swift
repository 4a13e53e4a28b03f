import HTTPClient

/// A moment on a clock by which something must be done, such as a whole command's requests.
///
/// It starts when it is made and passes ``limit`` later on its clock:
///
/// ```swift
/// let deadline = Deadline(after: .seconds(30), clock: ContinuousClock())
/// ```
public struct Deadline: Sendable {
  /// The time allowed, from the moment the deadline was made.
  public let limit: Duration
  private let timeLeft: @Sendable () -> Duration

  /// A deadline `limit` from now on `clock`.
  public init<C: Clock>(after limit: Duration, clock: C) where C.Duration == Duration {
    self.limit = limit
    let end = clock.now.advanced(by: limit)
    timeLeft = { clock.now.duration(to: end) }
  }

  /// The time left: zero or less once the deadline has passed.
  public var remaining: Duration {
    timeLeft()
  }
}

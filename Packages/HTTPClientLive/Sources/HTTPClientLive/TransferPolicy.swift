/// How a session carries out each request: how long it may take, how often a read is tried
/// again, how it waits for a rate limit to reset, and how large an answer may be.
///
/// The timeout counts from the moment each request is sent, so a policy can be kept for the
/// life of a program; a deadline over several requests is set with
/// ``withDeadline(_:isolation:operation:)``.
///
/// Two clocks: ``clock`` for the waits between tries and for a rate limit's reset, which a test
/// may make immediate (`ImmediateClock`) so that retries take no time, and ``timeoutClock``
/// for the timeout, a `ContinuousClock` unless set, so that such a test's requests still get
/// their time to be answered. A feature's own clock (a search's debounce, an undo window) is
/// neither: give it to the feature.
///
/// ```swift
/// let policy = TransferPolicy(timeout: .seconds(30), retries: 3)
/// ```
public struct TransferPolicy: Sendable {
  /// How long each request may take from the moment it is sent, retries and the waits between
  /// them included; `nil` for no limit.
  public var timeout: Duration?
  /// How many more tries a read (`GET`) gets after a transient failure; 0 for none.
  public var retries: Int
  /// The largest response body accepted, in bytes, counted after decompression.
  public var maximumResponseSize: Int
  /// The clock of the waits between tries and for a rate limit's reset.
  public var clock: any Clock<Duration>
  /// The clock the timeout runs on: a `ContinuousClock` by default, whatever ``clock`` is; a
  /// test that wants no request ever to time out sets a clock that nothing advances.
  public var timeoutClock: any Clock<Duration>
  /// The random part added to a wait between tries, given the wait's fixed part.
  public var jitter: @Sendable (Duration) -> Duration
  /// How the API says that the client made too many requests, and how long a request waits for
  /// the limit to reset, on ``clock`` and within the deadline.
  public var rateLimit: RateLimitPolicy

  /// A policy with the given timeout, retries, size limit, clocks, jitter and rate limit; by
  /// default no timeout, 2 retries, 16 MiB, `ContinuousClock`s, a jitter uniform between zero
  /// and the wait's fixed part, and ``RateLimitPolicy/standard`` (`429` and `Retry-After`).
  public init(
    timeout: Duration? = nil,
    retries: Int = 2,
    maximumResponseSize: Int = 16 << 20,
    clock: any Clock<Duration> = ContinuousClock(),
    timeoutClock: any Clock<Duration> = ContinuousClock(),
    jitter: @escaping @Sendable (Duration) -> Duration = TransferPolicy.uniformJitter,
    rateLimit: RateLimitPolicy = .standard
  ) {
    self.timeout = timeout
    self.retries = max(retries, 0)
    self.maximumResponseSize = max(maximumResponseSize, 0)
    self.clock = clock
    self.timeoutClock = timeoutClock
    self.jitter = jitter
    self.rateLimit = rateLimit
  }

  /// No timeout, 2 retries, 16 MiB.
  public static var `default`: TransferPolicy {
    TransferPolicy()
  }

  /// A duration picked uniformly between zero and `step`.
  public static func uniformJitter(_ step: Duration) -> Duration {
    guard step > .zero else { return .zero }
    return step * Double.random(in: 0...1)
  }
}

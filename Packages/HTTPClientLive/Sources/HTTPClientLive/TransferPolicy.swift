/// How a session carries out each request: how long it may take, how often a read is tried
/// again, and how large an answer may be.
///
/// The timeout counts from the moment each request is sent, so a policy can be kept for the
/// life of a program; a deadline over several requests is set with
/// ``withDeadline(_:isolation:operation:)``.
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
  /// The clock of the waits between tries and of the timeout.
  public var clock: any Clock<Duration>
  /// The random part added to a wait between tries, given the wait's fixed part.
  public var jitter: @Sendable (Duration) -> Duration

  /// A policy with the given timeout, retries, size limit, clock and jitter; by default no
  /// timeout, 2 retries, 16 MiB, a `ContinuousClock` and a jitter uniform between zero and the
  /// wait's fixed part.
  public init(
    timeout: Duration? = nil,
    retries: Int = 2,
    maximumResponseSize: Int = 16 << 20,
    clock: any Clock<Duration> = ContinuousClock(),
    jitter: @escaping @Sendable (Duration) -> Duration = TransferPolicy.uniformJitter
  ) {
    self.timeout = timeout
    self.retries = max(retries, 0)
    self.maximumResponseSize = max(maximumResponseSize, 0)
    self.clock = clock
    self.jitter = jitter
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

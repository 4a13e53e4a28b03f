import Models
import NetworkClient

/// How the live client carries out its requests: how long they may take together, how often a
/// read is tried again, and how large an answer may be.
///
/// ```swift
/// let policy = TransferPolicy(
///   deadline: Deadline(after: .seconds(30), clock: ContinuousClock()), retries: 3)
/// ```
public struct TransferPolicy: Sendable {
  /// The deadline of every request made through the client, retries and the waits between
  /// them included; `nil` for none.
  public var deadline: Deadline?
  /// How many more tries a read (`GET`) gets after a transient failure; 0 for none.
  public var retries: Int
  /// The largest response body accepted, in bytes, counted after decompression.
  public var maximumResponseSize: Int
  /// The clock of the waits between tries and of the deadline's timer.
  public var clock: any Clock<Duration>
  /// The random part added to a wait between tries, given the wait's fixed part.
  public var jitter: @Sendable (Duration) -> Duration

  /// A policy with the given deadline, retries, size limit, clock and jitter; by default no
  /// deadline, 2 retries, 16 MiB, a `ContinuousClock` and a jitter uniform between zero and the
  /// wait's fixed part.
  public init(
    deadline: Deadline? = nil,
    retries: Int = 2,
    maximumResponseSize: Int = 16 << 20,
    clock: any Clock<Duration> = ContinuousClock(),
    jitter: @escaping @Sendable (Duration) -> Duration = TransferPolicy.uniformJitter
  ) {
    self.deadline = deadline
    self.retries = max(retries, 0)
    self.maximumResponseSize = max(maximumResponseSize, 0)
    self.clock = clock
    self.jitter = jitter
  }

  /// No deadline, 2 retries, 16 MiB.
  public static var `default`: TransferPolicy {
    TransferPolicy()
  }

  /// A duration picked uniformly between zero and `step`.
  public static func uniformJitter(_ step: Duration) -> Duration {
    guard step > .zero else { return .zero }
    return step * Double.random(in: 0...1)
  }
}

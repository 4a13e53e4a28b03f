import Foundation
import HTTPBasics
import HTTPClient

/// How an API says that a client has made too many requests, and how long the client waits
/// for the limit to reset before it gives up: part of a ``TransferPolicy``.
///
/// An answer is rate limited when its status is one of ``limitedStatuses`` (a `429 Too Many
/// Requests`), or one of ``exhaustedStatuses`` while the header ``remainingHeader`` says that no
/// request is left (`0`). The limit resets when the answer's `Retry-After` says (seconds or an
/// HTTP date), else at the moment ``resetHeader`` gives, read as ``resetTime`` says; a moment is
/// counted from the answer's `Date` when it has one, so that the two clocks need not agree.
///
/// A request that is rate limited waits for the reset on the policy's clock and is sent again,
/// a write too, since the server did not carry it out: when the reset is known, at most
/// ``maximumWait`` away, and before the request's deadline (its timeout, or the current
/// `Deadline`); at most ``maximumWaits`` times in a row. Otherwise the request fails with
/// `NetworkError.rateLimited(request:status:retryAt:attempts:)`, which says when to try again.
/// A `429` that says nothing of its reset is tried again as a transient failure is, reads only.
///
/// The default recognises `429` and `Retry-After` alone. Other conventions are a configuration:
/// GitHub's REST API, which answers `403` or `429` with `X-RateLimit-Remaining: 0` and the
/// reset in seconds since 1970 in `X-RateLimit-Reset`, is
///
/// ```swift
/// let github = RateLimitPolicy(
///   exhaustedStatuses: [403, 429], remainingHeader: "X-RateLimit-Remaining",
///   resetHeader: "X-RateLimit-Reset", resetTime: .secondsSince1970)
/// let policy = TransferPolicy(timeout: .seconds(120), rateLimit: github)
/// ```
///
/// and an API that follows the IETF draft's `RateLimit-Reset` (seconds from now) is
/// `RateLimitPolicy(exhaustedStatuses: [429], remainingHeader: "RateLimit-Remaining",
/// resetHeader: "RateLimit-Reset", resetTime: .secondsFromNow)`.
public struct RateLimitPolicy: Sendable, Hashable {
  /// How a reset header's value says when the limit resets.
  public enum ResetTime: Sendable, Hashable {
    /// A moment, in whole seconds since 1970 (UTC), as `X-RateLimit-Reset: 1767225600`.
    case secondsSince1970
    /// A wait, in whole seconds from the answer, as `RateLimit-Reset: 60`.
    case secondsFromNow
  }

  /// The statuses that mean rate limited whatever the headers say: `429` by default.
  public var limitedStatuses: Set<Int>
  /// The statuses that mean rate limited when ``remainingHeader`` says `0`, such as GitHub's
  /// `403`; none by default.
  public var exhaustedStatuses: Set<Int>
  /// The header that says how many requests are left, such as `X-RateLimit-Remaining`; `nil`,
  /// the default, for none.
  public var remainingHeader: String?
  /// The header that says when the limit resets, when there is no `Retry-After`, such as
  /// `X-RateLimit-Reset`; `nil`, the default, for none.
  public var resetHeader: String?
  /// How ``resetHeader``'s value reads.
  public var resetTime: ResetTime
  /// The longest wait for a reset, however far the deadline: 60 seconds by default.
  public var maximumWait: Duration
  /// How many times in a row a request waits for a reset: 2 by default.
  public var maximumWaits: Int

  /// A policy with the given conventions and limits; by default `429` and `Retry-After` alone,
  /// waits of at most 60 seconds, twice at most.
  public init(
    limitedStatuses: Set<Int> = [429], exhaustedStatuses: Set<Int> = [],
    remainingHeader: String? = nil, resetHeader: String? = nil,
    resetTime: ResetTime = .secondsSince1970, maximumWait: Duration = .seconds(60),
    maximumWaits: Int = 2
  ) {
    self.limitedStatuses = limitedStatuses
    self.exhaustedStatuses = exhaustedStatuses
    self.remainingHeader = remainingHeader
    self.resetHeader = resetHeader
    self.resetTime = resetTime
    self.maximumWait = max(maximumWait, .zero)
    self.maximumWaits = max(maximumWaits, 0)
  }

  /// `429` and `Retry-After` alone.
  public static var standard: RateLimitPolicy {
    RateLimitPolicy()
  }

  /// A rate-limited answer: when the limit resets, as far as the answer says.
  struct Limit: Sendable, Hashable {
    /// How long from the answer until the limit resets; `nil` when it does not say.
    var wait: Duration?
    /// The moment the limit resets, on the client's clock; `nil` when the answer does not say.
    var retryAt: Date?
  }

  /// The limit `response` reports, or `nil` when it is not rate limited; `now` is the client's
  /// time when the answer came.
  func limit(in response: HTTPResponseHead, now: Date) -> Limit? {
    let exhausted =
      exhaustedStatuses.contains(response.status)
      && remainingHeader.flatMap { response.value(forHeader: $0) }.map {
        $0.trimmingCharacters(in: .whitespaces) == "0"
      } == true
    guard limitedStatuses.contains(response.status) || exhausted else { return nil }
    let answered = response.value(forHeader: "Date").flatMap { HTTPDate.date(from: $0) } ?? now
    guard let wait = self.wait(in: response, answeredAt: answered) else {
      return Limit(wait: nil, retryAt: nil)
    }
    return Limit(wait: wait, retryAt: now.addingTimeInterval(Self.seconds(of: wait)))
  }

  /// The wait until the reset that `response`, sent at `answered` by the server's clock, asks
  /// for: its `Retry-After`, else its reset header; `nil` when it says neither.
  private func wait(in response: HTTPResponseHead, answeredAt answered: Date) -> Duration? {
    if let value = response.value(forHeader: "Retry-After"),
      let wait = RetryAfter.delay(from: value, now: answered)
    {
      return wait
    }
    guard let resetHeader, let value = response.value(forHeader: resetHeader),
      let number = Page<Int>.count(from: value)
    else { return nil }
    let day = 86_400
    switch resetTime {
    case .secondsFromNow:
      return .seconds(min(number, day))
    case .secondsSince1970:
      let interval = Date(timeIntervalSince1970: Double(number)).timeIntervalSince(answered)
      guard interval > 0 else { return .zero }
      return .milliseconds(Int64(min(interval, Double(day)) * 1000))
    }
  }

  /// `duration` in seconds.
  private static func seconds(of duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

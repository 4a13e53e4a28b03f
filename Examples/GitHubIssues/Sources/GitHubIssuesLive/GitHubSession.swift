import Foundation
import HTTPClient
import HTTPClientLive

/// What GitHub's REST API asks of a client, as configuration of the core: a bearer token, its
/// media type and version headers, and its rate limit.
public enum GitHubSession {
  /// The header fields GitHub's REST API asks every request to send.
  public static let headers = [
    "Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28",
  ]

  /// GitHub's rate limit: a `403` or `429` with `X-RateLimit-Remaining: 0` is rate limited
  /// until `X-RateLimit-Reset`, in seconds since 1970, unless `Retry-After` says otherwise (its
  /// secondary limits).
  public static let rateLimit = RateLimitPolicy(
    exhaustedStatuses: [403, 429], remainingHeader: "X-RateLimit-Remaining",
    resetHeader: "X-RateLimit-Reset", resetTime: .secondsSince1970)

  /// A policy of `timeout` per request (`nil` for none), with GitHub's rate limit on `clock`: a
  /// reset that comes within the timeout and `maximumWait` is waited for.
  public static func policy(
    timeout: Duration? = .seconds(30), maximumWait: Duration = .seconds(60),
    clock: any Clock<Duration> = ContinuousClock()
  ) -> TransferPolicy {
    var rateLimit = rateLimit
    rateLimit.maximumWait = maximumWait
    return TransferPolicy(timeout: timeout, clock: clock, rateLimit: rateLimit)
  }

  /// A session of GitHub's REST API at `baseURL` (`https://api.github.com`, or a server that
  /// speaks it) sending `token` as a bearer token, with GitHub's headers, under `policy`,
  /// through `cache`: GitHub's answers are private to the token, and the cache keeps them
  /// apart from another token's and writes no token.
  public static func session(
    baseURL: URL, token: String, policy: TransferPolicy = GitHubSession.policy(),
    cache: ResponseCache = .disabled
  ) -> HTTPSession {
    HTTPSession(
      baseURL: baseURL, userAgent: "github-issues-example/1.0", credentials: .bearer(token),
      headers: headers, policy: policy, cache: cache)
  }
}

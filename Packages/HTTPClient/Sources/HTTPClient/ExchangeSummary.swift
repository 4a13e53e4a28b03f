import Foundation

/// What one request a session was asked to send came to, as a ``SessionHook`` is told it for
/// logging and metrics: its method and URL, its status or its failure, how long it took and
/// how many times it was sent. Nothing secret is in it.
///
/// ```swift
/// guard let url = URL(string: "http://127.0.0.1:3000/posts?_page=2") else { return }
/// let summary = ExchangeSummary(
///   method: "GET", url: ShownURL(url), outcome: .answered(status: 200),
///   duration: .milliseconds(84), attempts: 1)
/// // "\(summary)" == "GET /posts?_page=2: HTTP 200 in 84ms"
/// ```
public struct ExchangeSummary: Sendable, Hashable, CustomStringConvertible {
  /// How the request ended.
  public enum Outcome: Sendable, Hashable {
    /// Answered with `status`, by the server or, when `stored`, by the stored answers alone.
    case answered(status: Int, stored: Bool = false)
    /// Not answered, or answered in a way that could not be read: the failure in one line.
    case failed(String)
  }

  public let method: String
  /// The URL, without a password and with the values of credential query parameters
  /// `REDACTED`.
  public let url: ShownURL
  public let outcome: Outcome
  /// From the hook's ``SessionHook/prepare(_:)`` to the end of the answer's head, or the
  /// failure, on the session's timeout clock; the waits between tries and for new
  /// credentials included.
  public let duration: Duration
  /// How many times the request was sent: 0 for an answer stored, more than 1 with retries
  /// and after a `401`.
  public let attempts: Int

  public init(
    method: String, url: ShownURL, outcome: Outcome, duration: Duration, attempts: Int
  ) {
    self.method = method
    self.url = url
    self.outcome = outcome
    self.duration = duration
    self.attempts = attempts
  }

  /// The status of the answer; `nil` for a failure.
  public var status: Int? {
    guard case .answered(let status, _) = outcome else { return nil }
    return status
  }

  /// The URL's path and query, as a log line names the request: `/posts?_page=2`.
  public var path: String {
    let components = URLComponents(url: url.url, resolvingAgainstBaseURL: true)
    let path = components?.percentEncodedPath ?? ""
    let query = components?.percentEncodedQuery.map { "?" + $0 } ?? ""
    return (path.isEmpty ? "/" : path) + query
  }

  /// `GET /posts?_page=2: HTTP 200 in 84ms`, `… HTTP 200 stored in 0ms`, or
  /// `GET /posts: failed in 30s: <why>`, the duration as errors say one.
  public var description: String {
    let took = NetworkError.text(of: duration)
    let tries = attempts > 1 ? ", \(attempts) tries" : ""
    switch outcome {
    case .answered(let status, let stored):
      return "\(method) \(path): HTTP \(status)\(stored ? " stored" : "") in \(took)\(tries)"
    case .failed(let reason):
      return "\(method) \(path): failed in \(took)\(tries): \(reason)"
    }
  }
}

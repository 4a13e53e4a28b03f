import Foundation

/// A request as a ``SessionHook`` sees it before it is sent: its method and URL, which it may
/// not change, and the header fields and credentials it adds.
///
/// ```swift
/// var request = OutgoingRequest(
///   method: "GET", url: ShownURL(URL(fileURLWithPath: "/")), isRetryAfterUnauthorized: false)
/// request.headers["X-Request-ID"] = "7f3c"
/// request.credentials = .bearer("eyJhbGciOi")
/// ```
public struct OutgoingRequest: Sendable, Hashable {
  public let method: String
  /// The URL, without a password and with the values of credential query parameters
  /// `REDACTED`.
  public let url: ShownURL
  /// Whether the request is being sent again after a `401` (see
  /// ``SessionHook/retryAfterUnauthorized(_:answer:)``).
  public let isRetryAfterUnauthorized: Bool
  /// Header fields to send, each in place of the session's field of the same name; an
  /// endpoint's own fields still replace them. None at first.
  public var headers: [String: String] = [:]
  /// Credentials to send, in place of the session's fields of the same names; an endpoint's own
  /// credentials still replace them. None at first. Their values are secret: no message, log
  /// or stored answer shows them.
  public var credentials: Credentials = .none

  public init(method: String, url: ShownURL, isRetryAfterUnauthorized: Bool) {
    self.method = method
    self.url = url
    self.isRetryAfterUnauthorized = isRetryAfterUnauthorized
  }

  /// The request as errors name it: `GET http://127.0.0.1:3000/posts`.
  public var shown: ShownRequest {
    ShownRequest(method, url.url)
  }
}

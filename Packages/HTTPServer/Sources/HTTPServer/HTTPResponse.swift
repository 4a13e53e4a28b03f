import Foundation

/// An HTTP response for the server to send.
///
/// The server adds `Content-Length`, `Date` and `Connection` itself; a `Content-Length`,
/// `Transfer-Encoding` or `Connection` field set here is replaced, and a field whose name or value
/// holds a line break is left out.
public struct HTTPResponse: Hashable, Sendable {
  /// The status code, such as 200.
  public var status: Int
  /// The header fields, in order.
  public var headers: HTTPHeaders
  /// The body; not sent in answer to `HEAD`, nor with a status of 1xx, 204 or 304.
  public var body: Data

  /// Creates a response from its parts.
  public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A plain-text response, such as the ones the server sends for its own errors.
  public static func text(_ text: String, status: Int) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
  }
}

import Foundation

/// An HTTP response for the server to send.
///
/// The server adds `Content-Length`, `Date` and `Connection` itself; a `Content-Length`,
/// `Transfer-Encoding` or `Connection` field set here is replaced, and a field whose name or value
/// holds a line break is left out.
public struct HTTPResponse: Hashable, Sendable {
  public var status: Int
  public var headers: HTTPHeaders
  /// The body; not sent in answer to `HEAD`, nor with a status of 1xx, 204 or 304.
  public var body: Data
  /// A file to send as the body instead of ``body``, a piece at a time, when there is one; its
  /// ``HTTPFileBody/count`` is the `Content-Length`.
  public var file: HTTPFileBody?
  /// Whether the server closes the connection without sending anything, as a server that
  /// failed, or a network that lost the answer, would: for tests of clients that must not take
  /// a write they sent for lost, nor send it twice. See ``noAnswer``.
  public var closesWithoutAnswer = false

  public init(status: Int = 200, headers: HTTPHeaders = [:], body: Data = Data()) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// Creates a response whose body is `file`, read as it is sent.
  public init(status: Int = 200, headers: HTTPHeaders = [:], file: HTTPFileBody) {
    self.status = status
    self.headers = headers
    self.body = Data()
    self.file = file
  }

  /// The size of the body: the file's when there is one.
  var bodyCount: Int {
    file?.count ?? body.count
  }

  /// Nothing: the connection is closed without an answer, after the request was read and
  /// handled.
  public static var noAnswer: HTTPResponse {
    var response = HTTPResponse(status: 0)
    response.closesWithoutAnswer = true
    return response
  }

  /// A plain-text response, such as the ones the server sends for its own errors.
  public static func text(_ text: String, status: Int) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Data(text.utf8))
  }

  /// A response of JSON that the caller has already encoded, sent as
  /// `application/json; charset=utf-8`: the server neither encodes nor checks it.
  public static func json(_ body: Data, status: Int) -> HTTPResponse {
    HTTPResponse(
      status: status, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
  }
}

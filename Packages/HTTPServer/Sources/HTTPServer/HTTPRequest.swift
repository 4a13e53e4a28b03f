import Foundation

/// An HTTP request as the server received it, with its body whole.
public struct HTTPRequest: Hashable, Sendable {
  /// The method, such as `GET`; methods are case-sensitive.
  public var method: String
  /// The request target as sent, such as `/posts?_page=2`; for a target in absolute form
  /// (`http://host/posts`) the part from the path on.
  public var target: String
  /// The minor version of HTTP/1: 1 for HTTP/1.1, 0 for HTTP/1.0.
  public var minorVersion: Int
  public var headers: HTTPHeaders
  /// The body, decoded from chunks when it was sent in chunks; empty when there was none.
  public var body: Data

  public init(
    method: String = "GET", target: String, minorVersion: Int = 1, headers: HTTPHeaders = [:],
    body: Data = Data()
  ) {
    self.method = method
    self.target = target
    self.minorVersion = minorVersion
    self.headers = headers
    self.body = body
  }

  /// The target's path, percent-encoded as sent, such as `/posts`.
  public var path: Substring {
    questionMark.map { target[..<$0] } ?? target[...]
  }

  /// The target's query without its `?`, percent-encoded as sent; `nil` when there is none.
  public var query: Substring? {
    questionMark.map { target[target.index(after: $0)...] }
  }

  /// Where the target's first `?` is, found among its bytes rather than its characters.
  private var questionMark: String.Index? {
    target.utf8.firstIndex(of: UInt8(ascii: "?"))
  }

  /// Whether the connection stays open after the answer: HTTP/1.1 unless the request says
  /// `Connection: close`, HTTP/1.0 only when it says `Connection: keep-alive`.
  public var keepsConnectionAlive: Bool {
    minorVersion >= 1
      ? !headers.contains("Connection", token: "close")
      : headers.contains("Connection", token: "keep-alive")
  }
}

import Foundation
import HTTPBasics

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An HTTP request to a ``SampleAPI``, as a plain value.
public struct JSONServerRequest: Sendable, Hashable {
  /// The method, such as `GET`; methods are case-sensitive, as in HTTP.
  public var method: String
  /// The path as sent, percent-encoded, such as `/posts/7/comments`.
  public var path: String
  /// The query parameters, in order; empty when there is no query string.
  public var query: [URLQueryItem]
  /// The header fields, with names as the client spelled them.
  public var headers: [String: String]
  public var body: Data?
  /// The URL the request was sent to, when it was made from one; `nil` when it was made from
  /// parts. The URLs of a page's `Link` header start with its scheme, host and port, and are
  /// relative (`/posts?_page=2`) without it.
  public var url: URL?
  /// The query string as sent, when the request was made from a request target.
  var sentQuery: String?
  /// The query string a rewrite rule gave the request, which json-server reads with node's
  /// `querystring` rather than with `qs`.
  var rewrittenQuery: String?

  public init(
    method: String = "GET",
    path: String,
    query: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
  }

  /// Creates a request from what an HTTP/1.1 request line and head carry: the method, the
  /// request target in origin form (`/posts?_page=2&q=night+trains`), the header fields and the
  /// body.
  ///
  /// The path is the target up to its first `?`, as sent; the query is read as a form is (as
  /// Node reads it), `+` being a space. Absolute URLs in the answer (`Location`, `Link`) start
  /// with `http://` and the `Host` header.
  public init(method: String, target: String, headers: [String: String] = [:], body: Data? = nil) {
    // The first `?` among the bytes, as a URL's syntax finds it.
    let questionMark = target.utf8.firstIndex(of: UInt8(ascii: "?"))
    let query = questionMark.map { String(target[target.index(after: $0)...]) }
    self.init(
      method: method,
      path: questionMark.map { String(target[..<$0]) } ?? target,
      query: query.map { QueryEncoding.items(in: $0) } ?? [],
      headers: headers,
      body: body
    )
    self.sentQuery = query.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Creates a request for `url`, taking its path and query, and keeping `url` itself for the
  /// links the answer may carry.
  public init(
    method: String = "GET",
    url: URL,
    headers: [String: String] = [:],
    body: Data? = nil
  ) {
    let components = URLComponents(url: url, resolvingAgainstBaseURL: true)
    self.init(
      method: method,
      path: components?.percentEncodedPath ?? "",
      query: components?.queryItems ?? [],
      headers: headers,
      body: body
    )
    self.url = url
  }

  /// Creates a request from what a `URLSession` sends.
  ///
  /// The body is `httpBody`, or else everything `httpBodyStream` gives, read to its end: a
  /// session can hand a body set as data to its protocols as a stream. A request without a URL
  /// gets an empty path, which no route matches.
  public init(_ urlRequest: URLRequest) {
    let method = urlRequest.httpMethod ?? "GET"
    let headers = urlRequest.allHTTPHeaderFields ?? [:]
    let body = urlRequest.httpBody ?? urlRequest.httpBodyStream.map(JSONServerRequest.contents)
    guard let url = urlRequest.url else {
      self.init(method: method, path: "", headers: headers, body: body)
      return
    }
    self.init(method: method, url: url, headers: headers, body: body)
  }

  /// Everything `stream` gives until its end or an error.
  private static func contents(of stream: InputStream) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 16_384)
    stream.open()
    defer { stream.close() }
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(contentsOf: buffer[..<count])
    }
    return data
  }
}

import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a ``StubServer`` answers: a status, a content type, a body and other headers.
public struct StubResponse: Sendable {
  public var status: Int
  public var contentType: String
  public var body: Data
  /// Other header fields.
  public var headers: [String: String]

  public init(status: Int, contentType: String, body: Data, headers: [String: String] = [:]) {
    self.status = status
    self.contentType = contentType
    self.body = body
    self.headers = headers
  }

  /// A 404 with an empty JSON object, as json-server sends for an unknown item.
  public static let notFound = StubResponse.text("{}", status: 404, contentType: "application/json")

  public static func json(_ value: some Encodable, status: Int = 200) throws -> StubResponse {
    StubResponse(
      status: status, contentType: "application/json", body: try JSONEncoder().encode(value))
  }

  /// `text` as the body, in UTF-8.
  public static func text(
    _ text: String, status: Int = 200, contentType: String = "application/json"
  ) -> StubResponse {
    StubResponse(status: status, contentType: contentType, body: Data(text.utf8))
  }

  public func with(header name: String, _ value: String) -> StubResponse {
    var copy = self
    copy.headers[name] = value
    return copy
  }

  /// The response to `request`, as a URL protocol delivers it.
  public func answering(_ request: URLRequest) throws -> (HTTPURLResponse, Data) {
    let url = try #require(request.url)
    let response = try #require(
      HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: headers.merging(["Content-Type": contentType]) { _, type in type }))
    return (response, body)
  }
}

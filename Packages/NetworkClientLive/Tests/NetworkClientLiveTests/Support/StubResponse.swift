import Foundation
import NetworkClient
import NetworkClientLive
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What a stub server answers: a status, a content type, a body and other headers.
struct StubResponse: Sendable {
  var status: Int
  var contentType: String
  var body: Data
  var headers: [String: String] = [:]

  /// A 404 with an empty JSON object, as the API sends for an unknown item.
  static let notFound = StubResponse.text("{}", status: 404, contentType: "application/json")

  /// `value` encoded as JSON.
  static func json(_ value: some Encodable, status: Int = 200) throws -> StubResponse {
    StubResponse(
      status: status, contentType: "application/json", body: try JSONEncoder().encode(value))
  }

  /// The same response with the header `name` set to `value`.
  func with(header name: String, _ value: String) -> StubResponse {
    var copy = self
    copy.headers[name] = value
    return copy
  }

  /// `text` as the body, in UTF-8.
  static func text(
    _ text: String, status: Int = 200, contentType: String = "application/json"
  ) -> StubResponse {
    StubResponse(status: status, contentType: contentType, body: Data(text.utf8))
  }

  /// The response to `request`, as a URL protocol delivers it.
  func answering(_ request: URLRequest) throws -> (HTTPURLResponse, Data) {
    let url = try #require(request.url)
    let response = try #require(
      HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1",
        headerFields: headers.merging(["Content-Type": contentType]) { _, type in type }))
    return (response, body)
  }
}

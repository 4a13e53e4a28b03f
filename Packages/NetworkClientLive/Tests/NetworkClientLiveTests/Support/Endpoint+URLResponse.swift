import Foundation
import HTTPClient
import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// ``decode(_:from:request:using:)`` of a Foundation response, as the session reads one.
  func decode(
    _ data: Data, from response: URLResponse, request: ShownRequest? = nil,
    using decoder: JSONDecoder
  ) throws(NetworkError) -> Response {
    try decode(data, from: HTTPResponseHead(response), request: request, using: decoder)
  }
}

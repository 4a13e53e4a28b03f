import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPResponseHead {
  /// The status, headers and URL of `response`, or `nil` when it is not an HTTP response.
  public init?(_ response: URLResponse) {
    guard let http = response as? HTTPURLResponse else { return nil }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name] = value
    }
    self.init(status: http.statusCode, headers: headers, url: http.url)
  }
}

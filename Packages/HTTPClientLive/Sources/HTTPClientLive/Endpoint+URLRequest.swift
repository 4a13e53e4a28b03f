import Foundation
import HTTPClient

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Endpoint {
  /// The request for the endpoint below `baseURL`, asking for JSON as `userAgent`, with the
  /// ``body`` as `application/json; charset=utf-8` when there is one.
  func urlRequest(relativeTo baseURL: URL, userAgent: String) -> URLRequest {
    var request = URLRequest(url: url(relativeTo: baseURL))
    request.httpMethod = method
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
    if let body {
      request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
      request.httpBody = body
    }
    return request
  }
}

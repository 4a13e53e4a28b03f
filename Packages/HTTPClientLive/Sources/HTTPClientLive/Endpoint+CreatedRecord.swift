import Foundation
import HTTPClient

extension Endpoint {
  /// The read of the record a write created at `location`, decoded as the write's answer is,
  /// sending the write's header fields but its `If-Match`; `nil` when `location` is not below
  /// `baseURL`, whose credentials it must not take elsewhere.
  func reading(_ location: CreatedLocation, below baseURL: URL) -> Self? {
    let base = baseURL.withCanonicalIPv6Host
    let url = location.url.withCanonicalIPv6Host
    guard url.scheme?.lowercased() == base.scheme?.lowercased(),
      url.host?.lowercased() == base.host?.lowercased(), url.port == base.port
    else { return nil }
    let basePath = base.pathComponents.filter { $0 != "/" }
    let path = url.pathComponents.filter { $0 != "/" }
    guard path.count > basePath.count, Array(path.prefix(basePath.count)) == basePath else {
      return nil
    }
    var read = self
    read.method = "GET"
    read.pathComponents = Array(path.dropFirst(basePath.count))
    read.queryItems =
      URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    read.body = nil
    read.multipartBody = nil
    read.uploadProgress = nil
    read.contentType = nil
    read.createsItem = false
    read.idempotencyKey = nil
    read.fetchesCreatedRecord = false
    read.headers = headers.filter { $0.key.lowercased() != "if-match" }
    read.item = Item(resource: item?.resource ?? resource, id: location.id)
    return read
  }
}

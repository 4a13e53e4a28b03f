import Foundation

extension PathRequest {
  /// This request asking for pages of the size the server's refusal of it, `error`, names as
  /// its most (``NetworkError/mostPageSize``: flask-restless-ng's `400` "Page size must not
  /// exceed the server's maximum: 100"), when it asked for more: a server's page size is a
  /// bound to keep to, not a failure. `nil` for any other error, or a request that asked for
  /// no page size.
  public func bounded(by error: NetworkError) -> PathRequest? {
    guard let size = pageSize, let name = paging.sizeParameter, let most = error.mostPageSize,
      most >= 1, most < size
    else { return nil }
    var bounded = replacingQuery(with: [URLQueryItem(name: name, value: String(most))])
    bounded.pageSize = most
    return bounded
  }
}

import Foundation
import HTTPBasics

/// The `Link` header of a page, as json-server writes it:
/// `<http://host/posts?_page=1>; rel="first", <http://host/posts?_page=3>; rel="next"`.
///
/// Each URL is the request's own: its origin (the scheme, host and port of ``SampleRequest/url``
/// or else its `Host` header; without either, the URLs are relative, such as `/posts?_page=2`),
/// the request's path, and its query parameters in their order, with the value of every `_page`
/// parameter replaced by the linked page's number. Names and values are encoded by `HTTPBasics`'
/// `QueryEncoding`, keeping what a query component may hold, so `&`, `=`, `+` and `#` keep their
/// meaning.
enum SampleLinkHeader {
  /// The header's value for `links` on a page of `request`, or `nil` when there are no links.
  static func value(for links: [SamplePagination.Link], of request: SampleRequest) -> String? {
    guard !links.isEmpty else { return nil }
    let base = base(of: request)
    let parameters = encodedParameters(of: request)
    return LinkHeader(
      links.map {
        LinkHeader.Link(
          target: url(base: base, parameters: parameters, page: $0.page), relations: [$0.relation])
      }
    ).value
  }

  /// The URL of page `page` of the list `request` asks for.
  static func url(of request: SampleRequest, page: Int) -> String {
    url(base: base(of: request), parameters: encodedParameters(of: request), page: page)
  }

  /// The scheme, host, port and path of the request's URL.
  private static func base(of request: SampleRequest) -> String {
    request.origin + request.path
  }

  /// The query's parameters encoded, each with whether it is `_page`.
  private static func encodedParameters(
    of request: SampleRequest
  ) -> [(isPage: Bool, name: String, value: String?)] {
    request.query.map { ($0.name == "_page", encode($0.name), $0.value.map(encode)) }
  }

  private static func url(
    base: String, parameters: [(isPage: Bool, name: String, value: String?)], page: Int
  ) -> String {
    guard !parameters.isEmpty else { return base }
    let query = parameters.map { parameter in
      let value = parameter.isPage ? String(page) : parameter.value
      return value.map { parameter.name + "=" + $0 } ?? parameter.name
    }
    return base + "?" + query.joined(separator: "&")
  }

  private static func encode(_ text: String) -> String {
    QueryEncoding.encode(text, keeping: .queryComponent)
  }
}

import Foundation

/// The `Link` header of a page, as json-server writes it:
/// `<http://host/posts?_page=1>; rel="first", <http://host/posts?_page=3>; rel="next"`.
///
/// Each URL is the request's own: the scheme, host and port of ``SampleRequest/url`` (when the
/// request has none, the URLs are relative, such as `/posts?_page=2`), the request's path, and
/// its query parameters in their order, with the value of every `_page` parameter replaced by the
/// linked page's number.
enum SampleLinkHeader {
  /// The header's value for `links` on a page of `request`, or `nil` when there are no links.
  static func value(for links: [SamplePagination.Link], of request: SampleRequest) -> String? {
    guard !links.isEmpty else { return nil }
    return links.map { "<\(url(of: request, page: $0.page))>; rel=\"\($0.relation)\"" }
      .joined(separator: ", ")
  }

  /// The URL of page `page` of the list `request` asks for.
  static func url(of request: SampleRequest, page: Int) -> String {
    var text = ""
    if let url = request.url, let scheme = url.scheme, let host = url.host {
      text = "\(scheme)://\(host)"
      if let port = url.port { text += ":\(port)" }
    }
    text += request.path
    guard !request.query.isEmpty else { return text }
    let parameters = request.query.map { item in
      let value = item.name == "_page" ? String(page) : item.value
      return ([encode(item.name)] + (value.map { [encode($0)] } ?? [])).joined(separator: "=")
    }
    return text + "?" + parameters.joined(separator: "&")
  }

  /// `text` percent-encoded for a query parameter's name or value: everything but letters,
  /// digits and `-._~,:/@!$'()*;?` is encoded, so `&`, `=`, `+` and `#` keep their meaning.
  private static func encode(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
  }

  private static let allowed = CharacterSet(
    charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~,:/@!$'()*;?"
  )
}

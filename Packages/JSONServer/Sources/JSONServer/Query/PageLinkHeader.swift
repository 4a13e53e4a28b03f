import Foundation
import JavaScriptSemantics

/// The `Link` header of a page, as json-server writes it:
/// `<http://host/posts?_page=1>; rel="first", <http://host/posts?_page=3>; rel="next"`.
///
/// json-server makes each URL of the request's own URL as it was sent (``JSONServerRequest/fullURL``:
/// the origin, then the path and query string before any rewriting, escapes and all) by
/// replacing the first `page=N` in it, `N` being the page asked for, with the linked page's
/// `page=M`, and writes the header even when there is no link (an empty `Link`). So
/// `?_page=2&x=%E9` links to `?_page=3&x=%E9`, and a URL in which `page=N` is not written as
/// such (`_page=02`, or a rewritten route) links to itself.
enum PageLinkHeader {
  /// The header's value for `links` on page `page` of `request`; empty when there are none.
  static func value(for links: [Pagination.Link], page: Double, of request: JSONServerRequest)
    -> String
  {
    let url = request.fullURL
    let current = "page=" + JavaScriptNumber.string(page)
    return links.map { link in
      let target = url.replacingFirst(current, with: "page=" + JavaScriptNumber.string(link.page))
      return "<\(target)>; rel=\"\(link.relation)\""
    }.joined(separator: ", ")
  }
}

extension String {
  /// The text with the first occurrence of `target` replaced by `replacement`, as JavaScript's
  /// `text.replace(target, replacement)` replaces a string (`replacement` holds no `$`).
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = range(of: target, options: .literal) else { return self }
    return replacingCharacters(in: range, with: replacement)
  }
}

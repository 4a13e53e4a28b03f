import Foundation
import HTTPServer

/// The answers the server writes as GitHub writes them: JSON, its error shape, its caching
/// fields and its `Link` header.
enum GitHubAnswer {
  /// Where GitHub's documentation of an error lives.
  static let documentation = "https://docs.github.com/rest"

  /// `value` as JSON with `status` and `headers`.
  static func json(_ value: Any, status: Int = 200, headers: HTTPHeaders = [:]) -> HTTPResponse {
    let body =
      (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
    var response = HTTPResponse.json(body, status: status)
    for field in headers {
      response.headers.add(name: field.name, value: field.value)
    }
    return response
  }

  /// GitHub's error, `{"message": …, "documentation_url": …, "status": …}`.
  static func error(_ status: Int, _ message: String, headers: HTTPHeaders = [:]) -> HTTPResponse {
    json(
      ["message": message, "documentation_url": documentation, "status": "\(status)"],
      status: status, headers: headers)
  }

  /// GitHub's `422`: `{"message": "Validation Failed", "errors": [{resource, field, code}]}`.
  static func validationFailed(_ errors: [[String: String]]) -> HTTPResponse {
    json(
      [
        "message": "Validation Failed", "errors": errors, "documentation_url": documentation,
        "status": "422",
      ], status: 422)
  }

  /// The fields of a read that a client may keep privately and revalidate: an `ETag` of the
  /// body as `login` sees it, a minute's freshness unless `revalidated`, and `Vary` on the
  /// fields that say who asks, as GitHub sends them.
  static func cachingHeaders(of body: Data, for login: String, revalidated: Bool = false)
    -> HTTPHeaders
  {
    [
      "ETag": "W/\"\(entityTag(of: body, for: login))\"",
      "Cache-Control": revalidated ? "no-cache" : "private, max-age=60, s-maxage=60",
      "Vary": "Accept, Authorization, Cookie, X-GitHub-OTP",
    ]
  }

  /// Whether the `If-None-Match` of a request names `headers`' `ETag`.
  static func matches(_ ifNoneMatch: String?, _ headers: HTTPHeaders) -> Bool {
    guard let ifNoneMatch, let tag = headers["ETag"] else { return false }
    let opaque = { (tag: Substring) in
      tag.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "W/", with: "")
    }
    return ifNoneMatch.split(separator: ",").contains { opaque($0) == opaque(Substring(tag)) }
  }

  /// The `Link` header of page `page` of `pageCount` at `url` with `query`: `next` and `last`
  /// before the last page, `prev` and `first` after the first; `nil` for a single page.
  static func link(url: String, query: [URLQueryItem], page: Int, pageCount: Int) -> String? {
    func target(_ number: Int) -> String {
      var components = URLComponents()
      components.queryItems =
        query.filter { $0.name != "page" } + [URLQueryItem(name: "page", value: "\(number)")]
      return "<\(url)?\(components.percentEncodedQuery ?? "")>"
    }
    var links: [String] = []
    if page < pageCount {
      links.append("\(target(page + 1)); rel=\"next\"")
      links.append("\(target(pageCount)); rel=\"last\"")
    }
    if page > 1 {
      links.append("\(target(min(page - 1, pageCount))); rel=\"prev\"")
      links.append("\(target(1)); rel=\"first\"")
    }
    return links.isEmpty ? nil : links.joined(separator: ", ")
  }

  /// The 64-bit FNV-1a hash of `body` and `login`, in hexadecimal.
  private static func entityTag(of body: Data, for login: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in body + Data(login.utf8) {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}

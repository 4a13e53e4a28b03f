import Foundation
import HTTPServer
import JSONCoding

extension BookRoutes {
  /// The page of every book that `query` asks for.
  func listing(_ query: [String: String], books: [ServedBook]) -> HTTPResponse {
    page(of: books, query: query, at: "\(root)/api/books?")
  }

  /// The page that `query` asks for of the books whose title contains its `title`, ignoring
  /// case.
  func search(_ query: [String: String], books: [ServedBook]) -> HTTPResponse {
    guard let title = query["title"] else {
      return page(of: [], query: query, at: "", invalid: [("title", "is required")])
    }
    let found = books.filter {
      title.isEmpty || $0.title.range(of: title, options: .caseInsensitive) != nil
    }
    let encoded = title.addingPercentEncoding(withAllowedCharacters: Self.unreserved) ?? ""
    return page(
      of: found, query: query,
      at: "\(root)/api/books/search/findByTitleContaining?title=\(encoded)&")
  }

  /// Page `page` (from 0) of `size` (1 to 100, 20 by default) of `books` in Spring's HAL
  /// envelope, its links at `url` followed by `page=P&size=S`; `400` for a `page` or `size`
  /// that is not a whole number in range, or for what `invalid` names already.
  private func page(
    of books: [ServedBook], query: [String: String], at url: String,
    invalid: [(name: String, reason: String)] = []
  ) -> HTTPResponse {
    var invalid = invalid
    let page = Self.number("page", in: query, fallback: 0, minimum: 0)
    let asked = Self.number("size", in: query, fallback: 20, minimum: 1)
    if page == nil {
      invalid.append(("page", "must be a whole number from 0"))
    }
    if asked == nil {
      invalid.append(("size", "must be a whole number from 1"))
    }
    guard let page, let asked, invalid.isEmpty else { return LibraryAnswer.badQuery(invalid) }
    let size = min(asked, 100)
    let (start, overflow) = page.multipliedReportingOverflow(by: size)
    let shown =
      overflow || start >= books.count ? [] : books[start..<min(books.count, start + size)]
    let totalPages = (books.count + size - 1) / size
    var links: JSONObject = ["self": .link("\(url)page=\(page)&size=\(size)")]
    if page < totalPages - 1 {
      links["next"] = .link("\(url)page=\(page + 1)&size=\(size)")
    }
    return LibraryAnswer.hal(
      [
        "_embedded": ["books": .array(shown.map { $0.hal(root: root) })],
        "_links": .object(links),
        "page": [
          "size": .number(JSONNumber(size)), "totalElements": .number(JSONNumber(books.count)),
          "totalPages": .number(JSONNumber(totalPages)), "number": .number(JSONNumber(page)),
        ],
      ])
  }

  /// The whole number `query` gives `name`: `fallback` when it gives none, `nil` when it gives
  /// anything else or one below `minimum`.
  private static func number(
    _ name: String, in query: [String: String], fallback: Int, minimum: Int
  ) -> Int? {
    guard let text = query[name] else { return fallback }
    return Int(text).flatMap { $0 >= minimum ? $0 : nil }
  }

  /// The characters a query value keeps unencoded: RFC 3986's unreserved ones.
  private static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}

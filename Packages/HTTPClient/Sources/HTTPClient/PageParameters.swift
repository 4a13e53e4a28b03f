import Foundation

/// The query parameters an API names its pages by, for a reader that asks for pages of a path
/// it knows nothing else of (``PathRequest``): json-server's `_page` and `_limit` unless said
/// otherwise. Where an API is described (``ResourceDescription``), its ``Paging`` says this and
/// more.
///
/// ```swift
/// let spring = PageParameters(page: "page", size: "size", first: 0)
/// let items = spring.queryItems(page: 1, size: 20)
/// // items == [URLQueryItem(name: "page", value: "0"), URLQueryItem(name: "size", value: "20")]
/// ```
public struct PageParameters: Sendable, Hashable {
  /// The parameter of a page's number; `nil` for an API that numbers no pages (it pages by a
  /// cursor or a link its answers give).
  public var page: String?
  /// The parameter of a page's size; `nil` for an API that takes none.
  public var size: String?
  /// The number the API gives its first page: 1, or 0 (Spring Data REST).
  public var first: Int
  /// How many records a page holds when its size is not asked for, when the API says; `nil`
  /// when it is not known.
  public var defaultSize: Int?

  public init(page: String?, size: String?, first: Int = 1, defaultSize: Int? = nil) {
    self.page = page
    self.size = size
    self.first = first
    self.defaultSize = defaultSize
  }

  /// json-server's: `_page`, from 1, and `_limit`, 10 records a page unless asked.
  public static let jsonServer = PageParameters(page: "_page", size: "_limit", defaultSize: 10)

  /// The parameters that ask for page `number` (from 1, however the API counts) of `size`
  /// records, each when the API names it and it is given; no page whose number the API's
  /// count cannot hold.
  public func queryItems(page number: Int?, size: Int?) -> [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let page, let number, number >= 1 {
      let (shifted, overflow) = (number - 1).addingReportingOverflow(first)
      if !overflow { items.append(URLQueryItem(name: page, value: String(shifted))) }
    }
    if let name = self.size, let size {
      items.append(URLQueryItem(name: name, value: String(size)))
    }
    return items
  }

  /// Numbered pages by these parameters, counted by `X-Total-Count` as json-server's are;
  /// `nil` for an API that numbers no pages.
  public var paging: Paging? {
    page.map { .numbered(page: $0, size: size, from: first) }
  }

  /// The names of the parameters, the page's first.
  public var names: [String] {
    [page, size].compactMap { $0 }
  }
}

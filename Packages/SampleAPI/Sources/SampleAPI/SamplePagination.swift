/// How json-server cuts a list down, after filtering and sorting: a page (`_page`, `_limit`) or
/// a slice (`_start` with `_end` or `_limit`).
///
/// - `_page=n` asks for page `n` (counted from 1; a value below 1 or not a number means 1) of
///   `_limit` records (10 when `_limit` is missing, not a number or below 1). It takes precedence
///   over `_start` and `_end`.
/// - Otherwise `_end=e` asks for the records from `_start` (0 when missing) up to, not including,
///   `e`; otherwise `_limit=l` asks for `l` records from `_start`.
///
/// Numbers are read as JavaScript's `parseInt` reads them (``JavaScriptNumber/parseInteger(_:)``),
/// and slices follow lodash's `slice`: a negative position counts from the end, positions beyond
/// the end stop there, and an end that is not a number is 0, which selects nothing.
enum SamplePagination: Hashable, Sendable {
  /// Page `number` (from 1) of `size` records (at least 1).
  case page(Int, size: Int)
  /// The records from `start` up to, not including, `end`, as lodash's `slice` reads them.
  case slice(start: Int, end: Int)

  /// One of the pages a page links to, named by its relation: `first`, `prev`, `next` or `last`.
  struct Link: Hashable, Sendable {
    /// The relation, as the `Link` header writes it.
    let relation: String
    /// The number of the page linked to.
    let page: Int
  }

  /// Creates the pagination the query's `_page`, `_limit`, `_start` and `_end` values ask for,
  /// or `nil` when none of `_page`, `_end` and `_limit` is given a non-empty value.
  init?(page: String, limit: String, start: String, end: String) {
    if !page.isEmpty {
      let number = max(JavaScriptNumber.parseInteger(page) ?? 1, 1)
      let size = JavaScriptNumber.parseInteger(limit).flatMap { $0 >= 1 ? $0 : nil } ?? 10
      self = .page(number, size: size)
    } else if !end.isEmpty {
      let start = JavaScriptNumber.parseInteger(start) ?? 0
      self = .slice(start: start, end: JavaScriptNumber.parseInteger(end) ?? 0)
    } else if !limit.isEmpty {
      let start = JavaScriptNumber.parseInteger(start) ?? 0
      let end = JavaScriptNumber.parseInteger(limit).map { start.addingReportingOverflow($0) }
      self = .slice(start: start, end: end.map { $0.overflow ? Int.max : $0.partialValue } ?? 0)
    } else {
      return nil
    }
  }

  /// The records of `records` that the pagination selects, and for a page, the pages it links
  /// to, in the order `first`, `prev`, `next`, `last`.
  ///
  /// As in json-server, a page that selects nothing links nowhere; otherwise `prev` is there
  /// when the page is not the first, `next` when records follow it, and `first` and `last` when
  /// the records do not all fit on one page. A slice links nowhere.
  func apply(to records: [JSONValue]) -> (records: [JSONValue], links: [Link]) {
    switch self {
    case .page(let number, let size):
      let start = SamplePagination.product(number - 1, size)
      let end = SamplePagination.product(number, size)
      let selected = SamplePagination.slice(records, start: start, end: end)
      guard !selected.isEmpty else { return ([], []) }
      var links: [Link] = []
      if selected.count != records.count { links.append(Link(relation: "first", page: 1)) }
      if number > 1 { links.append(Link(relation: "prev", page: number - 1)) }
      if end < records.count { links.append(Link(relation: "next", page: number + 1)) }
      if selected.count != records.count {
        let pageCount = records.count / size + (records.count % size == 0 ? 0 : 1)
        links.append(Link(relation: "last", page: pageCount))
      }
      return (selected, links)
    case .slice(let start, let end):
      return (SamplePagination.slice(records, start: start, end: end), [])
    }
  }

  private static func product(_ lhs: Int, _ rhs: Int) -> Int {
    let (product, overflowed) = lhs.multipliedReportingOverflow(by: rhs)
    return overflowed ? Int.max : product
  }

  /// lodash's `slice(records, start, end)`.
  private static func slice(_ records: [JSONValue], start: Int, end: Int) -> [JSONValue] {
    let count = records.count
    let lower = start < 0 ? (start < -count ? 0 : count + start) : min(start, count)
    let upper = end < 0 ? (end < -count ? 0 : count + end) : min(end, count)
    return lower < upper ? Array(records[lower..<upper]) : []
  }
}

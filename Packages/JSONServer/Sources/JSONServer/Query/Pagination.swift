import JSONCoding
import JavaScriptSemantics

/// How json-server cuts a list down, after filtering and sorting: a page (`_page`, `_limit`) or
/// a slice (`_start` with `_end` or `_limit`), with JavaScript's arithmetic.
///
/// - `_page=n` asks for page `n` (counted from 1; a value below 1 or not a number means 1) of
///   `_limit` records (10 when `_limit` is missing, 0 or not a number; a negative size counts
///   from the end, as JavaScript's `slice` does). It takes precedence over `_start` and `_end`.
/// - Otherwise `_end=e` asks for the records from `_start` (0 when missing) up to, not including,
///   `e`; otherwise `_limit=l` asks for `l` records from `_start`.
///
/// A parameter counts when it is given a value that is not empty; numbers are read as
/// JavaScript's `parseInt` reads the parameter's text (``JavaScriptNumber/parseInt(_:)``), and
/// slices follow lodash's `slice`: a negative position counts from the end, positions beyond
/// the end stop there, and an end that is not a number is 0, which selects nothing.
enum Pagination: Hashable, Sendable {
  /// Page `number` (from 1) of `size` records.
  case page(Double, size: Double)
  /// The records from `start` up to, not including, `end`, as lodash's `slice` reads them.
  case slice(start: Double, end: Double)

  /// One of the pages a page links to, named by its relation: `first`, `prev`, `next` or `last`.
  struct Link: Hashable, Sendable {
    /// The relation, as the `Link` header writes it.
    let relation: String
    let page: Double
  }

  /// Creates the pagination the query's `_page`, `_limit`, `_start` and `_end` values ask for,
  /// or `nil` when none of `_page`, `_end` and `_limit` is given a value JavaScript counts as
  /// true.
  init?(page: JSONValue?, limit: JSONValue?, start: JSONValue?, end: JSONValue?) {
    func integer(_ value: JSONValue?) -> Double? {
      JavaScriptNumber.parseInt(value?.javaScriptString ?? "undefined")
    }
    func given(_ value: JSONValue?) -> Bool { value.map { !$0.isFalsy } ?? false }
    if given(page) {
      let number = integer(page).flatMap { $0 >= 1 ? $0 : nil } ?? 1
      let size = integer(limit).flatMap { $0 == 0 ? nil : $0 } ?? 10
      self = .page(number, size: size)
    } else if given(end) {
      let first = integer(start).flatMap { $0 == 0 ? nil : $0 } ?? 0
      self = .slice(start: first, end: integer(end) ?? 0)
    } else if given(limit) {
      let first = integer(start).flatMap { $0 == 0 ? nil : $0 } ?? 0
      self = .slice(start: first, end: integer(limit).map { first + $0 } ?? 0)
    } else {
      return nil
    }
  }

  /// Whether the list is a page, whose answer has a `Link` header.
  var isPage: Bool {
    if case .page = self { true } else { false }
  }

  /// The records of `records` that the pagination selects, and for a page, the pages it links
  /// to, in the order `first`, `prev`, `next`, `last`, with the number of the page asked for.
  ///
  /// As json-server's `getPage` does, a page that selects nothing links nowhere; otherwise
  /// `prev` is there when the page is not the first, `next` when records follow it, and `first`
  /// and `last` when the records do not all fit on it. A slice links nowhere.
  func apply(to records: [JSONValue]) -> (records: [JSONValue], links: [Link]) {
    switch self {
    case .page(let number, let size):
      let start = (number - 1) * size
      let end = number * size
      let range = Pagination.arraySlice(count: records.count, start: start, end: end)
      guard !range.isEmpty else { return ([], []) }
      let count = Double(records.count)
      var links: [Link] = []
      let isWhole = range.count == records.count
      if !isWhole { links.append(Link(relation: "first", page: 1)) }
      if number > 1 { links.append(Link(relation: "prev", page: number - 1)) }
      if end < count { links.append(Link(relation: "next", page: number + 1)) }
      if !isWhole { links.append(Link(relation: "last", page: (count / size).rounded(.up))) }
      return (Array(records[range]), links)
    case .slice(let start, let end):
      return (
        Array(records[Pagination.lodashSlice(count: records.count, start: start, end: end)]),
        []
      )
    }
  }

  /// The range JavaScript's `array.slice(start, end)` takes of `count` elements.
  private static func arraySlice(count: Int, start: Double, end: Double) -> Range<Int> {
    func position(_ value: Double) -> Int {
      let relative = value.isNaN ? 0 : value.rounded(.towardZero)
      let length = Double(count)
      let clamped = relative < 0 ? max(length + relative, 0) : min(relative, length)
      return Int(clamped)
    }
    let lower = position(start)
    let upper = position(end)
    return lower < upper ? lower..<upper : lower..<lower
  }

  /// The range lodash's `_.slice(array, start, end)` takes of `count` elements.
  private static func lodashSlice(count: Int, start: Double, end: Double) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let length = Double(count)
    var lower = lodashInteger(start)
    var upper = lodashInteger(end)
    if lower < 0 { lower = -lower > length ? 0 : length + lower }
    upper = upper > length ? length : upper
    if upper < 0 { upper += length }
    guard lower <= upper, lower < length else { return 0..<0 }
    return Int(lower)..<Int(upper)
  }

  /// lodash's `toInteger`: `NaN` is 0, the infinities the largest finite numbers, and the rest
  /// truncated.
  private static func lodashInteger(_ value: Double) -> Double {
    if value.isNaN { return 0 }
    if value.isInfinite { return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude }
    return value.rounded(.towardZero)
  }
}

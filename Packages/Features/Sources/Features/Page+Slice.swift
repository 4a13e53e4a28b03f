import HTTPClient

extension Page {
  /// Page `number` (from 1) of `size` items of `items`, a whole collection filtered on the
  /// client: its total count is theirs, its next page the next number unless it is the last,
  /// and it reports `skipped`. It is the page a server that numbers its pages sends for the
  /// same collection (`Page.numbered(_:number:size:totalCount:skipped:)`), so a list paged on
  /// the client ends where the server's pages would.
  ///
  /// A number below 1 is page 1 and a size below 1 is 1; a page past the end is empty.
  ///
  /// ```swift
  /// let page = Page.slice(of: Array(1...45), number: 5, size: 10)
  /// // page.items == [41, 42, 43, 44, 45], page.totalCount == 45, page.next == nil
  /// ```
  public static func slice(
    of items: [Item], number: Int, size: Int, skipped: [SkippedItems] = []
  ) -> Page {
    let number = max(number, 1)
    let size = max(size, 1)
    let (skippedCount, overflow) = (number - 1).multipliedReportingOverflow(by: size)
    let start = overflow ? items.count : min(skippedCount, items.count)
    let end = start + min(size, items.count - start)
    var page = numbered(
      Array(items[start..<end]), number: number, size: size, totalCount: items.count)
    page.skipped = skipped
    return page
  }
}

import NetworkClient

extension Page {
  /// The number of items on a page when a page is asked for without a size, as json-server
  /// answers `_page` without `_limit`.
  public static var defaultSize: Int { 10 }

  /// The page that `options` asks for of `items`, a whole collection filtered on the client:
  /// its total count is theirs, and it reports `skipped`.
  ///
  /// Without a page or a size, every item is on it and it has no number; a size alone means
  /// page 1, and a page alone pages of ``defaultSize``. A page past the end is empty.
  public static func slice(
    of items: [Item], options: ListOptions, skipped: [SkippedItems] = []
  ) -> Page {
    guard options.page != nil || options.perPage != nil else {
      return Page(items: items, totalCount: items.count, skipped: skipped)
    }
    let number = max(options.page ?? 1, 1)
    let size = max(options.perPage ?? defaultSize, 1)
    let (skippedCount, overflow) = (number - 1).multipliedReportingOverflow(by: size)
    let start = overflow ? items.count : min(skippedCount, items.count)
    let end = start + min(size, items.count - start)
    return Page(
      items: Array(items[start..<end]), totalCount: items.count, number: number, size: size,
      skipped: skipped)
  }
}

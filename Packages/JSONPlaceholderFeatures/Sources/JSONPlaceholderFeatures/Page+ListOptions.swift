import Features
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
    return slice(
      of: items, number: options.page ?? 1, size: options.perPage ?? defaultSize,
      skipped: skipped)
  }
}

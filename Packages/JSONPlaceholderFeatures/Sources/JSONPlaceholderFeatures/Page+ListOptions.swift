import Features
import NetworkClient

extension Page {
  /// The page that `options` asks for of `items`, a whole collection filtered on the client:
  /// its total count is theirs, and it reports `skipped`.
  ///
  /// It is page `ListOptions.pageNumber` of `ListOptions.pageSize` items, the page the live
  /// client asks the server for with the same options: without a page or a size, every item
  /// is on it and it has no number; a size alone means page 1, and a page alone pages of
  /// `ListOptions.defaultPageSize`. A page past the end is empty.
  public static func slice(
    of items: [Item], options: ListOptions, skipped: [SkippedItems] = []
  ) -> Page {
    guard let number = options.pageNumber, let size = options.pageSize else {
      return Page(items: items, totalCount: items.count, skipped: skipped)
    }
    return slice(of: items, number: number, size: size, skipped: skipped)
  }
}

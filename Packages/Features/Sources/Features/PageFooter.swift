import HTTPClient

/// The line that ends a list: where the page stands in the collection, as the server counted it.
public enum PageFooter {
  /// `page 2 of 10 (100 posts)` for a page of a collection whose total the server gave;
  /// `page 2 (100 posts)` when the page size is unknown; `page 2` when the total is; and for the
  /// whole collection, the number of items shown, `100 posts`.
  public static func text<Item>(for page: Page<Item>, shownCount: Int, noun: Noun) -> String {
    guard let number = page.number else { return noun.counted(shownCount) }
    guard let total = page.totalCount else { return "page \(number)" }
    guard let pageCount = page.pageCount else { return "page \(number) (\(noun.counted(total)))" }
    return "page \(number) of \(pageCount) (\(noun.counted(total)))"
  }
}

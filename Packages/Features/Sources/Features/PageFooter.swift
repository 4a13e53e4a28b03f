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

  /// The line that ends a list of `shown` items read from an API that says how much it has,
  /// as far as it says: `137 books (all 7 pages)` for the whole list, `40 of 137 books` short
  /// of the `total`, `20 books, more follow` short of an unknown one; `rest`, what reads the
  /// rest, follows a list that is not whole: `20 of 137 books (--all reads the rest)`.
  public static func text(
    shown: Int, total: Int?, pages: Int?, isWhole: Bool, rest: String? = nil, noun: Noun
  ) -> String {
    guard !isWhole else {
      let all = pages.map { $0 > 1 ? " (all \($0) pages)" : "" } ?? ""
      return noun.counted(max(shown, total ?? 0)) + all
    }
    let read =
      if let total, total > shown {
        "\(shown) of \(noun.counted(total))"
      } else {
        "\(noun.counted(shown)), more follow"
      }
    return read + (rest.map { " (\($0))" } ?? "")
  }
}

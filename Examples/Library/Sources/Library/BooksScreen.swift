import Features

/// The books list: the books paged from 0 to the end, a title typed searched on the server once
/// typing pauses.
public typealias BooksFeature = QueryFeedFeature<RecordQuery, Book>

/// The books list as lines of text: the search, each book's title, author and year, and a
/// footer saying how many of the total are shown, or what failed.
public enum BooksScreen {
  /// The lines that show `state`.
  public static func lines(_ state: BooksFeature.State) -> [String] {
    let search = state.search.isEmpty ? "" : " with \"\(state.search.text)\" in the title"
    return ["Books\(search)"] + state.feed.items.map(line(for:)) + [footer(of: state.feed)]
  }

  /// The line of one book.
  public static func line(for book: Book) -> String {
    "\(book.title) by \(book.author), \(book.year)"
  }

  /// How many books are shown of how many, or what failed.
  static func footer(of feed: FeedFeature<Book>.State) -> String {
    if let failure = feed.failure {
      return "Could not load the books: \(failure.message) (r tries again)"
    }
    if feed.isLoading { return "Loading…" }
    let shown = feed.items.count
    guard feed.hasMore else { return shown == 0 ? "No books." : "\(shown) of \(shown) books." }
    return "\(shown) of \(feed.total.map(String.init) ?? "more") books; more to load."
  }
}

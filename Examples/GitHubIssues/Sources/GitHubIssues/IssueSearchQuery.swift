import Features

/// A search of a repository's open issues, as GitHub's search runs it: the text, the page from 1
/// and its size.
public struct IssueSearchQuery: ServerSearchQuery {
  /// The words to look for; empty for every open issue.
  public var text: String
  /// The page, from 1.
  public var page: Int
  /// The issues per page, from 1 to 100.
  public var perPage: Int

  /// A search of `text`, page `page` of `perPage` issues.
  public init(text: String = "", page: Int = 1, perPage: Int = 30) {
    self.text = text
    self.page = max(page, 1)
    self.perPage = min(max(perPage, 1), 100)
  }

  /// The page asked for.
  public var requestedPage: (number: Int, size: Int)? {
    (page, perPage)
  }

  /// The same search: the server pages it.
  public var wholeCollection: IssueSearchQuery {
    self
  }

  /// The words looked for.
  public var searchText: String {
    text
  }

  /// The search of `text`, from the first page.
  public func searching(_ text: String) -> IssueSearchQuery {
    IssueSearchQuery(text: text, page: 1, perPage: perPage)
  }
}

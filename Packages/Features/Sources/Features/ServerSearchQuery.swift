/// A query that carries a search to the server, such as GitHub's `q` or a `?filter[title]=`,
/// and asks for numbered pages: what ``SearchableListFeature`` needs of a query when the server
/// searches.
///
/// ```swift
/// struct IssueQuery: ServerSearchQuery {
///   var text = ""
///   var page = 1
///
///   var requestedPage: (number: Int, size: Int)? { (page, 30) }
///   var wholeCollection: IssueQuery { self }
///   var searchText: String { text }
///
///   func searching(_ text: String) -> IssueQuery {
///     IssueQuery(text: text, page: 1)
///   }
/// }
/// ```
public protocol ServerSearchQuery: ListQuery, SearchQuery {}

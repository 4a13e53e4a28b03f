/// A query of a collection that a searchable list can ask for whole and page on the client: what
/// ``SearchableListFeature`` needs of a query while it searches.
///
/// ```swift
/// struct NoteQuery: ListQuery {
///   var tag: String?
///   var page: Int?
///   var perPage: Int?
///
///   var requestedPage: (number: Int, size: Int)? {
///     guard let page, let perPage else { return nil }
///     return (page, perPage)
///   }
///
///   var wholeCollection: NoteQuery {
///     NoteQuery(tag: tag)
///   }
/// }
/// ```
public protocol ListQuery: Sendable, Hashable {
  /// The page the query asks for: its number, from 1, and its size; `nil` for the whole
  /// collection.
  var requestedPage: (number: Int, size: Int)? { get }
  /// The same query for the whole collection: the same filters and order, without paging.
  var wholeCollection: Self { get }
}

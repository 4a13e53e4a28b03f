import NetworkClient

/// A query of a collection that pages with `ListOptions`: what a list feature
/// asks for the whole of when it filters on the client.
public protocol ListQuery: Sendable, Hashable {
  /// The paging and sorting.
  var options: ListOptions { get set }
}

extension ListQuery {
  /// The same query for the whole collection: no page and no page size, the same filters and
  /// sort.
  public var wholeCollection: Self {
    var query = self
    query.options.page = nil
    query.options.perPage = nil
    return query
  }
}

extension PostQuery: ListQuery {}
extension UserQuery: ListQuery {}
extension CommentQuery: ListQuery {}
extension AlbumQuery: ListQuery {}
extension PhotoQuery: ListQuery {}
extension TodoQuery: ListQuery {}

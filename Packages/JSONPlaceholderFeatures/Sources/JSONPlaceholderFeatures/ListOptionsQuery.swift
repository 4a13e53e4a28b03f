// swift-format-ignore-file: AvoidRetroactiveConformances
// The client's queries know no feature and the features know no client: this module, where
// they meet, makes the queries list queries, so the conformances are retroactive by design.

import Features
import NetworkClient

/// A query of the JSONPlaceholder client, paged and sorted with `ListOptions`: a `ListQuery`
/// with nothing more to write.
///
/// The page asked for is `ListOptions.pageNumber` of `ListOptions.pageSize` items, as the live
/// client asks the server for it: a size alone asks for page 1, and a page alone for pages of
/// json-server's `ListOptions.defaultPageSize`.
public protocol ListOptionsQuery: ListQuery {
  var options: ListOptions { get set }
}

extension ListOptionsQuery {
  /// The page that `options` asks for; `nil` for the whole collection.
  public var requestedPage: (number: Int, size: Int)? {
    guard let number = options.pageNumber, let size = options.pageSize else { return nil }
    return (number, size)
  }

  /// The same query for the whole collection: no page and no page size, the same filters and
  /// sort.
  public var wholeCollection: Self {
    var query = self
    query.options.page = nil
    query.options.perPage = nil
    return query
  }
}

extension PostQuery: @retroactive ListQuery, ListOptionsQuery {}
extension UserQuery: @retroactive ListQuery, ListOptionsQuery {}
extension CommentQuery: @retroactive ListQuery, ListOptionsQuery {}
extension AlbumQuery: @retroactive ListQuery, ListOptionsQuery {}
extension PhotoQuery: @retroactive ListQuery, ListOptionsQuery {}
extension TodoQuery: @retroactive ListQuery, ListOptionsQuery {}

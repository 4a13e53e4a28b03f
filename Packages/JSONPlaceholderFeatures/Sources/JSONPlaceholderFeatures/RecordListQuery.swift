// swift-format-ignore-file: AvoidRetroactiveConformances
// The client's queries know no feature and the features know no client: this module, where
// they meet, makes the queries list queries, so the conformances are retroactive by design.

import Features
import NetworkClient

/// A query of the JSONPlaceholder client, paged and sorted by the `RecordQuery` it carries: a
/// `ListQuery` with nothing more to write, asking for the page its `list` asks for.
public protocol RecordListQuery: ListQuery {
  var list: RecordQuery { get set }
}

extension RecordListQuery {
  /// The page that `list` asks for; `nil` for the whole collection.
  public var requestedPage: (number: Int, size: Int)? {
    list.requestedPage
  }

  /// The same query for the whole collection: no page, the same filters and sort.
  public var wholeCollection: Self {
    var query = self
    query.list = list.wholeCollection
    return query
  }
}

extension PostQuery: @retroactive ListQuery, RecordListQuery {}
extension UserQuery: @retroactive ListQuery, RecordListQuery {}
extension CommentQuery: @retroactive ListQuery, RecordListQuery {}
extension AlbumQuery: @retroactive ListQuery, RecordListQuery {}
extension PhotoQuery: @retroactive ListQuery, RecordListQuery {}
extension TodoQuery: @retroactive ListQuery, RecordListQuery {}

import Dependencies
import Features
import Models
import NetworkClient

/// The comments list: the comments on a post (`CommentQuery.postID`), a page at a time.
public typealias CommentsFeature = ListFeature<CommentQuery, Comment>

extension ListFeature where Query == CommentQuery, Item == Comment {
  /// Creates the comments list, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: client.comments)
  }
}

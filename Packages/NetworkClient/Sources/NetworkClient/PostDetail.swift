import Models

/// A post with everything its detail screen shows: the author and the comments.
public struct PostDetail: Sendable, Hashable, Identifiable {
  /// The post.
  public var post: Post
  /// The author, or `nil` when the server has no user with the post's `userId`.
  public var author: User?
  /// The comments on the post, in the server's order.
  public var comments: [Comment]

  /// Creates a detail.
  public init(post: Post, author: User?, comments: [Comment]) {
    self.post = post
    self.author = author
    self.comments = comments
  }

  /// The post's identifier.
  public var id: Post.ID { post.id }
}

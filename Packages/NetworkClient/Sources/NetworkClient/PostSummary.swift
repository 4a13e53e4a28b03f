import Models

/// A post joined to its author, as the posts list shows it.
public struct PostSummary: Sendable, Hashable, Identifiable {
  /// The post.
  public var post: Post
  /// The author, or `nil` when the users list has no user with the post's `userId`.
  public var author: User?

  /// Creates a summary.
  public init(post: Post, author: User?) {
    self.post = post
    self.author = author
  }

  /// The post's identifier.
  public var id: Post.ID { post.id }
}

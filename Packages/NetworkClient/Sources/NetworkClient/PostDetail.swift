import Models

/// A post with everything its detail screen shows: the author and the comments.
public struct PostDetail: Sendable, Hashable, Identifiable {
  public var post: Post
  /// The author, or `nil` when the server has no user with the post's `userId`.
  public var author: User?
  /// The comments on the post, in the server's order.
  public var comments: [Comment]
  /// The comments the server sent that could not be read and are not in ``comments``; empty
  /// when none were left out.
  public var skipped: [SkippedItems]

  public init(post: Post, author: User?, comments: [Comment], skipped: [SkippedItems] = []) {
    self.post = post
    self.author = author
    self.comments = comments
    self.skipped = skipped
  }

  public var id: Post.ID { post.id }
}

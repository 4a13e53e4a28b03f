import Models

/// A new post: what `POST /posts` sends.
public struct PostDraft: Sendable, Hashable, Codable {
  /// The author.
  public var userId: User.ID
  /// The post's title.
  public var title: String
  /// The post's text.
  public var body: String

  /// Creates a draft of a post by `userId`.
  public init(userId: User.ID, title: String, body: String) {
    self.userId = userId
    self.title = title
    self.body = body
  }
}

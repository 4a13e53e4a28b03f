import Models

/// A new post: what `POST /posts` sends.
public struct PostDraft: Sendable, Hashable, Codable {
  /// The author.
  public var userId: User.ID
  public var title: String
  public var body: String

  public init(userId: User.ID, title: String, body: String) {
    self.userId = userId
    self.title = title
    self.body = body
  }
}

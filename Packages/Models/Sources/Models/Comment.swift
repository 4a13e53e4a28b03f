/// A comment on a post, as served at `/comments` and `/posts/{id}/comments`.
public struct Comment: Sendable, Hashable, Codable, Identifiable {
  /// A comment's identifier.
  public typealias ID = Tagged<Comment, Int>

  /// The post this comment belongs to.
  public var postId: Post.ID
  /// The comment's identifier.
  public var id: ID
  /// The comment's subject line.
  public var name: String
  /// The commenter's email address.
  public var email: String
  /// The text, whose line breaks are part of the content.
  public var body: String

  /// Creates a comment.
  public init(postId: Post.ID, id: ID, name: String, email: String, body: String) {
    self.postId = postId
    self.id = id
    self.name = name
    self.email = email
    self.body = body
  }
}

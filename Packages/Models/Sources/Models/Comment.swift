/// A comment on a post, as served at `/comments` and `/posts/{id}/comments`.
public struct Comment: Sendable, Hashable, Codable, Identifiable {
  public typealias ID = Tagged<Comment, Int>

  public var postId: Post.ID
  public var id: ID
  /// The comment's subject line.
  public var name: String
  public var email: String
  /// The text, whose line breaks are part of the content.
  public var body: String

  public init(postId: Post.ID, id: ID, name: String, email: String, body: String) {
    self.postId = postId
    self.id = id
    self.name = name
    self.email = email
    self.body = body
  }
}

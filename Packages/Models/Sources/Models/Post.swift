/// A blog post, as served at `/posts`.
public struct Post: Sendable, Hashable, Codable, Identifiable {
  public typealias ID = Tagged<Post, Int>

  /// The author.
  public var userId: User.ID
  public var id: ID
  /// A one-line title.
  public var title: String
  /// The text, whose line breaks are part of the content.
  public var body: String

  public init(userId: User.ID, id: ID, title: String, body: String) {
    self.userId = userId
    self.id = id
    self.title = title
    self.body = body
  }
}

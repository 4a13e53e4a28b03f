/// A photo album, as served at `/albums`.
public struct Album: Sendable, Hashable, Codable, Identifiable {
  /// An album's identifier.
  public typealias ID = Tagged<Album, Int>

  /// The owner.
  public var userId: User.ID
  /// The album's identifier.
  public var id: ID
  /// The album's title.
  public var title: String

  /// Creates an album.
  public init(userId: User.ID, id: ID, title: String) {
    self.userId = userId
    self.id = id
    self.title = title
  }
}

/// A photo album, as served at `/albums`.
public struct Album: Sendable, Hashable, Codable, Identifiable {
  public typealias ID = Tagged<Album, Int>

  /// The owner.
  public var userId: User.ID
  public var id: ID
  public var title: String

  public init(userId: User.ID, id: ID, title: String) {
    self.userId = userId
    self.id = id
    self.title = title
  }
}

/// An item on a user's to-do list, as served at `/todos`.
public struct Todo: Sendable, Hashable, Codable, Identifiable {
  public typealias ID = Tagged<Todo, Int>

  /// The owner.
  public var userId: User.ID
  public var id: ID
  /// What is to be done.
  public var title: String
  public var completed: Bool

  public init(userId: User.ID, id: ID, title: String, completed: Bool) {
    self.userId = userId
    self.id = id
    self.title = title
    self.completed = completed
  }
}

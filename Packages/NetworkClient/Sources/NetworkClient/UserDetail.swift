import Models

/// A user with everything the user detail screen shows: the albums and the to-dos.
public struct UserDetail: Sendable, Hashable, Identifiable {
  /// The user.
  public var user: User
  /// The user's albums, in the server's order.
  public var albums: [Album]
  /// The user's to-dos, in the server's order.
  public var todos: [Todo]

  /// Creates a detail.
  public init(user: User, albums: [Album], todos: [Todo]) {
    self.user = user
    self.albums = albums
    self.todos = todos
  }

  /// The user's identifier.
  public var id: User.ID { user.id }

  /// How many to-dos are done.
  public var completedTodoCount: Int { todos.count { $0.completed } }
}

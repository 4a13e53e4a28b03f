import Models

/// A user with everything the user detail screen shows: the albums and the to-dos.
public struct UserDetail: Sendable, Hashable, Identifiable {
  public var user: User
  /// The user's albums, in the server's order.
  public var albums: [Album]
  /// The user's to-dos, in the server's order.
  public var todos: [Todo]
  /// The albums and to-dos the server sent that could not be read and are not in ``albums``
  /// and ``todos``; empty when none were left out.
  public var skipped: [SkippedItems]

  public init(user: User, albums: [Album], todos: [Todo], skipped: [SkippedItems] = []) {
    self.user = user
    self.albums = albums
    self.todos = todos
    self.skipped = skipped
  }

  public var id: User.ID { user.id }

  public var completedTodoCount: Int { todos.count { $0.completed } }
}

import Models

/// An item the browser just created, to select in the list it went into once the list shows
/// it.
enum CreatedItem: Sendable, Hashable {
  case post(Post.ID)
  case user(User.ID)
}

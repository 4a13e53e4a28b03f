import Features
import Models

/// Work the browser's state asks its runtime to do: actions for the features' stores, and
/// what only the runtime can do (stop, suspend).
enum BrowseRequest: Sendable, Hashable {
  /// Actions for the posts list's store.
  case posts(PostsListFeature.Action)
  /// Actions for the users list's store, sent one after the other.
  case users([UsersListFeature.Action])
  /// Opens a store for the post on screen `screen` and loads it.
  case openPost(screen: Int, Post.ID)
  /// Opens a store for the user on screen `screen` and loads it.
  case openUser(screen: Int, User.ID)
  /// An action for the detail store of screen `screen`.
  case reloadDetail(screen: Int)
  /// Releases the store of a screen that was closed.
  case close(screen: Int)
  /// Ends the program; interrupted by Ctrl-C, or quit.
  case quit(interrupted: Bool)
  /// Stops the program until it is continued (Ctrl-Z).
  case suspend
}

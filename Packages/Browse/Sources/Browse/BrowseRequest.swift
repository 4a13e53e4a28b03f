import Features
import Models
import NetworkClient

/// Work the browser's state asks its runtime to do: actions for the features' stores, and
/// what only the runtime can do (stop, suspend).
enum BrowseRequest: Sendable, Hashable {
  /// An action for the posts list's store, its loads as fresh as `freshness` says.
  case posts(PostsListFeature.Action, ReadFreshness = .standard)
  /// Actions for the users list's store, sent one after the other, their loads as fresh as
  /// `freshness` says.
  case users([UsersListFeature.Action], ReadFreshness = .standard)
  /// Loads every post, for the search of the posts, as fresh as `freshness` says.
  case loadAllPosts(ReadFreshness = .standard)
  /// Opens a store for the post on screen `screen` and loads it.
  case openPost(screen: ScreenID, Post.ID)
  /// Opens a store for the user on screen `screen` and loads it.
  case openUser(screen: ScreenID, User.ID)
  /// Opens a store for the to-dos screen `screen`, of the user or of everyone, and loads it.
  case openTodos(screen: ScreenID, User.ID?)
  /// An action for the store of the to-dos screen `screen`, its load as fresh as `freshness`
  /// says.
  case todos(screen: ScreenID, TodoChecklistFeature.Action, ReadFreshness = .standard)
  /// Gives the store of user screen `screen` its user as the to-dos screens have them now.
  case userChanged(screen: ScreenID, UserDetail)
  /// Loads the detail of screen `screen` again, asking the server again.
  case reloadDetail(screen: ScreenID)
  /// Releases the store of a screen that was closed.
  case close(screen: ScreenID)
  case albums(AlbumRequest)
  /// Ends the program; interrupted by Ctrl-C, or quit.
  case quit(interrupted: Bool)
  /// Stops the program until it is continued (Ctrl-Z).
  case suspend
  /// Work for a form or a deletion.
  case forms(FormRequest)
}

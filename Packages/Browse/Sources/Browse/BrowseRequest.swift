import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient

/// Work the browser's state asks for after an action: actions for the features it holds,
/// and what only the runtime can do (stop, suspend, the external editor, opening an address).
/// ``BrowseFeature`` turns each into an effect.
enum BrowseRequest: Sendable, Hashable {
  /// An action for the feed of posts, which loads as fresh as its state says.
  case posts(FeedFeature<PostSummary>.Action)
  /// Actions for the users list, one after the other, their loads as fresh as `freshness`
  /// says.
  case users([UsersListFeature.Action], ReadFreshness = .standard)
  /// Loads every post, for the search of the posts, as fresh as `freshness` says.
  case loadAllPosts(ReadFreshness = .standard)
  /// Loads the post on screen `screen`, from the store if it has it.
  case openPost(screen: ScreenID, Post.ID)
  /// Loads the user on screen `screen`, from the store if it has it.
  case openUser(screen: ScreenID, User.ID)
  /// Loads the to-dos of screen `screen`, of the user or of everyone, from the store if it has
  /// them.
  case openTodos(screen: ScreenID, User.ID?)
  /// An action for the checklist of the to-dos screen `screen`, its load as fresh as
  /// `freshness` says.
  case todos(screen: ScreenID, TodoChecklistFeature.Action, ReadFreshness = .standard)
  /// Loads the detail of screen `screen` again, asking the server again.
  case reloadDetail(screen: ScreenID)
  case albums(AlbumRequest)
  /// Ends the program; interrupted by Ctrl-C, or quit.
  case quit(interrupted: Bool)
  /// Stops the program until it is continued (Ctrl-Z).
  case suspend
  /// Work for a form or a deletion.
  case forms(FormRequest)
}

import Features
import NetworkClient
import TerminalKit

/// What can happen to the browser: keys, a new size, a frame of the spinner, and the states
/// the features' stores report.
enum BrowseAction: Sendable, Hashable {
  case key(Key)
  case resized(TerminalSize)
  /// The spinner's next frame is due.
  case tick
  case postsChanged(PostsListFeature.State)
  case usersChanged(UsersListFeature.State)
  /// Every post, loaded once for the search of the posts.
  case allPostsChanged(PostsListFeature.State)
  case postChanged(screen: ScreenID, PostDetailFeature.State)
  case userChanged(screen: ScreenID, UserDetailFeature.State)
  /// Where a read of screen `screen`'s load was answered from.
  case readSource(screen: ScreenID, ReadSource)
  case todosChanged(screen: ScreenID, TodoChecklistFeature.State)
  /// What the cache has to say, as it stands, such as that it shows stored data in place of a
  /// failing server; the last line is shown.
  case warningsChanged([String])
  case albums(AlbumEvent)
  /// What the forms' and the deletion's stores report, and the external editor's outcome.
  case forms(FormEvent)
}

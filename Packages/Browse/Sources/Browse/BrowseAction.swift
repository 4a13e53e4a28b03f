import Features
import JSONPlaceholderFeatures
import NetworkClient
import TerminalKit

/// What can happen to the browser: the start, keys, a new size, a frame of the spinner, and
/// the actions of the features it holds, each carrying a child's action up or down.
enum BrowseAction: Sendable, Hashable {
  /// The browser starts: the first page of posts loads.
  case start
  case key(Key)
  /// Keys that came together, each reduced as a ``key(_:)`` in turn, so that the screen is
  /// drawn once they all are.
  case keys([Key])
  case resized(TerminalSize)
  /// The spinner's next frame is due.
  case tick
  /// An action of the feed of posts, its reads reporting where they were answered from.
  case posts(FeedFeature<PostSummary>.Action, ReadOptions = ReadOptions())
  /// An action of the users list, its reads run as `options` say.
  case users(UsersListFeature.Action, ReadOptions = ReadOptions())
  /// An action of every post, loaded once for the search of the posts.
  case allPosts(PostsListFeature.Action, ReadOptions = ReadOptions())
  /// An action of the feature of one screen on a tab's stack.
  case screen(ElementAction<ScreenID, ScreenAction>)
  /// An action of one of the deletions asked about, by what it deletes.
  case deletion(ElementAction<DeleteFeature.Target, DeleteFeature.Action>)
  /// The session ends: every deletion still in its undo window is sent at once.
  case sendPendingDeletions
  /// Where a read of screen `screen`'s load was answered from.
  case readSource(screen: ScreenID, ReadSource)
  /// What the cache has to say, as it stands, such as that it shows stored data in place of a
  /// failing server; the last line is shown.
  case warningsChanged([String])
  /// The external editor opened from screen `screen` ended.
  case editorFinished(screen: ScreenID, Result<String, ExternalEditor.Failure>)
  /// `url` could not be opened (there is no `xdg-open`), so screen `screen` shows it.
  case urlNotOpened(screen: ScreenID, String)

  /// The action for screen `id`'s feature.
  static func screen(_ id: ScreenID, _ action: ScreenAction) -> Self {
    .screen(ElementAction(id: id, action: action))
  }

  /// The actions of the feed of posts.
  static let postsCase = ActionCase<Self, FeedFeature<PostSummary>.Action>(
    embed: { .posts($0) },
    extract: {
      guard case .posts(let action, _) = $0 else { return nil }
      return action
    })

  /// The actions of the users list.
  static let usersCase = ActionCase<Self, UsersListFeature.Action>(
    embed: { .users($0) },
    extract: {
      guard case .users(let action, _) = $0 else { return nil }
      return action
    })

  /// The actions of every post.
  static let allPostsCase = ActionCase<Self, PostsListFeature.Action>(
    embed: { .allPosts($0) },
    extract: {
      guard case .allPosts(let action, _) = $0 else { return nil }
      return action
    })

  /// The actions of the deletions asked about.
  static let deletionCase = ActionCase<
    Self, ElementAction<DeleteFeature.Target, DeleteFeature.Action>
  >(
    embed: { .deletion($0) },
    extract: {
      guard case .deletion(let action) = $0 else { return nil }
      return action
    })

  /// The actions of the screens on the stacks.
  static let screenCase = ActionCase<Self, ElementAction<ScreenID, ScreenAction>>(
    embed: { .screen($0) },
    extract: {
      guard case .screen(let action) = $0 else { return nil }
      return action
    })
}

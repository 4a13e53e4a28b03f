import Features
import NetworkClient

/// Work the browser's forms and deletions ask of the runtime.
enum FormRequest: Sendable, Hashable {
  /// Opens a store for the user form on screen `screen`; it loads the user when its form is
  /// still loading.
  case openUserForm(screen: ScreenID, UserEditFeature.State)
  /// Opens a store for the post form on screen `screen`; it loads the post when its form is
  /// still loading.
  case openPostForm(screen: ScreenID, PostEditFeature.State)
  /// An action for the form of screen `screen`.
  case send(screen: ScreenID, FormInput)
  /// Loads the item the form of screen `screen` edits again.
  case reload(screen: ScreenID)
  /// Runs the external editor on `text`, the body of the form on screen `screen`.
  case editBody(screen: ScreenID, String)
  /// Opens a store for the post saved, shown on screen `screen` as the server answered.
  case showPost(screen: ScreenID, PostDetail)
  /// Opens a store for the user saved, shown on screen `screen` as the server answered.
  case showUser(screen: ScreenID, UserDetail)
  /// Deletes `target`, confirmed.
  case delete(DeleteFeature.Target)
}

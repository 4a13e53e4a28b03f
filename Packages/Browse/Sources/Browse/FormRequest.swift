import Features
import JSONPlaceholderFeatures
import NetworkClient

/// Work the browser's forms and deletions ask for.
enum FormRequest: Sendable, Hashable {
  /// Loads the item the form of screen `screen` edits (again, after a failure).
  case load(screen: ScreenID)
  /// An action for the form of screen `screen`.
  case send(screen: ScreenID, FormInput)
  /// Runs the external editor on `text`, the body of the form on screen `screen`.
  case editBody(screen: ScreenID, String)
  /// An action for the deletion of `target`: confirmed, undone, or sent at once.
  case deletion(DeleteFeature.Target, DeleteFeature.Action)
}

import Features
import JSONPlaceholderFeatures
import NetworkClient

/// What can happen to the feature of one screen on a tab's stack: its child feature's
/// actions, and loading its data.
enum ScreenAction: Sendable, Hashable {
  case post(PostDetailFeature.Action)
  case user(UserDetailFeature.Action)
  case albums(AlbumsFeature.Action)
  case photos(PhotosFeature.Action)
  case todos(TodoChecklistFeature.Action)
  /// Something for a form: a field edit, submitting, the server's answer.
  case form(FormInput)
  /// Loading the user a form edits, and its answer.
  case userEdit(UserEditFeature.Action)
  /// Loading the post a form edits, and its answer.
  case postEdit(PostEditFeature.Action)
  /// Loads the screen's data (again), its reads run as `options` say.
  case load(ReadOptions)
  /// Where a read of the screen's was answered from.
  case readSource(ReadSource)
}

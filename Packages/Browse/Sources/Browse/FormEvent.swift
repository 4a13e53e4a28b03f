import Features
import TerminalKit

/// What happens to the browser's forms and deletions: their stores' states and the external
/// editor's outcome.
enum FormEvent: Sendable, Hashable {
  /// The form of screen `screen`, as its store reports it.
  case formChanged(screen: ScreenID, FormContent)
  /// The deletion, as its store reports it.
  case deletionChanged(DeleteFeature.State)
  /// The external editor opened from screen `screen` ended.
  case editorFinished(screen: ScreenID, Result<String, ExternalEditor.Failure>)
}

import Features
import ScreenKit
import TerminalKit

/// The state of the screen shown, whatever its kind: what the view draws, and what the
/// browser reads of it (whether it loads, whether it takes every key).
enum ShownScreen {
  /// A tab's list, or a screen opened over it that is not a form.
  case screen(any BrowseScreen)
  /// A form, which takes every key.
  case form(FormScreen)

  init(_ screen: OpenedScreen.State) {
    if let form = screen.as(FormScreen.self) {
      self = .form(form)
    } else {
      self = .screen(screen.shown)
    }
  }

  var screen: any BrowseScreen {
    switch self {
    case .screen(let state): state
    case .form(let state): state
    }
  }

  var kind: ScreenKind { screen.kind }
  var isLoading: Bool { screen.isLoading }
  var origin: ScreenOrigin? { screen.shownOrigin }
  var failure: LoadFailure? { screen.failure }
  var skipped: [SkippedItems] { screen.skipped }
  var search: ListSearch? { screen.search }
  var sort: ListSort? { screen.shownSort }
  var deletion: DeletionPrompt? { screen.deletion }
  var itemUnderCursor: Int? { screen.itemUnderCursor }
  var holdsKeys: Bool { screen.holdsKeys }
  var waitsForRows: Bool { screen.waitsForRows }
  var crumb: String { screen.crumb }

  /// Whether a deletion waits for its answer on the screen, so that it takes the next key.
  var isAskingToDelete: Bool {
    deletion?.status == .confirming
  }

  /// The key that opens the key help on the screen: `?`, or Ctrl-G where `?` is typed (a form,
  /// a search being typed); none while a question waits for its answer (a deletion's, whether
  /// to discard a form's changes), which any other key answers.
  var helpKey: Key? {
    if isAskingToDelete { return nil }
    if case .form(let form) = self, form.isConfirmingDiscard { return nil }
    return takesEveryKey ? .control("g") : .character("?")
  }

  /// Whether the screen takes every key but Ctrl-C and Ctrl-Z, before the browser's own: a
  /// form, a search bar being typed into, a deletion waiting for its answer.
  var takesEveryKey: Bool {
    if case .form = self { return true }
    return isAskingToDelete || ListSearch.isTyping(search) || sort?.isChoosing == true
  }
}

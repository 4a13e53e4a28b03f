import Features
import ScreenKit
import TerminalKit

/// The state of the screen shown, whatever its kind: what the view draws, and what the
/// browser reads of it (whether it loads, whether it takes every key).
public enum ShownScreen {
  /// A tab's list, or a screen opened over it that is not a form.
  case screen(any BrowseScreen)
  /// A form, which takes every key.
  case form(FormScreen)

  public init(_ screen: OpenedScreen.State) {
    if let form = screen.as(FormScreen.self) {
      self = .form(form)
    } else {
      self = .screen(screen.shown)
    }
  }

  public var screen: any BrowseScreen {
    switch self {
    case .screen(let state): state
    case .form(let state): state
    }
  }

  public var kind: ScreenKind { screen.kind }
  public var isLoading: Bool { screen.isLoading }
  public var origin: ScreenOrigin? { screen.shownOrigin }
  public var failure: LoadFailure? { screen.failure }
  public var skipped: [SkippedItems] { screen.skipped }
  public var search: ListSearch? { screen.search }
  public var sort: ListSort? { screen.shownSort }
  public var deletion: DeletionPrompt? { screen.deletion }
  public var itemUnderCursor: Int? { screen.itemUnderCursor }
  public var holdsKeys: Bool { screen.holdsKeys }
  public var waitsForRows: Bool { screen.waitsForRows }
  public var crumb: String { screen.crumb }

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

import Features
import ScreenKit
import TerminalKit

@testable import Browse

/// A screen the browser was not written with: a note, opened on its text, that `x` marks and
/// Esc closes. It is registered by its type alone, as any new screen is.
struct NoteScreen: RegisteredScreen {
  struct State: OpenableScreen {
    var text: String
    var marks = 0

    init(opening text: String, in browser: BrowseState) {
      self.text = text
    }

    var kind: ScreenKind { NoteScreen.kind }
    var isLoading: Bool { false }
    var crumb: String { "note" }

    func hints(filtered: Bool) -> [(text: String, rank: Int)] { [("x mark", 1)] }

    func draw(in view: BrowseView, into buffer: inout CellBuffer) {}

    func status(in view: BrowseView) -> (String, String?) { ("\(text), \(marks) marks", nil) }
  }

  enum Action: OpenedScreenAction {
    case key(Key)
    case delegate(BrowseDelegate)

    var delegate: BrowseDelegate? {
      guard case .delegate(let delegate) = self else { return nil }
      return delegate
    }
  }

  static let kind = ScreenKind(
    name: "a note", keyLines: [KeyLine(keys: [.character("x")], label: "x", help: "mark")])

  init(_ context: ScreenContext) {}

  static func action(for input: ScreenInput, in state: State) -> Action? {
    guard case .key(let key) = input else { return nil }
    return .key(key)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(.character("x")):
      state.marks += 1
      return .none
    case .key(.escape):
      return .send(.delegate(.close))
    case .key, .delegate:
      return .none
    }
  }
}

extension BrowseDelegate.Destination {
  static func note(_ text: String) -> Self { Self(NoteScreen.State.self, text) }
}

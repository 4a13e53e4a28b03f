import Features
import ScreenKit
import TerminalKit

@testable import Browse
@testable import BrowseKit

/// A screen the browser was not written with: a note, opened on its text, that `x` marks and
/// Esc closes. It is registered by its type alone, as any new screen is.
struct NoteScreen: RegisteredScreen {
  struct State: OpenableScreen {
    var text: String
    var marks = 0
    /// A reference only this state holds, unless the state is copied.
    var probe = Probe()
    /// Whether the state was the only holder of ``probe`` when `u` was last pressed: whether
    /// it was changed in place.
    var wasUnique = false

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

  /// The note's feature, which needs nothing of the browser's.
  init() {}

  init(_ context: ScreenContext) { self.init() }

  static func action(for input: ScreenInput, in state: State) -> Action? {
    guard case .key(let key) = input else { return nil }
    return .key(key)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(.character("x")):
      state.marks += 1
      return .none
    case .key(.character("u")):
      state.wasUnique = isKnownUniquelyReferenced(&state.probe)
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

/// An object whose references tell whether a state was copied; any two are equal, so that it
/// changes nothing of what a state equals.
final class Probe: Sendable, Hashable {
  static func == (lhs: Probe, rhs: Probe) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

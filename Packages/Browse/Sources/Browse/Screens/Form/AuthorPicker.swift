import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The author picker over a post's form, as the keys drive it: `AuthorPickerFeature` with the
/// keys of its table (``keys``). Esc closes it, Enter picks, `↑` `↓` (and `j` `k` before any
/// typing, `/` to start it) move, and the other keys edit the search; `r` loads the users
/// again after a failure. The form reads what it picked from its state.
struct AuthorPicker: Reducer {
  typealias State = AuthorPickerFeature.State

  enum Action: Sendable, Hashable {
    case key(Key)
    case picker(AuthorPickerFeature.Action)
  }

  let picker: AuthorPickerFeature

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(let key):
      guard let action = Self.action(for: key, state) else { return .none }
      return reduce(into: &state, action: .picker(action))
    case .picker(let action):
      return picker.reduce(into: &state, action: action).map(Action.picker)
    }
  }

  /// The picker's keys: each with what it asks of the picker and its hint in the status line;
  /// the form's help says them in one line.
  static let keys = KeyTable<Void, State, AuthorPickerFeature.Action>([
    KeyBinding([.enter], "", "", hint: KeyHint("enter pick", rank: 0)) { _, _ in .pick },
    KeyBinding([.escape], "", "", hint: KeyHint("esc close", rank: 10)) { _, _ in .close },
    KeyBinding([.up, .control("p")], "", "", hint: KeyHint("↑↓ move", rank: 20)) { _, _ in
      .move(by: -1)
    },
    KeyBinding([.down, .control("n")], "", "") { _, _ in .move(by: 1) },
    KeyBinding([.character("r")], "", "", when: { $0.hasFailed }) { _, _ in .retry },
    KeyBinding([.character("k")], "", "", when: { $0.movesWithLetters }) { _, _ in .move(by: -1) },
    KeyBinding([.character("j")], "", "", when: { $0.movesWithLetters }) { _, _ in .move(by: 1) },
    KeyBinding([.character("/")], "", "", when: { $0.movesWithLetters }) { _, state in
      .setQuery(state.query)
    },
    KeyBinding([], "", "", hint: KeyHint("^G help", rank: 90), action: nil),
  ])

  /// The picker's action for `key`, if any: its binding's, or, while the users can be
  /// searched, the search's edit.
  private static func action(for key: Key, _ picker: State) -> AuthorPickerFeature.Action? {
    var state = picker
    if case .done(let action) = keys.press(key, on: (), &state) { return action }
    guard !picker.hasFailed else { return nil }
    var search = TextInput(picker.query, allowsNewlines: false)
    guard search.apply(key), search.text != picker.query else { return nil }
    return .setQuery(search.text)
  }
}

extension AuthorPickerFeature.State {
  /// Whether the users could not be read: `r` reads them again, and nothing is searched.
  var hasFailed: Bool {
    users?.failure != nil
  }

  /// Whether `j` `k` move and `/` starts the search: no search is typed yet, and the users
  /// were read.
  var movesWithLetters: Bool {
    !hasFailed && !isEditingQuery
  }
}

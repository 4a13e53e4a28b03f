import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// The author picker over a post's form, as the keys drive it: `AuthorPickerFeature` with the
/// keys meant for it. Esc closes it, Enter picks, `↑` `↓` (and `j` `k` before any typing, `/`
/// to start it) move, and the other keys edit the search; `r` loads the users again after a
/// failure. The form reads what it picked from its state.
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

  /// The picker's action for `key`, if any.
  private static func action(for key: Key, _ picker: State) -> AuthorPickerFeature.Action? {
    switch key {
    case .escape: return .close
    case .enter: return .pick
    case .up, .control("p"): return .move(by: -1)
    case .down, .control("n"): return .move(by: 1)
    default: break
    }
    if picker.users?.failure != nil {
      return key == .character("r") ? .retry : nil
    }
    if !picker.isEditingQuery {
      switch key {
      case .character("k"): return .move(by: -1)
      case .character("j"): return .move(by: 1)
      case .character("/"): return .setQuery(picker.query)
      default: break
      }
    }
    var search = TextInput(picker.query, allowsNewlines: false)
    guard search.apply(key), search.text != picker.query else { return nil }
    return .setQuery(search.text)
  }
}

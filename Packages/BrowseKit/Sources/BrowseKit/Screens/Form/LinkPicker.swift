import Features
import ScreenKit
import TerminalKit

/// The picker over a form's link field (a post's author, a book's `authorId`), as the keys
/// drive it: a `PickerFeature` of the linked resource's records with the keys of its table
/// (``keys``). Esc closes it, Enter picks, the moves every screen has (`Movement`: `↑` `↓`,
/// PgUp PgDn, Home End, and before any typing `j` `k` `g` `G`, Ctrl-U Ctrl-D, `/` to start it)
/// and Ctrl-P Ctrl-N move, and the other keys edit the search; `r` loads the records again
/// after a failure. The form reads what it picked from its state.
public struct LinkPicker: Reducer {
  public init(picker: Feature) {
    self.picker = picker
  }

  public typealias Feature = PickerFeature<LinkChoice>
  public typealias State = Feature.State

  public enum Action: Sendable, Hashable {
    /// A key pressed, `page` records shown at once: how far PgDn goes.
    case key(Key, page: Int)
    case picker(Feature.Action)
  }

  let picker: Feature

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .key(let key, let page):
      guard let action = Self.action(for: key, page: page, state) else { return .none }
      return reduce(into: &state, action: .picker(action))
    case .picker(let action):
      return picker.reduce(into: &state, action: action).map(Action.picker)
    }
  }

  /// The form's help says them in one line. The table's screen is the page: the records shown
  /// at once.
  public static let keys = KeyTable<Int, State, Feature.Action>(
    [
      KeyBinding([.enter], "", "", hint: KeyHint("enter pick", rank: 0) { $0.matchCount > 0 }) {
        _, _ in .pick
      },
      KeyBinding(
        [.character("r")], "", "", hint: KeyHint("r retry", rank: 5) { $0.hasFailed },
        when: { $0.hasFailed }
      ) {
        _, _ in .retry
      },
      KeyBinding([.escape], "", "", hint: KeyHint("esc close", rank: 10)) { _, _ in .close },
      KeyBinding([], "", "", hint: KeyHint("↑↓ move", rank: 20) { $0.matchCount > 1 }, action: nil),
      KeyBinding([.control("p")], "", "") { _, _ in .move(by: -1) },
      KeyBinding([.control("n")], "", "") { _, _ in .move(by: 1) },
      KeyBinding([.character("/")], "", "", when: { $0.movesWithLetters }) { _, state in
        .setQuery(state.query)
      },
      ListKeys.helpHint(),
    ]
      + Movement.bindings(typing: { !$0.movesWithLetters }, wait: .actsAtOnce) { page, _, move in
        .move(by: move.delta(page: page))
      })

  /// The picker's action for `key`, `page` records shown at once, if any: its binding's, or,
  /// while the records can be searched, the search's edit.
  private static func action(for key: Key, page: Int, _ picker: State) -> Feature.Action? {
    var state = picker
    if case .done(let action) = keys.press(key, on: page, &state) { return action }
    guard !picker.hasFailed else { return nil }
    var search = TextInput(picker.query, allowsNewlines: false)
    guard search.apply(key), search.text != picker.query else { return nil }
    return .setQuery(search.text)
  }
}

extension PickerFeature<LinkChoice>.State {
  /// Whether the records could not be read: `r` reads them again, and nothing is searched.
  var hasFailed: Bool {
    choices?.failure != nil
  }

  /// Whether `j` `k` move and `/` starts the search: no search is typed yet, and the records
  /// were read.
  var movesWithLetters: Bool {
    !hasFailed && !isEditingQuery
  }
}

import TerminalKit

/// The keys every list screen has, declared once: a screen puts them in its table beside its
/// own, with its words for what they act on.
enum ListKeys {
  /// Enter: opens the item under the cursor, refused without one.
  static func open<Screen, State, Outcome>(
    _ help: String, nothing: String,
    hasItem: @escaping @Sendable (State) -> Bool,
    action: @escaping @Sendable (Screen, inout State) -> Outcome
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.enter], "Enter", help, hint: KeyHint("⏎ open", rank: 10),
      refusal: { hasItem($0) ? nil : "Enter: \(nothing)" }, action: action)
  }

  /// `/`: the search bar, which the list's search takes before its table.
  static func search<Screen, State, Outcome>(_ help: String) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.character("/")], "/", help, hint: KeyHint("/ search", rank: 20), action: nil)
  }

  /// `n` `N`: the next match of the search kept, the one before.
  static func matches<Screen, State, Outcome>() -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.character("n"), .character("N")], "n, N",
      "the next match of the search, the one before", action: nil)
  }

  /// `S` then a letter: sorts by a column, taken by the list's sort before its table.
  static func sort<Screen, State, Outcome>(_ words: (String, String)) -> KeyBinding<
    Screen, State, Outcome
  > {
    KeyBinding(
      [.character("S")], words.0, words.1, hint: KeyHint("S sort", rank: 30), action: nil)
  }

  /// `y` `Y`: copies the item's id or address, its JSON, as the browser does for every screen.
  static func copy<Screen, State, Outcome>(_ help: String) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.character("y"), .character("Y")], "y, Y", help, hint: KeyHint("y copy", rank: 40),
      action: nil)
  }

  /// `r`: reads the list again, or tries again after a failure.
  static func refresh<Screen, State, Outcome>(
    hinted: Bool = true, action: @escaping @Sendable (Screen, inout State) -> Outcome
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.character("r")], "r", "", hint: hinted ? KeyHint("r refresh", rank: 60) : nil,
      action: action)
  }

  /// Esc, Backspace: back to the screen before.
  static func back<Screen, State, Outcome>(
    rank: Int, action: (@Sendable (Screen, inout State) -> Outcome)?
  ) -> KeyBinding<Screen, State, Outcome> {
    KeyBinding(
      [.escape, .backspace], "Esc, Backspace", "", hint: KeyHint("esc back", rank: rank),
      action: action)
  }
}

import TerminalKit

extension SearchBar {
  /// The keys of the bar while a query is typed, besides those that edit it, and their hints
  /// in the status line: every other key is the query's but those that move the list, and
  /// Ctrl-C and Ctrl-Z, which the bar passes on (``Outcome/ignored``).
  public static let keys = KeyTable<Void, SearchBar, Outcome>([
    KeyBinding([.enter], "", "", hint: KeyHint("⏎ keep", rank: 0)) { _, bar in bar.keep() },
    KeyBinding([.escape], "", "", hint: KeyHint("esc clear", rank: 10)) { _, bar in bar.clear() },
    KeyBinding(
      [.up, .down, .pageUp, .pageDown, .control("d")], "", "", hint: KeyHint("↑ ↓ move", rank: 20)
    ) { _, _ in .ignored },
    KeyBinding([.control("c"), .control("z")], "", "") { _, _ in .ignored },
    ListKeys.helpHint(),
  ])
}

import ScreenKit
import TerminalKit

extension ListKeys {
  /// The keys that copy, and what each copies: the browser takes them before a screen's
  /// table, for every screen (``BrowseCopy/press(_:_:)``).
  public static let copies: [(key: Key, kind: Clip.Kind)] = [
    (.character("y"), .text), (.character("Y"), .json),
  ]

  static func copying(_ key: Key) -> Clip.Kind? {
    copies.first { $0.key == key }?.kind
  }

  /// `y` `Y`: copies the item's id or address, its JSON, as the browser does for every screen.
  public static func copy<Screen, State, Outcome>(_ help: String, wait: KeyWait = .waits)
    -> KeyBinding<Screen, State, Outcome>
  {
    let keys = copies.map(\.key)
    return KeyBinding(
      keys, keys.map(\.helpLabel).joined(separator: ", "), help,
      hint: KeyHint("\(keys.first?.helpLabel ?? "") copy", rank: 40), wait: wait, action: nil)
  }
}

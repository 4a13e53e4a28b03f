import Features
import ScreenKit
import TerminalKit

extension ListKeys {
  /// Esc, Backspace and ←: a list opened over another screen (a user's to-dos, a relation's
  /// records) closes, back to the screen under it, loading or not; a tab's list, which the
  /// browser never closes, stays.
  public static func closing<Resource: BrowseList>()
    -> [KeyBinding<ListScreen<Resource>, ListScreen<Resource>.State, ListEffect<Resource>>]
  {
    [
      KeyBinding([.escape, .backspace], "", "", wait: .leaves) { _, _ in .send(.delegate(.close)) },
      KeyBinding([.left], "", "") { _, _ in .send(.delegate(.close)) },
    ]
  }
}

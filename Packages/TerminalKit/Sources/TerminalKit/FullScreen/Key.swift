/// A key press, text pasted at once, or what the mouse did, as decoded from the bytes a terminal
/// sends.
public enum Key: Sendable, Hashable {
  /// A printable character: a letter, a digit, a CJK character, an emoji.
  case character(Character)
  /// A letter typed with Ctrl held, as its lowercase letter: Ctrl-C is `.control("c")`.
  case control(Character)
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  case tab
  case backTab
  case enter
  case escape
  case backspace
  case delete
  /// Text pasted while bracketed paste is on, as one event.
  case paste(String)
  /// A click, a release, a drag or a turn of the wheel, while mouse reporting is on
  /// (``TerminalControl/enableMouse``).
  case mouse(MouseEvent)
}

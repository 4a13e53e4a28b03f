import TerminalKit

extension FormScreen {
  /// The keys of a form, which its fields edit with; the help says them.
  static let keyLines = [
    KeyLine(
      keys: [.tab, .backTab], label: "Tab, Shift-Tab", help: "the next field, the one before"),
    KeyLine(keys: [.control("s")], label: "Ctrl-S", help: "save"),
    KeyLine(
      keys: [.control("r")], label: "Ctrl-R",
      help: "after a save refused since the item changed: read it again, keeping edits"),
    KeyLine(
      keys: [], label: "Enter on Author",
      help: "pick the author: type or paste to search, ↑ ↓, Enter, Esc"),
    KeyLine(keys: [.control("e")], label: "Ctrl-E", help: "edit the body in the external editor"),
    KeyLine(keys: [.escape], label: "Esc", help: "back"),
  ]
}

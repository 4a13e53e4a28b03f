import TerminalKit

extension Key {
  /// The key as the help and the status line write it: `e`, `Space`, `←`, `Ctrl-R`, `Esc`.
  public var helpLabel: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let letter): "Ctrl-\(letter.uppercased())"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .tab: "Tab"
    case .backTab: "Shift-Tab"
    case .enter: "Enter"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .paste: "a paste"
    case .mouse: "the mouse"
    }
  }
}

import ScreenKit

/// A kind of the browser's screens: what the key help, the status line's notices and the
/// keys' documentation call it, and its keys. Each screen declares its own beside its key
/// table; screens of one kind are one to the browser.
struct ScreenKind: Sendable, Hashable {
  /// The screen as the help and the status line name it: `the posts`, `a post`.
  let name: String
  /// The screen's keys, read from its key table.
  let keyLines: [KeyLine]

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }

  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

import TerminalKit

/// The moves of every screen, declared once: the keys of each, the words the help says of
/// them, and how far they go, a row, half a page (Ctrl-U, Ctrl-D, as in vim and less), a page,
/// or to either end. A list moves its cursor by them, a post or a user scrolls, an album's grid
/// moves over its tiles.
enum Movement {
  /// How far a move goes.
  enum Reach: Sendable, Hashable {
    case row
    case halfPage
    case page
    case end
  }

  /// A move back and the move forth, as the help says them in one line.
  struct Line: Sendable {
    /// The keys as the help writes them: `↑ ↓, j k`.
    var label: String
    /// What they do, as the help says it.
    var help: String
    /// The keys that move back (up, to the top), and those that move forth.
    var back: [Key]
    var forth: [Key]
    var reach: Reach

    /// The keys of both moves.
    var keys: [Key] { back + forth }
  }

  /// The moves, as the help says them under "Everywhere".
  static let lines = [
    Line(
      label: "↑ ↓, j k", help: "move", back: [.up, .character("k")],
      forth: [.down, .character("j")], reach: .row),
    Line(
      label: "Ctrl-D Ctrl-U", help: "half a page down, up", back: [.control("u")],
      forth: [.control("d")], reach: .halfPage),
    Line(
      label: "PgDn PgUp", help: "a page down, up", back: [.pageUp], forth: [.pageDown],
      reach: .page),
    Line(
      label: "g G, Home End", help: "to the top, to the end; G on the posts loads every page",
      back: [.character("g"), .home], forth: [.character("G"), .end], reach: .end),
  ]

  /// How far `reach` goes back, or forth, in rows, `page` of them shown: to either end is
  /// `Int.min` or `Int.max`.
  static func delta(_ reach: Reach, forth: Bool, page: Int) -> Int {
    let rows =
      switch reach {
      case .row: 1
      case .halfPage: max(1, page / 2)
      case .page: page
      case .end: Int.max
      }
    guard !forth else { return rows }
    return rows == .max ? .min : -rows
  }

  /// The move `key` makes, `page` rows shown; `nil` for a key that does not move.
  static func delta(for key: Key, page: Int) -> Int? {
    for line in lines {
      if line.back.contains(key) { return delta(line.reach, forth: false, page: page) }
      if line.forth.contains(key) { return delta(line.reach, forth: true, page: page) }
    }
    return nil
  }
}

import TerminalKit

/// The moves of every screen, declared once: the keys of each, the words the help says of
/// them, and how far they go, a row, half a page (Ctrl-U, Ctrl-D, as in vim and less), a page,
/// or to either end. A list moves its cursor by them, a post or a user scrolls, an album's grid
/// moves over its tiles, each screen's table taking them from ``bindings(when:wait:action:)``.
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

  /// A move: how far, and which way.
  struct Move: Sendable, Hashable {
    var reach: Reach
    /// Whether it goes down, towards the end; up, towards the top, otherwise.
    var forth: Bool

    /// How far it goes in rows, `page` of them shown: to either end is `Int.min` or
    /// `Int.max`.
    func delta(page: Int) -> Int {
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
  }

  /// The moves as a screen's key bindings, each doing `action` with its move, where `applies`
  /// says they are the keys' bindings, and `wait` what they do while what they move over
  /// comes. The help says them for every screen, so they have no words of their own.
  static func bindings<Screen, State, Outcome>(
    when applies: (@Sendable (State) -> Bool)? = nil, wait: KeyWait,
    action: @escaping @Sendable (Screen, inout State, Move) -> Outcome
  ) -> [KeyBinding<Screen, State, Outcome>] {
    lines.flatMap { line in
      [(line.back, false), (line.forth, true)].map { keys, forth in
        let move = Move(reach: line.reach, forth: forth)
        return KeyBinding(keys, "", "", when: applies, wait: wait) { screen, state in
          action(screen, &state, move)
        }
      }
    }
  }
}

import TerminalKit

/// The moves of every screen, declared once: the keys of each, the words the help says of
/// them, and how far they go, a row, half a page (Ctrl-U, Ctrl-D, as in vim and less), a page,
/// or to either end. A list moves its cursor by them, a post or a user scrolls, an album's grid
/// moves over its tiles, a picker over its choices, each screen's table taking them from
/// ``bindings(when:typing:wait:action:)``.
public enum Movement {
  public enum Reach: Sendable, Hashable {
    case row
    /// Half the rows shown, one at least.
    case halfPage
    /// The rows shown.
    case page
    /// To the first or the last row, however many there are.
    case end
  }

  /// A move back and the move forth, as the help says them in one line.
  public struct Line: Sendable {
    /// The keys as the help writes them: `↑ ↓, j k`.
    public var label: String
    /// What they do, as the help says it.
    public var help: String
    /// The keys that move back: up, towards the top.
    public var back: [Key]
    /// The keys that move forth: down, towards the end.
    public var forth: [Key]
    public var reach: Reach

    public var keys: [Key] { back + forth }
  }

  /// The moves, as the help says them under "Everywhere".
  public static let lines = [
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
      label: "g G, Home End", help: "to the top, to the end; G loads every page",
      back: [.character("g"), .home], forth: [.character("G"), .end], reach: .end),
  ]

  public struct Move: Sendable, Hashable {
    public var reach: Reach
    /// Whether it goes down, towards the end; up, towards the top, otherwise.
    public var forth: Bool

    public init(reach: Reach, forth: Bool) {
      self.reach = reach
      self.forth = forth
    }

    /// How far it goes in rows, `page` of them shown: to either end is `Int.min` or
    /// `Int.max`.
    public func delta(page: Int) -> Int {
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
  ///
  /// Where `typing` says keys are typed into a text (a picker's search), the keys a text takes,
  /// the letters (`j` `k` `g` `G`) and Ctrl-D and Ctrl-U, pass on to it, and the others still
  /// move.
  public static func bindings<Screen, State, Outcome>(
    when applies: (@Sendable (State) -> Bool)? = nil,
    typing: (@Sendable (State) -> Bool)? = nil, wait: KeyWait,
    action: @escaping @Sendable (Screen, inout State, Move) -> Outcome
  ) -> [KeyBinding<Screen, State, Outcome>] {
    lines.flatMap { line in
      [(line.back, false), (line.forth, true)].flatMap { keys, forth in
        let move = Move(reach: line.reach, forth: forth)
        let moves: @Sendable (Screen, inout State) -> Outcome = { screen, state in
          action(screen, &state, move)
        }
        guard let typing else {
          return [KeyBinding(keys, "", "", when: applies, wait: wait, action: moves)]
        }
        let typed = keys.filter(Self.isTyped)
        let whenNotTyping: @Sendable (State) -> Bool = { state in
          !typing(state) && (applies?(state) ?? true)
        }
        return [
          KeyBinding(
            keys.filter { !Self.isTyped($0) }, "", "", when: applies, wait: wait, action: moves),
          KeyBinding(typed, "", "", when: whenNotTyping, wait: wait, action: moves),
        ].filter { !$0.keys.isEmpty }
      }
    }
  }

  /// Whether a text being typed takes `key`: a character, or a control key that edits.
  private static func isTyped(_ key: Key) -> Bool {
    switch key {
    case .character, .control: true
    default: false
    }
  }
}

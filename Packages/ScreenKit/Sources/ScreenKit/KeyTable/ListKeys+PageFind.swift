import Features
import TerminalKit

extension ListKeys {
  /// `/`, `n` `N` and Esc on a detail that finds in its text (``FindsInPage``), as
  /// ``searching(_:isFiltering:open:clear:step:)`` has them on a list, said in one line of the
  /// help, `help`: what `/` finds in. What the status line says beside the find's status (a
  /// wrap round an end, no match to go to) is said through `notice`. Esc forgets
  /// the text looked for before it leaves the screen, so these come before the screen's Esc.
  public static func findingInPage<Screen, State: FindsInPage & Sendable, Action>(
    _ help: String, notice: @escaping @Sendable (String) -> Effect<Action>
  ) -> [KeyBinding<Screen, State, Effect<Action>>] {
    let isFinding: @Sendable (State) -> Bool = { $0.find.isFinding }
    let open: @Sendable (Screen, inout State) -> Effect<Action> = { _, state in
      _ = state.openFind()
      return .none
    }
    return [
      KeyBinding(
        [.character("/")], "", "", hint: KeyHint("/ edit", rank: 20, whileFiltered: .only),
        when: isFinding, wait: .actsAtOnce, action: open),
      KeyBinding(
        [.character("/")], "/, n, N", "\(help), then the next match, the one before",
        hint: KeyHint("/ find", rank: 20), wait: .actsAtOnce, action: open),
      KeyBinding(
        [.escape], "", "", hint: KeyHint("esc clear", rank: 25, whileFiltered: .only),
        when: isFinding
      ) { _, state in
        _ = state.clearFind()
        return .none
      },
      KeyBinding(
        [.character("n")], "", "", hint: KeyHint("n N next", rank: 12, whileFiltered: .only),
        wait: .awaitsMatches
      ) { _, state in state.stepFind(1).map(notice) ?? .none },
      KeyBinding([.character("N")], "", "", wait: .awaitsMatches) { _, state in
        state.stepFind(-1).map(notice) ?? .none
      },
    ]
  }
}

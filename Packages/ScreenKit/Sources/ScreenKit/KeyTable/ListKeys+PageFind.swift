import Features
import TerminalKit

extension ListKeys {
  /// `/`, `n` `N` and Esc on a detail that finds in its text (``FindsInPage``), as
  /// ``searching(_:isFiltering:open:clear:step:)`` has them on a list: the match gone to is
  /// said through `notice`. Esc forgets the text looked for before it leaves the screen, so
  /// these come before the screen's Esc.
  public static func findingInPage<Screen, State: FindsInPage & Sendable, Action>(
    _ help: String, notice: @escaping @Sendable (String) -> Effect<Action>
  ) -> [KeyBinding<Screen, State, Effect<Action>>] {
    searching(
      help, isFiltering: { $0.find.isFinding },
      open: { _, state in
        _ = state.openFind()
        return .none
      },
      clear: { _, state in
        _ = state.clearFind()
        return .none
      },
      step: { _, state, direction in notice(state.stepFind(direction)) })
  }
}

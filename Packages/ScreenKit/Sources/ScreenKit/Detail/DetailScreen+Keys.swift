import Features
import TerminalKit

extension DetailScreen {
  public typealias Keys = KeyTable<Self, State, Effect<Action>>

  /// The key table of a detail with `own`, the resource's keys: the find, Esc, `own`, `d`,
  /// `r` and the moves, each with what it does and the words that say so. A
  /// resource makes it once, as its ``DetailResource/keys``.
  public static func keys(with own: [Resource.Binding]) -> Keys {
    let find: [Resource.Binding] = ListKeys.findingInPage("find in the \(Resource.noun)'s text") {
      .send(.delegate(.notice($0)))
    }
    let back: Resource.Binding = ListKeys.back(rank: 5, wait: .leaves) { _, state in
      state.scroll.held.closing(pressedWhile: State.pressedWhile) { .delegate($0) }
    }.adding(.left)
    let moves: [Resource.Binding] = Movement.bindings(wait: .waits) { screen, state, move in
      if screen.resource.move(move, &state) { return .none }
      state.scroll.scroll(
        by: move.delta(page: state.visibleRows), count: state.lineCount,
        visibleRows: state.visibleRows)
      return .none
    }
    return Keys(find + [back] + own + changes + moves)
  }

  /// `d` and `r`: the question whether to delete the record, and the refresh.
  private static var changes: [Resource.Binding] {
    [
      KeyBinding([.character("d")], "d", "", wait: .actsAtOnce) { screen, state in
        guard !screen.resource.isOffline else {
          return .send(.delegate(.notice(Resource.offlineRefusal(of: state.detail.id))))
        }
        state.isAskingToDelete = true
        return .none
      },
      ListKeys.refresh(hinted: false, wait: .actsAtOnce) { screen, state in
        state.baseline = state.detail.detail.value
        state.origin.startRefresh()
        return screen.run(.revalidate, .revalidated, &state)
      },
    ]
  }
}

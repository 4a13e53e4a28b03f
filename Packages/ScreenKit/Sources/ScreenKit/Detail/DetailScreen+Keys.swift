import Features
import TerminalKit

extension DetailScreen {
  public typealias Keys = KeyTable<Self, State, Effect<Action>>

  /// The key table of a detail with `own`, the resource's keys: the find, Esc and `←`, `own`,
  /// `d`, `r` and the moves, each with what it does and the words that say so. A resource
  /// makes it once, as its ``DetailResource/keys``; one whose body is not lines (a grid) makes
  /// its own from the same parts.
  public static func keys(with own: [Resource.Binding]) -> Keys {
    Keys(finding + [back(rank: 5).adding(.left)] + own + [deletion, refresh] + moves)
  }

  /// `/`, `n`, `N` and Esc: the find in the record's text.
  public static var finding: [Resource.Binding] {
    ListKeys.findingInPage("find in the \(Resource.noun)'s text") {
      .send(.delegate(.notice($0)))
    }
  }

  /// Esc and Backspace: the screen closes, once the keys kept while the record loads are said
  /// not used; its hint at `rank` among the status line's.
  public static func back(rank: Int) -> Resource.Binding {
    ListKeys.back(rank: rank, wait: .leaves) { _, state in
      state.scroll.held.closing(pressedWhile: State.pressedWhile) { .delegate($0) }
    }
  }

  /// `d`: the question whether to delete the record, where the resource deletes it from its
  /// screen (``DetailResource/deletionTarget(of:)``); refused offline.
  public static var deletion: Resource.Binding {
    KeyBinding(
      [.character("d")], "d", "", when: { $0.deletionTarget != nil }, wait: .actsAtOnce,
      action: { screen, state in
        guard !screen.resource.isOffline else {
          return .send(.delegate(.notice(Resource.offlineRefusal(of: state.detail.id))))
        }
        state.isAskingToDelete = true
        return .none
      })
  }

  /// `r`: the record is asked for again, and the status line says whether it changed.
  public static var refresh: Resource.Binding {
    ListKeys.refresh(hinted: false, wait: .actsAtOnce) { screen, state in
      state.baseline = state.detail.detail.value
      state.origin.startRefresh()
      return screen.run(.revalidate, .revalidated, &state)
    }
  }

  /// The moves of ``Movement``: the resource's own where it takes them
  /// (``DetailResource/move(_:_:)``), else a scroll of the record's lines.
  public static var moves: [Resource.Binding] {
    Movement.bindings(wait: .waits) { screen, state, move in
      if screen.resource.move(move, &state) { return .none }
      state.scroll.scroll(
        by: move.delta(page: state.visibleRows), count: state.lineCount,
        visibleRows: state.visibleRows)
      return .none
    }
  }
}

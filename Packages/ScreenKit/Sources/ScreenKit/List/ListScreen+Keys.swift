import Features
import TerminalKit

extension ListScreen {
  /// A table of the list's keys.
  public typealias Keys = KeyTable<Self, State, Effect<Action>>

  /// Handles `key`: the deletion's question takes it first; the deletions over, shown until
  /// this key, are let go of; then the list takes it (``pressOnList(_:_:)``).
  public func press(_ key: Key, _ state: inout State) -> Effect<Action> {
    if state.deletions.isAsking { return runDeletions(.answer(key), &state) }
    guard state.deletions.deletions.contains(where: { $0.isOver }) else {
      return pressOnList(key, &state)
    }
    let forget = runDeletions(.forgetFinished, &state)
    return .merge(forget, pressOnList(key, &state))
  }

  /// Handles `key` on the list: kept while the rows it needs are still coming, then the
  /// column to sort by after `S`, then the search being typed, then the table of the list as
  /// it stands (``ListResource/keys(of:)``).
  public func pressOnList(_ key: Key, _ state: inout State) -> Effect<Action> {
    let keys = Resource.keys(of: state)
    let wait = keys.binding(for: key, in: state)?.wait ?? .waits
    if state.holdUntilRowsCome(key, wait) { return .none }
    if ListSearch.isTyping(state.search) {
      let outcome = state.pressOnSearch(key)
      if outcome != .ignored { return resource.searched(outcome, &state) }
    } else if state.sort.isChoosing {
      let (outcome, notice) = state.pressOnSort(key)
      let said = notice.map { Effect<Action>.send(.delegate(.notice($0))) } ?? .none
      return .merge(said, resource.sorted(outcome, &state))
    }
    return keys.effect(key, on: self, &state) { .delegate(.notice($0)) }
  }

  /// Moves the cursor by `delta` rows, as the resource does.
  public func move(by delta: Int, _ state: inout State) -> Effect<Action> {
    let moved = resource.move(by: delta, &state)
    return .merge(moved, resource.cursorMoved(&state))
  }
}

extension SearchedList {
  /// Moves the cursor by `delta` rows over those shown; while more may come, a move past them
  /// is kept as the cursor's target.
  public mutating func moveCursor(by delta: Int) {
    cursor.move(
      by: delta, count: shownCount, visibleRows: visibleRows, canGrow: moreRowsMayCome)
  }
}

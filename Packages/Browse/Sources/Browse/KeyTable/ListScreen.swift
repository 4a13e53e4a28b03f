import Features
import ScreenKit
import TerminalKit

/// A screen of a list (the posts, the users, the albums, the to-dos), whose keys all go one
/// way, ``pressOnList(_:_:)``: a key pressed while the rows it acts on are still coming waits
/// for them, as its binding says; after `S` the key picks the column to sort by; while the
/// search is typed it is the bar's; then the table presses it. The shared keys of
/// ``ListKeys`` (the moves, the search, the matches, the sort) act through what the screen
/// does here.
protocol ListScreen: Sendable {
  associatedtype State: SortedList
  associatedtype Action: Sendable

  /// The list's keys: its own and those of ``ListKeys``.
  static var keys: KeyTable<Self, State, Effect<Action>> { get }
  /// The action that tells the browser `delegate`.
  static func delegate(_ delegate: ScreenDelegate) -> Action
  /// Moves the cursor by `delta` rows, `Int.min` and `Int.max` being either end.
  func move(by delta: Int, _ state: inout State) -> Effect<Action>
  /// What the list does once its search bar did `outcome`, beyond filtering its rows.
  func searched(_ outcome: SearchBar.Outcome, _ state: inout State) -> Effect<Action>
  /// What the list does once the key after `S` did `outcome`, beyond sorting its rows.
  func sorted(_ outcome: ListSort.Outcome, _ state: inout State) -> Effect<Action>
  /// Settles the rows around the cursor once `n` or `N` moved it to a match.
  func settleAfterMatchStep(_ state: inout State)
}

extension ListScreen {
  func move(by delta: Int, _ state: inout State) -> Effect<Action> {
    state.moveCursor(by: delta)
    return .none
  }

  func searched(_ outcome: SearchBar.Outcome, _ state: inout State) -> Effect<Action> {
    .none
  }

  func sorted(_ outcome: ListSort.Outcome, _ state: inout State) -> Effect<Action> {
    .none
  }

  func settleAfterMatchStep(_ state: inout State) {}

  /// Handles `key` on the list: kept while the rows it needs are still coming, then the
  /// column to sort by after `S`, then the search being typed, then the table.
  func pressOnList(_ key: Key, _ state: inout State) -> Effect<Action> {
    let wait = Self.keys.binding(for: key, in: state)?.wait ?? .waits
    if state.holdUntilRowsCome(key, wait) { return .none }
    if ListSearch.isTyping(state.search) {
      let outcome = state.pressOnSearch(key)
      if outcome != .ignored { return searched(outcome, &state) }
    } else if state.sort.isChoosing {
      let (outcome, notice) = state.pressOnSort(key)
      let said = notice.map { Effect<Action>.send(Self.delegate(.notice($0))) } ?? .none
      return .merge(said, sorted(outcome, &state))
    }
    return Self.keys.effect(key, on: self, &state) { Self.delegate(.notice($0)) }
  }
}

extension SearchedList {
  /// Moves the cursor by `delta` rows over those shown; while more may come, a move past them
  /// is kept as the cursor's target.
  mutating func moveCursor(by delta: Int) {
    cursor.move(
      by: delta, count: shownRowIDs.count, visibleRows: visibleRows, canGrow: moreRowsMayCome)
  }
}

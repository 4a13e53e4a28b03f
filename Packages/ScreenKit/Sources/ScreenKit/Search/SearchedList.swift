import Features
import TerminalKit

/// The state of a list whose rows can be searched: what giving a key to its search bar needs to
/// keep the list's cursor where it belongs.
public protocol SearchedList {
  associatedtype RowID: Equatable
  /// The list's search, once `/` opened it.
  var search: ListSearch? { get set }
  var cursor: ListCursor { get set }
  /// The identities of the rows shown, in order.
  var shownRowIDs: [RowID] { get }
  /// How many rows are shown: ``shownRowIDs``' count, which a list may know without putting
  /// its rows in order (by default, it is counted from them).
  var shownCount: Int { get }
  var visibleRows: Int { get }
  /// Whether more rows may come: the list is loading, or has more pages to load.
  var moreRowsMayCome: Bool { get }
  /// Whether the matches of the search kept are still coming: it searches items still
  /// loading (every post), so that `n` and `N` wait for them.
  var matchesMayCome: Bool { get }
  /// What the rows are, for the status line: `posts`, `users`.
  var rowsName: String { get }
  /// Folds the items searched, when they changed.
  mutating func indexSearch()
  /// Keeps the cursor within the rows shown.
  mutating func followCursor()
}

extension SearchedList {
  /// Gives `key` to the search bar being typed and keeps the cursor where it belongs (at the
  /// top once the query changes): what the key did; ``SearchBar/Outcome/ignored`` when it is
  /// not the bar's, and the list takes it.
  public mutating func pressOnSearch(_ key: Key) -> SearchBar.Outcome {
    let item = key == .escape ? shownRowIDs.element(at: cursor.row) : nil
    return settle(ListSearch.change(&search) { $0.press(key) }, keeping: item)
  }

  /// `/`: opens the search bar, to type a new query or edit the kept one.
  public mutating func openSearch() -> SearchBar.Outcome {
    settle(ListSearch.change(&search) { $0.open() }, keeping: nil)
  }

  /// Esc on a search kept: clears it, the cursor on the item it was on, now among every item.
  public mutating func clearSearch() -> SearchBar.Outcome {
    let item = shownRowIDs.element(at: cursor.row)
    return settle(ListSearch.change(&search) { $0.clear() }, keeping: item)
  }

  private mutating func settle(_ outcome: SearchBar.Outcome, keeping item: RowID?)
    -> SearchBar.Outcome
  {
    switch outcome {
    case .ignored:
      return outcome
    case .opened:
      indexSearch()
    case .queryChanged:
      cursor = ListCursor()
    case .cleared:
      let ids = shownRowIDs
      let row = item.flatMap { ids.firstIndex(of: $0) } ?? 0
      cursor.place(on: row, count: ids.count, visibleRows: visibleRows)
      return outcome
    case .edited, .kept:
      break
    }
    followCursor()
    return outcome
  }
}

extension SearchedList {
  /// Keeps `key`, pressed while the rows it acts on are still coming, to press again once
  /// they came (``ListCursor/heldKeys``), as its binding's `wait` says; false when the list
  /// takes it now: a key typed into the search, one that leaves, or, while no key waits, a
  /// move (kept as the cursor's target) or `/`.
  public mutating func holdUntilRowsCome(_ key: Key, _ wait: KeyWait) -> Bool {
    guard !ListSearch.isTyping(search), wait != .leaves else { return false }
    // A move goes on as the rows come, but not after `G`: it waits for the end, to move from
    // there.
    let goesOn = wait == .actsAtOnce || (wait == .moves && !cursor.headsForTheEnd)
    let stepsMatches = wait == .awaitsMatches && matchesMayCome
    return cursor.hold(
      key, count: shownCount, canGrow: moreRowsMayCome, goesOn: goesOn,
      awaiting: stepsMatches)
  }

  /// What the list tells the browser once the rows that the keys kept waited for came, or no
  /// more can: to press the keys again, or, with no row for them to act on, that they were
  /// not used; `nil` while they wait, or when none do.
  public mutating func releaseHeldKeys() -> HeldKeys.Release? {
    cursor.releaseHeldKeys(
      count: shownCount, canGrow: moreRowsMayCome, rowsName: rowsName,
      awaiting: matchesMayCome)
  }

  /// `effect`, then, once the rows that the keys kept waited for came, what the list tells
  /// the browser of them as `delegate`.
  public mutating func releasingHeldKeys<Action, Delegate: ScreenDelegate>(
    after effect: Effect<Action>, _ delegate: (Delegate) -> Action
  ) -> Effect<Action> {
    guard let released = releaseHeldKeys() else { return effect }
    return .merge(effect, .send(delegate(Delegate(released))))
  }
}

extension SearchedList {
  public var matchesMayCome: Bool { false }

  public var shownCount: Int { shownRowIDs.count }
}

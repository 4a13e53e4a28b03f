import Features
import TerminalKit

/// What a ``ListScreen`` shows and how it reads it: the part of a list that is its resource's
/// own (its feature's state and actions, its columns, its keys, how it loads and refreshes),
/// while the screen keeps what every list has (cursor, search, sort, origin, outage retry,
/// selection, deletions, size) once.
///
/// A resource's functions take the whole screen state, so that they read and write the shared
/// fields where they are declared, and return the screen's actions.
public protocol ListResource: Sendable {
  /// The resource's own part of the screen's state: its feature's state and its specialities.
  associatedtype State: Sendable & Hashable
  /// The resource's own actions: its feature's, and what only it does.
  associatedtype Action: Sendable & Hashable
  /// A row of the list: a record, searched by its `searchableFields`.
  associatedtype Row: Sendable & Hashable & Searchable
  /// What tells a row from the others, so that the cursor and a selection stay on it as the
  /// rows change.
  associatedtype RowID: Sendable & Hashable
  associatedtype Target: Sendable & Hashable
  associatedtype Delegate: ScreenDelegate

  typealias Screen = ListScreen<Self>
  /// A key of the list, as its table binds it.
  typealias Binding = KeyBinding<Screen, Screen.State, Effect<Screen.Action>>

  /// A row's name, as the status line says it: `post`.
  static var rowName: String { get }
  /// The rows' name, plural: `posts`.
  static var rowsName: String { get }
  /// Whether a row selected that the list does not show is put under the cursor once the
  /// next answer shows it (a row just created), rather than given up at once.
  static var selectsOnNextAnswer: Bool { get }
  /// The columns the list shows and sorts by, when they are the same for every list of the
  /// resource; none when they follow the rows (``columns(of:)``).
  static var columns: [SortColumn<Row>] { get }
  /// The columns `state`'s list shows and sorts by: by default, ``columns``.
  static func columns(of state: Screen.State) -> [SortColumn<Row>]
  /// Whether the list sorts its rows by the column `S` picked, rather than showing them in
  /// the order they came, sorted by the server: by default, it does.
  static func sortsRows(_ state: Screen.State) -> Bool
  /// The rows of the body above the list's items: the column headers, a selector.
  static var headerRows: Int { get }
  static func id(of row: Row) -> RowID
  /// The list's keys: the resource's own, and those every list shares (``ListKeys``), in the
  /// order the help lists them.
  static var keys: KeyTable<Screen, Screen.State, Effect<Screen.Action>> { get }
  /// The keys of the list as it stands in `state`, which press, hint and wait for rows as
  /// they say: by default, ``keys``; a list whose rows take keys of add-ons puts theirs first.
  static func keys(of state: Screen.State) -> KeyTable<Screen, Screen.State, Effect<Screen.Action>>

  /// The rows the list shows before it is searched, sorted or rid of its deletions, in the
  /// resource's order: those loaded that the resource lets through.
  static func rows(_ state: Screen.State) -> [Row]
  /// The rows a search looks in: ``rows(_:)`` unless the resource searches more than it shows.
  static func searchedRows(_ state: Screen.State) -> [Row]
  /// Whether the rows are loading, so the spinner turns; a quiet load keeps them shown.
  static func isLoading(_ state: Screen.State) -> Bool
  /// Whether more rows may come: the list is loading, or has more pages to load.
  static func moreRowsMayCome(_ state: Screen.State) -> Bool
  /// Whether the matches of the search kept are still coming, so that `n` `N` wait for them.
  static func matchesMayCome(_ state: Screen.State) -> Bool
  /// Why the rows could not be read last, if they could not.
  static func failure(_ state: Screen.State) -> LoadFailure?
  /// What a deletion of `row` deletes; `nil` where rows are not deleted.
  static func target(of row: Row) -> Target?

  /// The screen is shown: the rows load the first time.
  func appear(_ state: inout Screen.State) -> Effect<Screen.Action>
  /// Asks for the rows again, quietly, keeping the cursor on its row: what was saved or
  /// deleted changed them.
  func reload(_ state: inout Screen.State) -> Effect<Screen.Action>
  /// The server answered another request since the list failed: it asks again; by default as
  /// ``reload(_:)`` does.
  func retry(_ state: inout Screen.State) -> Effect<Screen.Action>
  func reduce(_ action: Action, _ state: inout Screen.State) -> Effect<Screen.Action>

  /// Moves the cursor by `delta` rows, `Int.min` and `Int.max` being either end.
  func move(by delta: Int, _ state: inout Screen.State) -> Effect<Screen.Action>
  /// What the list does once its search bar did `outcome`, beyond filtering its rows.
  func searched(_ outcome: SearchBar.Outcome, _ state: inout Screen.State) -> Effect<Screen.Action>
  /// What the list does once the key after `S` did `outcome`, beyond sorting its rows.
  func sorted(_ outcome: ListSort.Outcome, _ state: inout Screen.State) -> Effect<Screen.Action>
  /// Settles the rows around the cursor once the cursor was put on a row (`n`, a click).
  func settle(_ state: inout Screen.State)
  /// What the list does once its cursor moved (a key, a click, a new size): loads the next
  /// page near the end.
  func cursorMoved(_ state: inout Screen.State) -> Effect<Screen.Action>
  /// What loads the rows up to the row to select, not yet loaded; `nil` where nothing can.
  func loadToSelect(_ state: inout Screen.State) -> Effect<Screen.Action>?
}

extension ListResource {
  public static var selectsOnNextAnswer: Bool { false }

  public static func keys(of state: Screen.State) -> KeyTable<
    Screen, Screen.State, Effect<Screen.Action>
  > {
    keys
  }

  public static func columns(of state: Screen.State) -> [SortColumn<Row>] {
    columns
  }

  public static func sortsRows(_ state: Screen.State) -> Bool {
    true
  }

  public static func searchedRows(_ state: Screen.State) -> [Row] {
    rows(state)
  }

  public static func moreRowsMayCome(_ state: Screen.State) -> Bool {
    isLoading(state)
  }

  public static func matchesMayCome(_ state: Screen.State) -> Bool {
    false
  }

  public static func target(of row: Row) -> Target? {
    nil
  }

  public func move(by delta: Int, _ state: inout Screen.State) -> Effect<Screen.Action> {
    state.moveCursor(by: delta)
    return .none
  }

  public func searched(_ outcome: SearchBar.Outcome, _ state: inout Screen.State)
    -> Effect<Screen.Action>
  {
    .none
  }

  public func sorted(_ outcome: ListSort.Outcome, _ state: inout Screen.State) -> Effect<
    Screen.Action
  > {
    .none
  }

  public func settle(_ state: inout Screen.State) {}

  public func retry(_ state: inout Screen.State) -> Effect<Screen.Action> {
    reload(&state)
  }
}

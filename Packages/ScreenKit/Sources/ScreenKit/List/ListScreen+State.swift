import Features
import TerminalKit

extension ListScreen.State {
  /// The rows the list shows: those the resource lets through, or, while searching, those of
  /// the rows searched that match; without the rows deleted, and sorted.
  public var shownRows: [Resource.Row] {
    guard Resource.sortsRows(self) else { return unsortedShownRows }
    let unsorted = unsortedShownRows
    return sortedRows.rows(sorting: unsorted, by: sort)
      ?? sort.sorted(unsorted, by: Resource.columns(of: self))
  }

  /// Keeps the rows shown sorted, while every row is shown (no search filters them, no
  /// deletion hides one), so that the keys after this action find them sorted; forgets them
  /// once the list is not sorted.
  mutating func keepSortedRows() {
    guard Resource.sortsRows(self), sort.letter != nil,
      search?.isFiltering != true, !deletions.hidesAny
    else {
      sortedRows = SortedRows()
      return
    }
    let rows = Resource.rows(self)
    guard sortedRows.rows(sorting: rows, by: sort) == nil else { return }
    sortedRows.keep(sort.sorted(rows, by: Resource.columns(of: self)), sorting: rows, by: sort)
  }

  /// How many rows the list shows: ``shownRows``' count, without sorting the rows, for what
  /// needs only their number (a move, a key held while rows come), many times a key.
  public var shownCount: Int {
    unsortedShownRows.count
  }

  /// The rows the list shows, in the resource's order.
  private var unsortedShownRows: [Resource.Row] {
    let rows =
      if let search, search.isFiltering {
        search.rows(of: Resource.searchedRows(self))
      } else {
        Resource.rows(self)
      }
    guard deletions.hidesAny else { return rows }
    return rows.filter { row in Resource.target(of: row).map { !deletions.hides($0) } ?? true }
  }

  /// The row under the cursor, if any.
  public var selectedRow: Resource.Row? {
    shownRows.element(at: cursor.row)
  }

  /// Whether the list takes every key before its program's own (`q`, a tab's number): a
  /// search is typed, `S` waits for its column, a deletion waits for its answer, or keys wait
  /// for the rows they act on (a key after them waits too, in order).
  public var takesEveryKey: Bool {
    ListSearch.isTyping(search) || sort.isChoosing || deletions.isAsking
      || !cursor.heldKeys.isEmpty
  }

  public var isSearching: Bool {
    search?.isFiltering ?? false
  }

  /// Whether the rows are loading, so the spinner turns.
  public var isLoading: Bool {
    Resource.isLoading(self)
  }

  /// Why the rows could not be read last, if they could not.
  public var failure: LoadFailure? {
    Resource.failure(self)
  }

  /// The rows shown at once, under the resource's header rows: a row fewer while the search
  /// bar shows.
  public var visibleRows: Int {
    let rows = ScreenLayout.listRows(size, headerRows: Resource.headerRows)
    return search?.showsBar == true ? max(1, rows - 1) : rows
  }

  /// Puts the cursor on the row `id` where the list shows it.
  public mutating func place(on id: Resource.RowID) {
    let shown = shownRows
    guard let row = shown.firstIndex(where: { Resource.id(of: $0) == id }) else { return }
    cursor.place(on: row, count: shown.count, visibleRows: visibleRows)
  }

  /// Folds the rows searched when they changed (their number), or with `force`.
  public mutating func indexSearch(force: Bool) {
    guard var search else { return }
    let rows = Resource.searchedRows(self)
    guard force || search.itemCount != rows.count else { return }
    search.index(rows)
    self.search = search
  }

  /// What the status line says while the rows are searched: `3 of 10 match`.
  public var searchStatus: String? {
    guard let search, search.isFiltering else { return nil }
    let text = "\(search.matches.count) of \(search.itemCount) match"
    return Resource.matchesMayCome(self) ? text + " · searching every \(Resource.rowName)" : text
  }
}

extension ListScreen.State: SortedList {
  public typealias RowID = Resource.RowID
  public typealias Row = Resource.Row

  public var sortColumns: [SortColumn<Resource.Row>] { Resource.columns(of: self) }
  public var rowsName: String { Resource.rowsName }
  public var moreRowsMayCome: Bool { Resource.moreRowsMayCome(self) }
  public var matchesMayCome: Bool { Resource.matchesMayCome(self) }
  public var shownRowIDs: [Resource.RowID] { shownRows.map(Resource.id(of:)) }

  public mutating func indexSearch() {
    indexSearch(force: false)
  }

  public mutating func followCursor() {
    cursor.follow(count: shownCount, visibleRows: visibleRows, canGrow: moreRowsMayCome)
  }
}

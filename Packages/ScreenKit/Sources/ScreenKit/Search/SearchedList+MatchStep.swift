extension SearchedList {
  /// Moves the cursor to the next match (`direction` 1, `n`), or the previous (-1, `N`),
  /// while a search filters the rows, then lets the list `settle` the rows around it; what
  /// the status line says of it.
  public mutating func stepMatch(_ direction: Int, settle: (inout Self) -> Void = { _ in })
    -> String
  {
    let count = shownCount
    guard search?.isFiltering == true, count > 0 else { return MatchStep.noMatches(search) }
    let (row, wrapped) = MatchStep.step(from: cursor.row, by: direction, count: count)
    cursor.place(on: row, count: count, visibleRows: visibleRows)
    settle(&self)
    return MatchStep.notice(
      index: cursor.row, count: count, direction: direction, wrapped: wrapped)
  }
}

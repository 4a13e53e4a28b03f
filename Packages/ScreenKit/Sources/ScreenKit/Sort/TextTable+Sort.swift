import TerminalKit

extension TextTable {
  /// This table with the header of the column that `sort` sorts by, of `columns`, marked with
  /// its arrow, as k9s marks it: `TITLE↑`, `TITLE↓`.
  public func marking<Item>(_ sort: ListSort, _ columns: [SortColumn<Item>]) -> TextTable {
    guard let sorted = sort.column(of: columns),
      let index = self.columns.firstIndex(where: { $0.header == sorted.header })
    else { return self }
    var table = self
    table.columns[index].header += sort.arrow
    return table
  }
}

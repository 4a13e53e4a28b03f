import Features
import TerminalKit

/// A list that `S` sorts by one of its columns: its ``ListSort``, and the columns it sorts by.
public protocol SortedList: SearchedList {
  associatedtype Row
  var sort: ListSort { get set }
  /// The columns the list sorts by, which may follow its rows (the fields of records of any
  /// shape).
  var sortColumns: [SortColumn<Row>] { get }
}

extension SortedList {
  /// `S`: the next key picks the column; what the status line says, the columns to pick from.
  public mutating func chooseSort() -> String {
    _ = sort.choose()
    return ListSort.choices(sortColumns)
  }

  /// Gives `key`, after `S`, to the sort, keeping the cursor on its row once the order
  /// changed: what the key did, and what the status line says of it (`sorted by title ↑`, or
  /// that the key is no column).
  public mutating func pressOnSort(_ key: Key) -> (outcome: ListSort.Outcome, notice: String?) {
    let anchor = shownRowIDs.element(at: cursor.row)
    let outcome = sort.press(key, letters: sortColumns.map { $0.letter })
    switch outcome {
    case .ignored, .cancelled:
      return (outcome, nil)
    case .choosing:
      return (outcome, ListSort.choices(sortColumns))
    case .notAColumn:
      return (outcome, ListSort.notAColumn(key, sortColumns))
    case .sorted:
      let ids = shownRowIDs
      if let anchor, let row = ids.firstIndex(of: anchor) {
        cursor.place(on: row, count: ids.count, visibleRows: visibleRows)
      }
      return (outcome, sort.said(sortColumns))
    }
  }
}

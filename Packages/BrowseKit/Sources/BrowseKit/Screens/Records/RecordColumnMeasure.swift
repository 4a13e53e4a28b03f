import JSONCoding
import ScreenKit

/// The widest cell of each column of a list of records, as the browser draws it (a true/false
/// value as its box), and whether each holds numbers alone, over the rows measured so far: kept
/// as pages come, each row measured once, so that drawing the list lays out only the rows in
/// sight however many are loaded.
///
/// It only grows while rows are added or replaced in place; rows taken away (a refresh, a
/// deletion) or other columns measure the rows again, once.
///
/// It is what the rows say, kept to save time: any two are equal, so that two lists of the
/// same rows are the same list however they were measured.
struct RecordColumnMeasure: Sendable, Hashable {
  private(set) var columns: [RecordColumn] = []
  /// Each column's widest cell, in terminal cells.
  private(set) var widths: [Int] = []
  /// Whether each column's values are numbers, counts or none, so that it aligns right.
  private(set) var isNumeric: [Bool] = []
  /// How many rows, from the first, are measured.
  private(set) var measuredRows = 0

  /// Measures what changed of `rows` under `columns`: every row when the columns are others or
  /// rows were taken away, else the rows added and those of `replaced`, which were replaced in
  /// place.
  mutating func update(_ rows: [RecordRow], columns: [RecordColumn], replaced: Range<Int>? = nil) {
    if columns != self.columns || rows.count < measuredRows {
      self = RecordColumnMeasure(columns: columns)
    }
    if let replaced = replaced?.clamped(to: 0..<measuredRows) {
      measure(rows[replaced])
    }
    measure(rows[measuredRows...])
    measuredRows = rows.count
  }

  private init(columns: [RecordColumn]) {
    self.columns = columns
    widths = columns.map { _ in 0 }
    isNumeric = columns.map { _ in true }
  }

  init() {}

  private mutating func measure(_ rows: ArraySlice<RecordRow>) {
    for row in rows {
      let fields = row.shownFields
      for (index, column) in columns.enumerated() {
        widths[index] = max(
          widths[index], RecordsListView.shownWidth(column, of: fields, boxesTrueFalse: true))
        if isNumeric[index] {
          isNumeric[index] = RecordsListView.isNumeric(column, in: fields)
        }
      }
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { true }

  func hash(into hasher: inout Hasher) {}
}

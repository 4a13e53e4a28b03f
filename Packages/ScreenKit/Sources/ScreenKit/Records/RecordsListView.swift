import Features
import JSONCoding
import TerminalKit

/// A list of records of any shape as text: a table of the chosen columns with the page footer
/// on a terminal, else tab-separated rows of the same columns.
///
/// ```
/// id  name        email                 tags  address.city
///  1  Ada Dupont  ada@dupont.example       2  Lyon
///  2  Li Wei      li@wei.example           0  Seoul
/// 2 customers
/// ```
///
/// The header names the fields as the API does (see ``RecordColumns``); a column whose values
/// are all numbers is aligned right. Off a terminal, a header line of the names, tab-separated,
/// comes first only with ``showsHeader``.
public struct RecordsListView: Sendable {
  public var page: Page<JSONObject>
  /// The columns, by default those ``RecordColumns/chosen(for:)`` picks for the page.
  public var columns: [RecordColumn]
  /// What the records are called in the footer, such as `customers`.
  public var noun: Noun
  /// Whether rows off a terminal start with a line of the columns' names.
  public var showsHeader: Bool
  /// The footer on a terminal, in place of the `PageFooter` of ``page``; `nil` for that.
  public var footer: String?

  public init(
    page: Page<JSONObject>, columns: [RecordColumn]? = nil, noun: Noun, showsHeader: Bool = false,
    footer: String? = nil
  ) {
    self.page = page
    self.columns = columns ?? RecordColumns.chosen(for: page.items)
    self.noun = noun
    self.showsHeader = showsHeader
    self.footer = footer
  }

  /// The text to print: lines separated by `\n`, without a final line break.
  public func render(options: RenderOptions) -> String {
    let lines = ListLayout.lines(.loaded(page), noun: noun, footer: footer, options: options) {
      _ in table()
    }
    guard !options.isTerminal, showsHeader else { return lines.joined(separator: "\n") }
    let header = columns.map(\.name.sanitizedForTerminalLine).joined(separator: "\t")
    return ([header] + lines).joined(separator: "\n")
  }

  /// How a column of `importance` (see ``RecordColumns``) gives way in a narrow window: `id`
  /// never shrinks, the names and titles shrink last and no narrower than 16 cells, the email
  /// addresses no narrower than 14, the rest no narrower than 8; a column that does not fit at
  /// that width is dropped, the least important first.
  static func fit(ofImportance importance: Int) -> (shrinkPriority: Int?, minimumWidth: Int) {
    switch importance {
    case 5: (1, 16)
    case 4: (nil, 2)
    case 3: (2, 14)
    default: (2, 8)
    }
  }

  public func table() -> TextTable {
    let records = page.items
    let columns = columns
    return Self.table(
      columns: columns, rowCount: records.count,
      isNumeric: columns.map { column in records.allSatisfy { Self.isNumeric(column, in: $0) } }
    ) { records[$0] }
  }

  /// The table of `rowCount` records under `columns`, record `index` read with `record(index)`
  /// only as its row is laid out; a column aligned right where `isNumeric` says so. With
  /// `naturalWidths` (each column's widest cell, ``shownWidth(_:of:)`` kept as the records
  /// came), a window of the rows is laid out without reading the others.
  public static func table(
    columns: [RecordColumn], rowCount: Int, isNumeric: [Bool], naturalWidths: [Int]? = nil,
    record: @escaping @Sendable (Int) -> JSONObject
  ) -> TextTable {
    table(
      columns: columns, rowCount: rowCount, isNumeric: isNumeric, naturalWidths: naturalWidths,
      boxesTrueFalse: false, record: record)
  }

  /// The table of ``table(columns:rowCount:isNumeric:naturalWidths:record:)``, a true/false
  /// value drawn, with `boxesTrueFalse`, as its ``TrueFalseBox`` rather than the word, as a
  /// browser draws it; `naturalWidths` then measured with
  /// ``shownWidth(_:of:boxesTrueFalse:)``.
  public static func table(
    columns: [RecordColumn], rowCount: Int, isNumeric: [Bool], naturalWidths: [Int]? = nil,
    boxesTrueFalse: Bool, record: @escaping @Sendable (Int) -> JSONObject
  ) -> TextTable {
    var table = TextTable(
      columns: zip(columns, isNumeric).map { column, isNumeric in
        let fit = Self.fit(ofImportance: column.importance)
        return TextTable.Column(
          column.name.sanitizedForTerminalLine, alignment: isNumeric ? .trailing : .leading,
          shrinkPriority: fit.shrinkPriority, minimumWidth: fit.minimumWidth,
          importance: column.importance)
      },
      rowCount: rowCount
    ) { index in
      let fields = record(index)
      return columns.map {
        TextTable.Cell(cellText($0, of: fields, boxesTrueFalse: boxesTrueFalse))
      }
    }
    table.naturalWidths = naturalWidths
    return table
  }

  /// Whether `column`'s value in `record` lets the column align right: a number, a count, or
  /// none.
  public static func isNumeric(_ column: RecordColumn, in record: JSONObject) -> Bool {
    switch column.value(in: record) {
    case .number?, .array?, .null?, nil: true
    default: false
    }
  }

  /// The text of `column` in `record`'s row, on one line.
  public static func cellText(_ column: RecordColumn, of record: JSONObject) -> String {
    cellText(column, of: record, boxesTrueFalse: false)
  }

  /// The text of `column` in `record`'s row, on one line, a true/false value as its
  /// ``TrueFalseBox`` with `boxesTrueFalse`, else as the word.
  public static func cellText(
    _ column: RecordColumn, of record: JSONObject, boxesTrueFalse: Bool
  ) -> String {
    let value = column.value(in: record)
    let text = boxesTrueFalse ? TrueFalseBox.text(of: value) : RecordColumn.text(of: value)
    return text.sanitizedForTerminalLine
  }

  /// How wide `column`'s cell of `record` is shown on a terminal, for
  /// ``table(columns:rowCount:isNumeric:naturalWidths:record:)``'s `naturalWidths`.
  public static func shownWidth(_ column: RecordColumn, of record: JSONObject) -> Int {
    shownWidth(column, of: record, boxesTrueFalse: false)
  }

  /// How wide `column`'s cell of `record` is shown on a terminal, drawn as
  /// ``cellText(_:of:boxesTrueFalse:)`` draws it, for
  /// ``table(columns:rowCount:isNumeric:naturalWidths:boxesTrueFalse:record:)``'s
  /// `naturalWidths`.
  public static func shownWidth(
    _ column: RecordColumn, of record: JSONObject, boxesTrueFalse: Bool
  ) -> Int {
    TextTable.shownWidth(of: cellText(column, of: record, boxesTrueFalse: boxesTrueFalse))
  }
}

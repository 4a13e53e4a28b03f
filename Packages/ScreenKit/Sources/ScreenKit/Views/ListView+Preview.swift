import TerminalKit

extension ListView {
  /// The terminal's width from which a list shows a preview of the record under its cursor
  /// beside it, unless its view says otherwise (``previewColumns``).
  public static let previewMinimumColumns = 120

  /// Whether the terminal is wide enough for a preview beside the list, and the list has one.
  public var showsPreview: Bool {
    previewColumns.map { size.columns >= $0 } ?? false
  }

  /// The fewest columns a preview keeps, its separator counted, when the list beside it wants
  /// more than its share.
  public static let previewLeastColumns = 40

  /// The columns the list takes, its cursor's marker counted: every column, or, with a
  /// preview, eleven twentieths of them (66 of 120), the preview taking the rest after a
  /// separator; more when the rows want more (`wantedRowWidth`), the preview yielding to them
  /// down to ``previewLeastColumns`` (80 of 120).
  public var listColumns: Int {
    guard showsPreview else { return size.columns }
    let share = size.columns * 11 / 20
    guard let wanted = wantedRowWidth else { return share }
    return max(share, min(wanted.addingClamped(3), size.columns - Self.previewLeastColumns))
  }

  /// The cells the rows of `table` want beside a preview: every column whole but those less
  /// important than the short values (``RecordColumns/shortValuesImportance``: the long values,
  /// such as a post's body, and the nested fields), which take their minimum; so that the
  /// preview yields before a name, a title or a column of short values is cut, and such a
  /// column of long values before the preview does.
  public static func wantedRowWidth(of table: TextTable) -> Int {
    table.width(keepingWholeFrom: RecordColumns.shortValuesImportance)
  }

  /// The preview of the record under the cursor, from `top` for `rows` rows, right of the
  /// list after a `│` separator: the title in bold, the fields with their names dimmed and
  /// aligned, then the text wrapped; a preview that does not fit is cut at its last row.
  /// Nothing is drawn when the terminal is narrower than ``previewMinimumColumns``; with no
  /// record, only the separator.
  public func drawPreview(
    _ preview: ListPreview?, top: Int, rows: Int, into buffer: inout CellBuffer
  ) {
    guard showsPreview, rows > 0 else { return }
    let separator = listColumns
    for row in top..<top.addingClamped(rows) {
      buffer.write("│", row: row, column: separator, style: style(.dim))
    }
    guard let preview else { return }
    let left = separator + 2
    let width = max(1, size.columns - left - 1)
    var lines: [(String, CellStyle, String?)] = [
      (preview.title.sanitizedForTerminalLine, .bold, nil)
    ]
    let nameWidth = preview.fields.map(\.name.displayWidth).max() ?? 0
    if !preview.fields.isEmpty { lines.append(("", [], nil)) }
    for field in preview.fields {
      let name =
        field.name + String(repeating: " ", count: max(0, nameWidth - field.name.displayWidth))
      let value = field.value.sanitizedForTerminalLine
      let room = max(1, width - nameWidth - 2)
      for (index, line) in TextLayout.wrapped(value, width: room).enumerated() {
        lines.append((line, [], index == 0 ? name : String(repeating: " ", count: nameWidth)))
      }
    }
    if let text = preview.text {
      lines.append(("", [], nil))
      // Any line break: a body from a server may end its lines with CRLF, one Character.
      for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        let shown = String(paragraph).sanitizedForTerminalLine
        lines += TextLayout.wrapped(shown, width: width).map { ($0, [], nil) }
      }
    }
    for (offset, line) in lines.prefix(rows).enumerated() {
      let row = top + offset
      guard let name = line.2 else {
        buffer.write(line.0, row: row, column: left, style: style(line.1))
        continue
      }
      let column = buffer.write(name, row: row, column: left, style: style(.dim))
      buffer.write(line.0, row: row, column: column + 2)
    }
  }
}

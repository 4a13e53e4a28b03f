import Features
import TerminalKit

extension CellBuffer {
  /// Writes `text` as `write(_:row:column:style:limit:)` does, cut with `…` at the limit,
  /// and adds `matchStyle` to the cells of the characters that `search` matches; the column
  /// after the text, as that method gives it.
  ///
  /// The matches are found in the sanitized text that is drawn, ignoring case, accents and
  /// width as `SearchText` does, so `munchen` marks the cells of `München`; a match cut at the
  /// limit marks its cells up to the `…`.
  @discardableResult
  public mutating func write(
    _ text: String, row: Int, column: Int, style: CellStyle = [], matching search: SearchText,
    matchStyle: CellStyle, limit: Int? = nil
  ) -> Int {
    let shown = text.sanitizedForTerminal
    let end = write(shown, row: row, column: column, style: style, limit: limit)
    let ranges = search.ranges(in: shown)
    guard !ranges.isEmpty, !matchStyle.isEmpty else { return end }
    let edge = min(limit ?? size.columns, size.columns)
    var cell = column
    var nextRange = ranges.startIndex
    for index in shown.indices {
      guard cell < edge, nextRange < ranges.endIndex else { break }
      let character = shown[index]
      let width = character == "\t" || character.isNewline ? 1 : character.displayWidth
      guard width > 0 else { continue }
      while nextRange < ranges.endIndex, ranges[nextRange].upperBound <= index {
        nextRange += 1
      }
      if nextRange < ranges.endIndex, ranges[nextRange].contains(index) {
        highlight(row: row, from: cell, to: min(cell + width, edge), style: matchStyle)
      }
      cell += width
    }
    return end
  }
}

import Features
import TerminalKit

extension CellBuffer {
  /// Marks the matches of `find` on its line `line`, drawn from `column` on screen row `row`:
  /// each with `style`, the one the find is on with `currentStyle`, cut at the buffer's edge.
  public mutating func markMatches(
    of find: PageFind, onLine line: Int, row: Int, column: Int, style: CellStyle,
    currentStyle: CellStyle
  ) {
    let matches = find.matches(onLine: line)
    guard !matches.isEmpty else { return }
    let text = find.text(ofLine: line)
    for match in matches {
      let start = column.addingClamped(text[..<match.range.lowerBound].displayWidth)
      let end = start.addingClamped(text[match.range].displayWidth)
      guard start < size.columns else { break }
      highlight(
        row: row, from: start, to: min(end, size.columns),
        style: match.isCurrent ? currentStyle : style)
    }
  }
}

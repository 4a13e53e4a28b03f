import ScreenKit
import TerminalKit

/// A record's screen: its lines, the line under the cursor marked, each line that opens
/// something clickable.
extension RecordDetails {
  public static func draw(_ state: Screen.State, in view: BrowseView, into buffer: inout CellBuffer)
  {
    view.drawDetail(
      state.lines(usesColor: view.usesColor), from: state.scroll.line,
      isLoading: state.isLoading, find: state.find, into: &buffer)
    for (index, item) in state.items.enumerated() where state.isInSight(item.line) {
      let row = ScreenLayout.bodyTop + item.line - state.scroll.line
      view.clickTargets?.mark(.item(index), row: row, columns: 0..<view.size.columns)
      guard index == state.item else { continue }
      buffer.write("›", row: row, column: 0, style: view.style(.bold))
      buffer.highlight(row: row, from: 2, style: view.style(.reverse))
    }
  }
}

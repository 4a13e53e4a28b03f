import Features
import ScreenKit
import TerminalViews

extension AlbumScreen {
  /// Puts the cursor on the photo at `index` of those shown, as a click does.
  func point(at index: Int, _ state: inout State) -> Effect<Action> {
    let count = state.shownPhotos.count
    guard (0..<count).contains(index) else { return .none }
    let (layout, rows) = state.shape
    state.cursor.place(on: index, count: count, columns: layout.columns, visibleRows: rows)
    return .none
  }
}

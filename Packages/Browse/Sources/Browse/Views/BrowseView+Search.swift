import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// The search bar under a list, and what a search shows in place of rows.
extension BrowseView {
  /// The bar of a list's `search` on the body's last row while it shows: `/` and the query,
  /// with the cursor as a reverse cell while typing (an `_` at the end without colour).
  func drawSearchBar(_ search: ListSearch?, into buffer: inout CellBuffer) {
    guard let search, search.showsBar else { return }
    let row = state.size.rows - 2
    let width = ScreenLayout.contentWidth(state.size)
    buffer.write(String(repeating: " ", count: state.size.columns), row: row, column: 0)
    buffer.write("/", row: row, column: 0, style: style(.bold))
    let (line, cursor) = search.bar.input.visibleLine(width: width)
    guard search.bar.isEditing else {
      buffer.write(line, row: row, column: 2, style: style(.dim))
      return
    }
    buffer.write(line, row: row, column: 2)
    if usesColor {
      buffer.highlight(row: row, from: 2 + cursor, to: 3 + cursor, style: .reverse)
    } else if cursor >= line.displayWidth {
      buffer.write("_", row: row, column: 2 + cursor)
    }
  }

  /// `No posts match "TEXT".`, or the spinner while every item is loaded for the search
  /// (`isSearchingAll`), in place of the rows of a list whose search matches nothing; whether
  /// it was drawn. Nothing is drawn while the `list` searched is still loading or failed: its
  /// placeholder says so, since no item has been searched yet.
  func drawNoMatches(
    _ search: ListSearch?, noun: Noun, isSearchingAll: Bool = false,
    list: Loadable<Int> = .loaded(0), row: Int, into buffer: inout CellBuffer
  ) -> Bool {
    listView.drawNoMatches(
      search, plural: noun.plural, singular: noun.singular, isSearchingAll: isSearchingAll,
      list: list, row: row, into: &buffer)
  }
}

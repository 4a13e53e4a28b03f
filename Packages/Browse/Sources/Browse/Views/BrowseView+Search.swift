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
    listView.drawSearchBar(search, into: &buffer)
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

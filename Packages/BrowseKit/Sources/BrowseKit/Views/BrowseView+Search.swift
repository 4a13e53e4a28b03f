import Features
import Foundation
import ScreenKit
import TerminalKit

/// The search bar under a list or a detail.
extension BrowseView {
  /// The bar of a list's `search` on the body's last row while it shows: `/` and the query,
  /// with the cursor as a reverse cell while typing (an `_` at the end without colour).
  func drawSearchBar(_ search: ListSearch?, into buffer: inout CellBuffer) {
    tabList.view.drawSearchBar(search, into: &buffer)
  }
}

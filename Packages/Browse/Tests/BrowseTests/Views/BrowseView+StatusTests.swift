import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The status line: the hints that fit and are true, the messages wrapped whole, and where
/// the cursor is.
@Suite struct BrowseViewStatusTests {
  private static let narrow = TerminalSize(columns: 40, rows: 12)

  private func lines(_ state: BrowseState) -> [String] {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<buffer.size.rows).map { row in
      var line = buffer.text(ofRow: row)
      while line.last == " " { line.removeLast() }
      return line
    }
  }

}

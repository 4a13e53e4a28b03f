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

/// The header of a sorted table marks its column with the order's arrow, on every list, at 80
/// and at 40 columns, where the least important columns have given way.
@Suite struct SortedHeaderViewTests {
  private func rows(_ state: BrowseState) -> [String] {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<state.size.rows).map { buffer.text(ofRow: $0) }
  }

}

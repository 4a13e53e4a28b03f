import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// Where a frame can be clicked is marked as it is drawn: each row shown is its item, each tab
/// its tab, each tile its photo, and nothing else, at every width.
@Suite struct ClickTargetsTests {

  private static func posts(_ count: Int, size: TerminalSize) -> BrowseState {
    .withPosts(count: count, size: size)
  }

  /// The frame of `state`, and what each of its cells was marked as.
  private func frame(_ state: BrowseState, server: String = "") -> (
    lines: [String], targets: ClickTargets
  ) {
    let targets = ClickTargets()
    let buffer = BrowseView(state: state, usesColor: false, server: server, clickTargets: targets)
      .render()
    return ((0..<buffer.size.rows).map { buffer.text(ofRow: $0) }, targets)
  }

  @Test func theRowsUnderAStatusAreaGrownOverTheBodyAreNotRows() throws {
    var state = Self.posts(60, size: TerminalSize(columns: 40, rows: 24))
    state.notice = String(repeating: "a notice that does not fit on one line ", count: 4)
    let (lines, targets) = frame(state)
    let lastRow = try #require(lines.lastIndex { $0.contains("Post ") })
    let status = try #require(lines.firstIndex { $0.contains("a notice") })
    check(lastRow < 21 && status > lastRow, "the status area grew over the rows")
    check(targets.target(column: 5, row: lastRow) != nil)
    for row in (lastRow + 1)..<24 {
      checkEqual(targets.target(column: 5, row: row), nil, "\(lines[row])")
    }
  }

  @Test(arguments: [80, 40])
  func eachTabIsItsTabAtEveryWidth(columns: Int) throws {
    let state = Self.posts(3, size: TerminalSize(columns: columns, rows: 24))
    let (lines, targets) = frame(state, server: "jsonplaceholder.typicode.com")
    let header = lines[0]
    var drawn = 0
    for (index, tab) in state.tabs.enumerated() {
      let title = state.title(of: tab)
      let label = tab == state.tab ? "[\(title)]" : columns < 60 ? "\(index + 1)" : title
      // Narrow, the tabs scroll: those drawn are around the one shown.
      guard let range = header.firstRange(of: label) else { continue }
      drawn += 1
      let column = header.distance(from: header.startIndex, to: range.lowerBound)
      checkEqual(targets.target(column: column, row: 0), .tab(tab), "\(header)")
    }
    checkEqual(drawn, state.tabs.count, "\(header)")
    let server = try #require(header.firstRange(of: "json"))
    let serverColumn = header.distance(from: header.startIndex, to: server.lowerBound)
    checkEqual(targets.target(column: serverColumn, row: 0), nil)
  }

}

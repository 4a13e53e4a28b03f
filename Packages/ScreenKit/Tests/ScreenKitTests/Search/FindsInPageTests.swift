import Features
import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// A detail that finds in its text: the keys typed into the bar, and the scroll that follows
/// the match.
@Suite struct FindsInPageTests {
  /// Forty lines, `line 0` to `line 39`, the 30th saying `needle` twice.
  private struct Page: FindsInPage {
    var find = PageFind()
    var scroll = DetailScroll()
    var visibleRows = 10
    var plainLines = (0..<40).map { $0 == 30 ? "needle, and needle" : "line \($0)" }
  }

  @Test func typingScrollsTheFirstMatchToTheTopAsLessDoes() {
    var page = Page()
    checkEqual(page.pressFinding(.character("n")), nil, "the bar is not open: the screen's key")
    checkEqual(page.openFind(), .opened)
    checkEqual(page.pressFinding(.paste("needle")), .queryChanged)
    checkEqual(page.find.currentLine, 30)
    checkEqual(page.scroll.line, 30)
    checkEqual(page.pressFinding(.enter), .kept)
    checkEqual(page.pressFinding(.character("n")), nil, "kept: n is the screen's again")
  }

  @Test func aMatchInSightDoesNotScroll() {
    var page = Page()
    page.scroll.scroll(by: 25, count: 40, visibleRows: 10)
    _ = page.openFind()
    _ = page.pressFinding(.paste("needle"))
    checkEqual(page.scroll.line, 25, "line 30 is in sight above the bar")
  }

  @Test func theBarCoversTheLastLineShownSoAMatchThereScrolls() {
    var page = Page()
    page.scroll.scroll(by: 21, count: 40, visibleRows: 10)
    _ = page.openFind()
    _ = page.pressFinding(.paste("needle"))
    checkEqual(page.scroll.line, 30)
  }

  @Test func nAndNStepAndScrollBackToTheMatch() {
    var page = Page()
    _ = page.openFind()
    _ = page.pressFinding(.paste("needle"))
    _ = page.pressFinding(.enter)
    page.scroll.scroll(by: -30, count: 40, visibleRows: 10)
    checkEqual(page.stepFind(1), nil)
    checkEqual(page.find.status, "match 2 of 2")
    checkEqual(page.scroll.line, 30)
    checkEqual(page.stepFind(1), "wrapped to the first")
    _ = page.clearFind()
    check(!page.find.isFinding)
    checkEqual(page.stepFind(1), "n N go to the next match: / to search")
  }

  @Test func linesDrawnAnewAreLookedInAgain() {
    var page = Page()
    _ = page.openFind()
    _ = page.pressFinding(.paste("needle"))
    page.plainLines = ["needle"] + (1..<40).map { "line \($0)" }
    page.findAgain()
    checkEqual(page.find.matches.map(\.line), [0])
    checkEqual(page.scroll.line, 0)
  }
}

import TestSupport
import Testing

@testable import ScreenKit

@Suite struct DetailScrollTests {
  @Test func itScrollsWithinTheLinesNeverPastTheLastPage() {
    var scroll = DetailScroll()
    scroll.scroll(by: 5, count: 30, visibleRows: 10)
    checkEqual(scroll.line, 5)
    scroll.scroll(by: .max, count: 30, visibleRows: 10)
    checkEqual(scroll.line, 20, "the last page")
    scroll.scroll(by: .min, count: 30, visibleRows: 10)
    checkEqual(scroll.line, 0)
    scroll.scroll(by: 3, count: 5, visibleRows: 10)
    checkEqual(scroll.line, 0, "all the lines shown")
  }
}

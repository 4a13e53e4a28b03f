import TestSupport
import Testing

@testable import BrowseKit

@Suite struct LineHistoryTests {
  @Test func keepsEachLineOnceAtItsLatestPlaceAndDropsBlankOnes() {
    var history = LineHistory(["user 1", "  ", "post 7"])
    history.add("user 1")
    history.add("")
    checkEqual(history.lines, ["post 7", "user 1"])
  }

  @Test func keepsTheLastHundred() {
    let history = LineHistory((1...150).map { "post \($0)" })
    checkEqual(history.lines.count, LineHistory.limit)
    checkEqual(history.lines.first, "post 51")
    checkEqual(history.lines.last, "post 150")
  }
}

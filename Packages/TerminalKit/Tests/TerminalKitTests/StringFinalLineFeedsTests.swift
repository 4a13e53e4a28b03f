import TerminalKit
import TestSupport
import Testing

@Suite struct StringFinalLineFeedsTests {
  @Test func finalLineFeedsAreCounted() {
    checkEqual("Body\n\n".finalLineFeeds, 2)
    checkEqual("One\nTwo".finalLineFeeds, 0)
    checkEqual("".finalLineFeeds, 0)
  }

  @Test func finalLineFeedsAreDroppedBeyondThoseKept() {
    checkEqual("Body\n\n".droppingFinalLineFeeds(), "Body")
    checkEqual("Body\n\n".droppingFinalLineFeeds(keeping: 1), "Body\n")
    checkEqual("One\nTwo".droppingFinalLineFeeds(), "One\nTwo")
    checkEqual("\n\n".droppingFinalLineFeeds(keeping: -3), "")
  }
}

import TerminalKit
import Testing

@Suite struct StringFinalLineFeedsTests {
  @Test func finalLineFeedsAreCounted() {
    #expect("Body\n\n".finalLineFeeds == 2)
    #expect("One\nTwo".finalLineFeeds == 0)
    #expect("".finalLineFeeds == 0)
  }

  @Test func finalLineFeedsAreDroppedBeyondThoseKept() {
    #expect("Body\n\n".droppingFinalLineFeeds() == "Body")
    #expect("Body\n\n".droppingFinalLineFeeds(keeping: 1) == "Body\n")
    #expect("One\nTwo".droppingFinalLineFeeds() == "One\nTwo")
    #expect("\n\n".droppingFinalLineFeeds(keeping: -3) == "")
  }
}

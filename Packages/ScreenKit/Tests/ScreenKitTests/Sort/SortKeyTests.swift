import Testing

@testable import ScreenKit

@Suite struct SortKeyTests {
  @Test func foldsASCIICaseAtBothEndsOfTheAlphabet() {
    #expect(SortKey.folding("Zoe") == SortKey.folding("zoe"))
    #expect(SortKey.folding("ADA") == SortKey.folding("ada"))
    #expect(SortKey.folding("ada") < SortKey.folding("Zoe"), "Z is not before a")
    #expect(SortKey.folding("Bob") < SortKey.folding("Zoe"))
    #expect(SortKey.folding("Ada") < SortKey.folding("bob"))
  }

  @Test func leavesTheCharactersBesideTheUppercaseLettersAsTheyAre() {
    #expect(SortKey.folding("@[") == .text("@["), "0x40 and 0x5B are no letters")
    #expect(SortKey.folding("AZ@[") == .text("az@["))
  }
}

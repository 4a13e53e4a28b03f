import TestSupport
import Testing

@testable import ScreenKit

@Suite struct SortKeyTests {
  @Test func foldsASCIICaseAtBothEndsOfTheAlphabet() {
    checkEqual(SortKey.folding("Zoe"), SortKey.folding("zoe"))
    checkEqual(SortKey.folding("ADA"), SortKey.folding("ada"))
    check(SortKey.folding("ada") < SortKey.folding("Zoe"), "Z is not before a")
    check(SortKey.folding("Bob") < SortKey.folding("Zoe"))
    check(SortKey.folding("Ada") < SortKey.folding("bob"))
  }

  @Test func leavesTheCharactersBesideTheUppercaseLettersAsTheyAre() {
    checkEqual(SortKey.folding("@["), .text("@["), "0x40 and 0x5B are no letters")
    checkEqual(SortKey.folding("AZ@["), .text("az@["))
  }
}

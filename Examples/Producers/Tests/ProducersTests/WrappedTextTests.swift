import Producers
import Testing

struct WrappedTextTests {
  @Test func breaksAtSpacesWithinTheWidth() {
    #expect(WrappedText.lines("one two three four", width: 9) == ["one two", "three", "four"])
  }

  @Test func cutsAWordWiderThanTheWidth() {
    #expect(WrappedText.lines("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
  }

  @Test func aCutEndsInAnEllipsisWithinTheWidth() {
    #expect(WrappedText.lines("aaaa bbbb cccc", width: 4, limit: 2) == ["aaaa", "bbb…"])
    #expect(WrappedText.lines("aa bb cc", width: 4, limit: 2) == ["aa", "bb…"])
  }

  @Test func textWithinTheLimitIsNotCut() {
    #expect(WrappedText.lines("aa bb", width: 4, limit: 3) == ["aa", "bb"])
    #expect(WrappedText.lines("  ", width: 4, limit: 3) == [])
  }
}

import TestSupport
import Testing

@testable import TerminalKit

@Suite struct TextLayoutTests {
  @Test func linesSplitAtEveryKindOfLineBreakAndKeepEmptyLines() {
    checkEqual(
      TextLayout.lines(of: "a\nb\r\nc\rd\u{2028}e\n\nf\n"),
      [
        "a", "b", "c", "d", "e", "", "f", "",
      ])
  }

  @Test func linesAreSanitizedWithTabsAsSpaces() {
    checkEqual(TextLayout.lines(of: "\u{1b}[2J\tx"), ["^[[2J x"])
  }

  @Test func aSingleLineHasASpaceForEachTabAndLineBreak() {
    checkEqual(
      TextLayout.singleLine(of: "one\u{7}\ttwo\nthree\r\nfour\rfive"), "one^G two three four five")
    checkEqual(TextLayout.singleLine(of: "a\u{85}b\u{2028}c\u{b}d"), "a b c d")
    checkEqual(TextLayout.singleLine(of: "\t\n"), "  ")
    checkEqual(TextLayout.singleLine(of: ""), "")
  }

  @Test func aSingleLineIsSanitized() {
    checkEqual(TextLayout.singleLine(of: "\u{1b}[2J\u{9b}\u{202E}\u{7f}"), "^[[2J��^?")
  }

  @Test func aLineThatFitsStaysWhole() {
    checkEqual(TextLayout.wrap("hello world", width: 11), ["hello world"])
    checkEqual(TextLayout.wrap("", width: 10), [""])
  }

  @Test func wrappingBreaksAtSpacesAndDropsThem() {
    checkEqual(TextLayout.wrap("the quick brown fox", width: 10), ["the quick", "brown fox"])
    checkEqual(TextLayout.wrap("the quick  brown   fox ", width: 9), ["the quick", "brown", "fox"])
  }

  @Test func innerSpacesAndIndentationAreKeptWhereTheyFit() {
    checkEqual(TextLayout.wrap("  two  spaces", width: 20), ["  two  spaces"])
    checkEqual(TextLayout.wrap("  indented line", width: 10), ["  indented", "line"])
  }

  @Test func wideCharactersWrapByCells() {
    checkEqual(TextLayout.wrap("東京 大阪 京都", width: 9), ["東京 大阪", "京都"])
    checkEqual(TextLayout.wrap("東京 大阪 京都", width: 8), ["東京", "大阪", "京都"])
  }

  @Test func aWordWiderThanTheLineIsSplitBetweenClusters() {
    checkEqual(TextLayout.wrap("abcdefgh ij", width: 3), ["abc", "def", "gh", "ij"])
    checkEqual(
      TextLayout.wrap("cafe\u{301}cafe\u{301}", width: 3), ["caf", "e\u{301}ca", "fe\u{301}"])
    checkEqual(TextLayout.wrap("東京都", width: 3), ["東", "京", "都"])
  }

  @Test func aWordWiderThanTheLineMayBreakAfterAnAtADotOrASlash() {
    checkEqual(
      TextLayout.wrap("Margaret.Holloway@example.com", width: 20, breaksAfterPunctuation: true),
      ["Margaret.Holloway@", "example.com"])
    checkEqual(
      TextLayout.wrap(
        "https://example.com/photos/600/92c952", width: 24, breaksAfterPunctuation: true),
      ["https://example.com/", "photos/600/92c952"])
    checkEqual(
      TextLayout.wrap("margaret@holloway.example", width: 24, breaksAfterPunctuation: true),
      ["margaret@", "holloway.example"], "an email after its @ first")
    checkEqual(
      TextLayout.wrap("a.bcdefghij", width: 4, breaksAfterPunctuation: true),
      ["a.", "bcde", "fghi", "j"],
      "without a break in the piece, between clusters")
    checkEqual(
      TextLayout.wrap("Margaret.Holloway@example.com", width: 20),
      ["Margaret.Holloway@ex", "ample.com"], "by default, between clusters")
  }

  @Test func aCharacterWiderThanTheLineBecomesAnEllipsis() {
    checkEqual(TextLayout.wrap("a東b", width: 1), ["a", "…", "b"])
  }

  @Test func widthsBelowOneAreTreatedAsOne() {
    checkEqual(TextLayout.wrap("ab", width: 0), ["a", "b"])
  }

  @Test func wrappedKeepsTheTextsOwnLineBreaks() {
    checkEqual(TextLayout.wrapped("one two\n\nthree", width: 4), ["one", "two", "", "thre", "e"])
  }

  @Test func theFirstLineIsTheFirstWithText() {
    checkEqual(TextLayout.firstLine(of: "one\ttwo\nthree"), "one two")
    checkEqual(TextLayout.firstLine(of: "\n \r\n\u{1b}x\nlast"), "^[x")
    checkEqual(TextLayout.firstLine(of: "\n\n"), "")
    checkEqual(TextLayout.firstLine(of: ""), "")
  }
}

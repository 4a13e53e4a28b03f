import TestSupport
import Testing

@testable import HTTPClient

@Suite("String.singleLine(limit:)")
struct StringSingleLineTests {
  @Test("short text on one line is kept")
  func keepsShortText() {
    checkEqual("server exploded".singleLine(limit: 80), "server exploded")
    checkEqual("".singleLine(limit: 80), "")
  }

  @Test("runs of whitespace and line breaks become one space, none at the ends")
  func collapsesWhitespace() {
    let text = "\n\t first line\r\n\r\nsecond\u{2028}third \u{00A0} fourth \n"

    checkEqual(text.singleLine(limit: 80), "first line second third fourth")
  }

  @Test("terminal escape sequences are removed with their parameters")
  func removesEscapeSequences() {
    checkEqual("\u{1B}[1;31mred\u{1B}[0m".singleLine(limit: 80), "red")
    checkEqual("a\u{1B}]0;window title\u{7}b".singleLine(limit: 80), "ab")
    checkEqual(
      "a\u{1B}]8;;https://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b".singleLine(limit: 80), "alinkb")
    checkEqual("reset\u{1B}c done".singleLine(limit: 80), "reset done")
    checkEqual("dangling\u{1B}".singleLine(limit: 80), "dangling")
  }

  @Test("an 8-bit control sequence (C1 CSI) is removed with its parameters, as ESC [ is")
  func removesEightBitControlSequences() {
    checkEqual("email\u{9B}1;31mRED\u{9B}0mDevil".singleLine(limit: 80), "emailREDDevil")
    checkEqual("a\u{9B}?2004hb\u{9B}2 qc".singleLine(limit: 80), "abc", "intermediates too")
    checkEqual("dangling\u{9B}12;".singleLine(limit: 80), "dangling")
  }

  @Test(
    "an 8-bit control string is removed up to BEL, ESC \\ or ST, as its 7-bit form is",
    arguments: ["\u{9D}", "\u{90}", "\u{98}", "\u{9E}", "\u{9F}"])
  func removesEightBitControlStrings(introducer: String) {
    checkEqual("a\(introducer)0;title\u{7}b".singleLine(limit: 80), "ab")
    checkEqual("a\(introducer)q;x\u{1B}\\b".singleLine(limit: 80), "ab")
    checkEqual("a\(introducer)q;x\u{9C}b".singleLine(limit: 80), "ab")
    checkEqual("a\(introducer)never ended".singleLine(limit: 80), "a")
  }

  @Test("the 7-bit control strings end at the C1 string terminator too")
  func endsSevenBitControlStringsAtST() {
    checkEqual("a\u{1B}]0;title\u{9C}b".singleLine(limit: 80), "ab")
  }

  @Test("text whose UTF-8 holds the bytes of C1 controls is kept")
  func keepsTextWhoseBytesLookLikeC1Controls() {
    // ě is C4 9B, › is E2 80 BA, ǐ is C7 90, 😛 is F0 9F 98 9B: no scalar of theirs is a C1.
    let text = "ě›ǐ😛 Ǜ ž ĝ"
    check(Array(text.utf8).contains(0x9B) && Array(text.utf8).contains(0x90))
    checkEqual(text.singleLine(limit: 80), text)
  }

  @Test("control, format and private-use characters are removed")
  func removesInvisibleCharacters() {
    let text = "a\u{0}b\u{7}c\u{7F}d\u{80}e\u{200B}f\u{202E}g\u{E000}h"

    checkEqual(text.singleLine(limit: 80), "abcdefgh")
  }

  @Test("long text is cut to the limit, ending with an ellipsis")
  func truncates() {
    let text = String(repeating: "abcdefghij", count: 10)

    let line = text.singleLine(limit: 80)

    checkEqual(line.count, 80)
    checkEqual(line, String(text.prefix(79)) + "…")
    checkEqual("exactly ten".singleLine(limit: 11), "exactly ten")
    checkEqual("one two three".singleLine(limit: 5), "one…")
    checkEqual("anything".singleLine(limit: 0), "")
  }

  @Test("characters, not bytes, count towards the limit")
  func countsCharacters() {
    let text = String(repeating: "é👍🏽", count: 50)

    let line = text.singleLine(limit: 10)

    checkEqual(line, String(text.prefix(9)) + "…")
  }
}

import Testing

@testable import HTTPClient

@Suite("String.singleLine(limit:)")
struct StringSingleLineTests {
  @Test("short text on one line is kept")
  func keepsShortText() {
    #expect("server exploded".singleLine(limit: 80) == "server exploded")
    #expect("".singleLine(limit: 80) == "")
  }

  @Test("runs of whitespace and line breaks become one space, none at the ends")
  func collapsesWhitespace() {
    let text = "\n\t first line\r\n\r\nsecond\u{2028}third \u{00A0} fourth \n"

    #expect(text.singleLine(limit: 80) == "first line second third fourth")
  }

  @Test("terminal escape sequences are removed with their parameters")
  func removesEscapeSequences() {
    #expect("\u{1B}[1;31mred\u{1B}[0m".singleLine(limit: 80) == "red")
    #expect("a\u{1B}]0;window title\u{7}b".singleLine(limit: 80) == "ab")
    #expect("a\u{1B}]8;;https://x\u{1B}\\link\u{1B}]8;;\u{1B}\\b".singleLine(limit: 80) == "alinkb")
    #expect("reset\u{1B}c done".singleLine(limit: 80) == "reset done")
    #expect("dangling\u{1B}".singleLine(limit: 80) == "dangling")
  }

  @Test("control, format and private-use characters are removed")
  func removesInvisibleCharacters() {
    let text = "a\u{0}b\u{7}c\u{7F}d\u{9B}e\u{200B}f\u{202E}g\u{E000}h"

    #expect(text.singleLine(limit: 80) == "abcdefgh")
  }

  @Test("long text is cut to the limit, ending with an ellipsis")
  func truncates() {
    let text = String(repeating: "abcdefghij", count: 10)

    let line = text.singleLine(limit: 80)

    #expect(line.count == 80)
    #expect(line == String(text.prefix(79)) + "…")
    #expect("exactly ten".singleLine(limit: 11) == "exactly ten")
    #expect("one two three".singleLine(limit: 5) == "one…")
    #expect("anything".singleLine(limit: 0) == "")
  }

  @Test("characters, not bytes, count towards the limit")
  func countsCharacters() {
    let text = String(repeating: "é👍🏽", count: 50)

    let line = text.singleLine(limit: 10)

    #expect(line == String(text.prefix(9)) + "…")
  }
}

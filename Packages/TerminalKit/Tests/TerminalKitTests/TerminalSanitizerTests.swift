import TestSupport
import Testing

@testable import TerminalKit

@Suite struct TerminalSanitizerTests {
  @Test func printableTextIsUnchanged() {
    let text = "Hello, wörld! 東京 👩‍💻 cafe\u{301} مرحبا"

    checkEqual(text.sanitizedForTerminal, text)
  }

  @Test func lineFeedsAndTabsAreKeptForTheCallerToLayOut() {
    checkEqual("a\tb\nc".sanitizedForTerminal, "a\tb\nc")
  }

  @Test func escapeSequencesBecomeCaretNotation() {
    checkEqual("\u{1b}]0;pwned\u{07}".sanitizedForTerminal, "^[]0;pwned^G")
    checkEqual("\u{1b}[2J".sanitizedForTerminal, "^[[2J")
    checkEqual("\u{0}\u{8}\r\u{1F}".sanitizedForTerminal, "^@^H^M^_")
    checkEqual("\u{7F}".sanitizedForTerminal, "^?")
  }

  @Test func c1ControlsBecomeReplacementCharacters() {
    checkEqual("\u{9B}31m\u{85}\u{80}".sanitizedForTerminal, "\u{FFFD}31m\u{FFFD}\u{FFFD}")
  }

  @Test func bidiOverridesAndIsolatesBecomeReplacementCharacters() {
    let overrides = (0x202A...0x202E).compactMap(Unicode.Scalar.init)
    let isolates = (0x2066...0x2069).compactMap(Unicode.Scalar.init)

    for scalar in overrides + isolates {
      checkEqual("a\(scalar)b".sanitizedForTerminal, "a\u{FFFD}b")
    }
  }

  @Test func theResultHasNoControlCharactersButLineFeedsAndTabs() {
    let everything = String(
      String.UnicodeScalarView((0...0x2070).compactMap(Unicode.Scalar.init)))

    let sanitized = everything.sanitizedForTerminal

    check(
      !sanitized.unicodeScalars.contains { scalar in
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t")
          || (0x7F...0x9F).contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value)
          || (0x2066...0x2069).contains(scalar.value)
      })
  }

  @Test func bidirectionalMarksAndNextLineAreReplaced() {
    for scalar in ["\u{200E}", "\u{200F}", "\u{061C}", "\u{0085}"] {
      checkEqual("a\(scalar)b".sanitizedForTerminal, "a\u{FFFD}b")
    }
  }

  @Test(arguments: ["\n", "\r", "\r\n", "\u{0085}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"])
  func aOneLineFieldStaysOneLine(lineBreak: String) {
    let line = "Ann\(lineBreak)Lee\u{200F}".sanitizedForTerminalLine
    checkEqual(line, "Ann Lee\u{FFFD}")
    check(!line.contains { $0.isNewline })
  }

  /// Each line break becomes one space as the characters of the text count them: `\r\n` is
  /// one, `\n\r` two, and a mark after a break stays a character of its own.
  @Test(arguments: [
    "a\r\nb", "a\n\rb", "a\r\r\nb", "\r", "\r\n\r\n", "e\u{301}\n\u{301}x",
    "🇯🇵\u{2028}\u{1B}[31m", "tab\there\u{0B}\u{0C}end\r",
  ])
  func eachLineBreakIsOneSpaceAsTheCharactersCountThem(text: String) {
    let byCharacter = String(text.map { $0.isNewline ? " " : $0 }).sanitizedForTerminal
    checkEqual(text.sanitizedForTerminalLine, byCharacter)
  }

  @Test func crlfIsOneBreakAndLFCRTwo() {
    checkEqual("a\r\nb".sanitizedForTerminalLine, "a b")
    checkEqual("a\n\rb".sanitizedForTerminalLine, "a  b")
  }
}

import TestSupport
import Testing

@testable import TerminalKit

/// Printable ASCII text takes the short way through the layout functions: it must come out as
/// the character-by-character way makes it, and anything else must not take it.
@Suite struct StringPrintableASCIITests {
  /// Every printable ASCII character between two letters, and texts of them.
  static let printable: [String] =
    (UInt8(0x20)...0x7E).map { (code: UInt8) -> String in "a\(Character(UnicodeScalar(code)))b" }
    + ["", " ", "   ", " x ", "ID", "Leanne Graham", String(repeating: "xy ", count: 40)]

  @Test func printableASCIIIsRecognisedAndNothingElse() {
    check(Self.printable.allSatisfy { $0.isPrintableASCII })
    for byte in Array(0x00...0x1F) + [0x7F] {
      check(!("a" + String(UnicodeScalar(UInt8(byte))) + "b").isPrintableASCII)
    }
    check(!"café".isPrintableASCII)
    check(!"a\r\nb".isPrintableASCII)
    check(!"tab\there".isPrintableASCII)
  }

  @Test func printableASCIIIsLaidOutAsEachCharacterWouldBe() {
    for text in Self.printable {
      checkEqual(text.sanitizedForTerminal, text)
      checkEqual(text.sanitizedForTerminalLine, text)
      checkEqual(TextLayout.singleLine(of: text), text)
      checkEqual(TextLayout.firstLine(of: text), (text.contains { $0 != " " } ? text : ""))
      checkEqual(text.displayWidth, text.reduce(0) { $0 + $1.displayWidth })
      checkEqual(text.dropFirst().displayWidth, text.count - min(text.count, 1))
      for width in 0...(text.count + 1) {
        checkEqual(text.truncated(toDisplayWidth: width), Self.truncated(text, width))
      }
    }
  }

  /// `text` cut as `truncated(toDisplayWidth:)` cuts any text, a character at a time.
  static func truncated(_ text: String, _ width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 0 else { return "" }
    return String(text.prefix(width - 1)) + "…"
  }
}

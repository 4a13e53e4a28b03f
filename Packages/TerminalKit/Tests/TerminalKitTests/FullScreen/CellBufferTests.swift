import TestSupport
import Testing

@testable import TerminalKit

@Suite struct CellBufferTests {
  @Test func aHighlightFromPastTheLastColumnHighlightsNothing() {
    var buffer = CellBuffer(size: TerminalSize(columns: 1, rows: 1))
    buffer.highlight(row: 0, from: 2, style: .reverse)
    buffer.highlight(row: 0, from: 0, to: -1, style: .bold)
    checkEqual(buffer[0, 0].style, [])
    buffer.highlight(row: 0, from: -3, style: .bold)
    checkEqual(buffer[0, 0].style, .bold)
  }

  @Test func aWideCharacterTakesTwoCells() {
    var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
    let end = buffer.write("a東b", row: 0, column: 0)
    checkEqual(end, 4)
    checkEqual(buffer[0, 1], Cell(text: "東", width: 2, style: []))
    checkEqual(buffer[0, 2], .continuation([]))
    checkEqual(buffer.text(ofRow: 0), "a東b  ")
  }

  @Test func aWideCharacterIsNeverSplitAtTheEdge() {
    var buffer = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
    buffer.write("abc東", row: 0, column: 0)
    checkEqual(buffer.text(ofRow: 0), "abc…")
    buffer.write("ab東京", row: 0, column: 0)
    checkEqual(buffer.text(ofRow: 0), "ab …", "the ellipsis takes the place of half of 東")
  }

  @Test func textCutAtTheLimitEndsWithAnEllipsis() {
    var buffer = CellBuffer(size: TerminalSize(columns: 8, rows: 1))
    checkEqual(buffer.write("abcdefgh", row: 0, column: 0), 8)
    checkEqual(buffer.text(ofRow: 0), "abcdefgh", "text that fits is not cut")
    buffer.write("123456789", row: 0, column: 2, limit: 6)
    checkEqual(buffer.text(ofRow: 0), "ab123…gh")
    buffer.write(styledLine: "\u{1B}[1mxy\u{1B}[0mzzzzzzzz", row: 0, column: 0)
    checkEqual(buffer.text(ofRow: 0), "xyzzzzz…")
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
    buffer.write("東京", row: 0, column: 0)
    buffer.write("x", row: 0, column: 1)
    checkEqual(buffer.text(ofRow: 0), " x京")
    buffer.write("y", row: 0, column: 2)
    checkEqual(buffer.text(ofRow: 0), " xy ")
  }

  @Test func textIsSanitized() {
    var buffer = CellBuffer(size: TerminalSize(columns: 12, rows: 1))
    buffer.write("a\u{1B}]0;x\u{07}\tb", row: 0, column: 0)
    checkEqual(buffer.text(ofRow: 0), "a^[]0;x^G b ")
  }

  @Test func styledLinesTakeTheirStylesFromTheirEscapeSequences() {
    var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
    buffer.write(styledLine: "a\u{1B}[1mb\u{1B}[0mc\u{1B}[31md", row: 0, column: 0)
    checkEqual(buffer.text(ofRow: 0), "abcd  ")
    checkEqual(buffer[0, 0].style, [])
    checkEqual(buffer[0, 1].style, .bold)
    checkEqual(buffer[0, 2].style, [])
    checkEqual(buffer[0, 3].style, .error)
  }

  @Test func styledLinesPaintTheirColoursAtTheDepthAsked() {
    let line = "a\u{1B}[48;2;255;136;0mbc\u{1B}[49md\u{1B}[38;5;33me\u{1B}[0mf"
    var truecolor = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
    truecolor.write(styledLine: line, row: 0, column: 0)
    let orange = TerminalColor.rgb(red: 255, green: 136, blue: 0)
    checkEqual(truecolor.text(ofRow: 0), "abcdef")
    checkEqual((0..<6).map { truecolor[0, $0].background }, [nil, orange, orange, nil, nil, nil])
    checkEqual(truecolor[0, 4].foreground, .indexed(33))
    checkEqual(truecolor[0, 5].foreground, nil, "a reset takes the colours back")

    var indexed = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
    indexed.write(styledLine: line, row: 0, column: 0, colors: .indexed256)
    checkEqual(indexed[0, 1].background, .indexed(208), "the nearest of the 256 colours")
    var none = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
    none.write(styledLine: line, row: 0, column: 0, colors: .none)
    check((0..<6).allSatisfy { none[0, $0].background == nil && none[0, $0].foreground == nil })
  }
}

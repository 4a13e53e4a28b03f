import Features
import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// The matches of a find marked where their line is drawn.
@Suite struct CellBufferPageFindTests {
  @Test func eachMatchIsMarkedAndTheCurrentOneApart() {
    var find = PageFind()
    find.index(["東京 and tokyo", "Tokyo"])
    _ = find.open()
    _ = find.press(.paste("tokyo"), from: 0)
    var buffer = CellBuffer(size: TerminalSize(columns: 20, rows: 3))
    buffer.write(find.text(ofLine: 0), row: 0, column: 2)
    buffer.markMatches(
      of: find, onLine: 0, row: 0, column: 2, style: .underline, currentStyle: .reverse)
    // 東京 is four cells wide: "tokyo" starts at cell 2 + 4 + 5.
    check((11..<16).allSatisfy { buffer[0, $0].style == .reverse })
    checkEqual(buffer[0, 10].style, [])
    checkEqual(buffer[0, 16].style, [])
    _ = find.step(1)
    var second = CellBuffer(size: TerminalSize(columns: 20, rows: 3))
    second.markMatches(
      of: find, onLine: 0, row: 0, column: 2, style: .underline, currentStyle: .reverse)
    checkEqual(second[0, 11].style, .underline, "the find went on to line 1")
  }

  @Test func aMatchPastTheEdgeIsCutThere() {
    var find = PageFind()
    find.index([String(repeating: "x", count: 30) + "end"])
    _ = find.open()
    _ = find.press(.paste("end"), from: 0)
    var buffer = CellBuffer(size: TerminalSize(columns: 20, rows: 1))
    buffer.markMatches(
      of: find, onLine: 0, row: 0, column: 2, style: .underline, currentStyle: .reverse)
    check((0..<20).allSatisfy { buffer[0, $0].style == [] })
  }
}

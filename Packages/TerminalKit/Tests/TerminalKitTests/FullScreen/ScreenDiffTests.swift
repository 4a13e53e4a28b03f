import TestSupport
import Testing

@testable import TerminalKit

@Suite struct ScreenDiffTests {
  private let size = TerminalSize(columns: 10, rows: 3)

  private func buffer(_ lines: [String]) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    for (row, line) in lines.enumerated() {
      buffer.write(line, row: row, column: 0)
    }
    return buffer
  }

  @Test func theFirstScreenClearsAndWritesWhatIsNotBlank() {
    let output = ScreenDiff.output(from: nil, to: buffer(["ab", "", "  c"]))
    checkEqual(output, "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab\u{1B}[3;3Hc")
  }

  @Test func anUnchangedScreenWritesNothing() {
    let screen = buffer(["hello", "world"])
    checkEqual(ScreenDiff.output(from: screen, to: screen), "")
  }

  @Test func onlyTheChangedCellsAreWritten() {
    let output = ScreenDiff.output(
      from: buffer(["hello", "world"]), to: buffer(["hallo", "word"]))
    checkEqual(output, "\u{1B}[1;2Ha\u{1B}[2;4Hd ")
  }

  @Test func changesCloseTogetherOnARowMoveTheCursorForward() {
    let output = ScreenDiff.output(from: buffer(["abcdefgh"]), to: buffer(["xbcdefgy"]))
    checkEqual(output, "\u{1B}[1;1Hx\u{1B}[6Cy")
  }

  @Test func aStyleIsSetOnlyWhenItChangesAndResetAtTheEnd() {
    let previous = buffer(["abc"])
    var next = previous
    next.highlight(row: 0, from: 0, to: 2, style: .reverse)
    let output = ScreenDiff.output(from: previous, to: next)
    checkEqual(output, "\u{1B}[1;1H\u{1B}[0;7mab\u{1B}[0m")
  }

  @Test func aWideCharacterIsWrittenOnceWithItsTwoCells() {
    let output = ScreenDiff.output(from: buffer(["abcd"]), to: buffer(["a東d"]))
    checkEqual(output, "\u{1B}[1;2H東")
  }

  @Test func theCursorIsTwoColumnsOnAfterAWideCharacterForALaterChangeOnItsRow() {
    let far = ScreenDiff.output(from: buffer(["abcdefgh"]), to: buffer(["東cdefgx"]))
    checkEqual(far, "\u{1B}[1;1H東\u{1B}[5Cx", "moved on from column 3, not 2")
    let near = ScreenDiff.output(from: buffer(["abcd"]), to: buffer(["東cX"]))
    checkEqual(near, "\u{1B}[1;1H東cX", "the unchanged c rewritten from column 3")
  }

  @Test func aWideCharacterAtTheEdgeIsLeftOutForAnEllipsis() {
    let output = ScreenDiff.output(from: buffer([""]), to: buffer(["123456789東"]))
    checkEqual(output, "\u{1B}[1;1H123456789…")
  }

  @Test func aNarrowCharacterReplacingAWideOneRedrawsBothCells() {
    let output = ScreenDiff.output(from: buffer(["a東d"]), to: buffer(["axyd"]))
    checkEqual(output, "\u{1B}[1;2Hxy")
  }

  @Test func aNewSizeDrawsTheWholeScreen() {
    var small = CellBuffer(size: TerminalSize(columns: 5, rows: 1))
    small.write("ab", row: 0, column: 0)
    let output = ScreenDiff.output(from: small, to: buffer(["ab"]))
    checkEqual(output, "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hab")
  }
}

@Suite struct ScreenDiffColorTests {
  @Test func backgroundsAreWrittenAsSGRAlongsideTheStyle() {
    let size = TerminalSize(columns: 4, rows: 1)
    var next = CellBuffer(size: size)
    next.write("ab", row: 0, column: 0, style: .bold)
    next.paint(row: 0, from: 0, to: 1, background: .indexed(149))
    next.paint(
      row: 0, from: 1, to: 2, foreground: .indexed(1),
      background: .rgb(red: 1, green: 2, blue: 3))
    let output = ScreenDiff.output(from: CellBuffer(size: size), to: next)
    checkEqual(
      output, "\u{1B}[1;1H\u{1B}[0;1;48;5;149ma\u{1B}[0;1;38;5;1;48;2;1;2;3mb\u{1B}[0m")
  }

  @Test func aCellWhoseColourChangedIsWrittenAgain() {
    let size = TerminalSize(columns: 2, rows: 1)
    var previous = CellBuffer(size: size)
    previous.write("  ", row: 0, column: 0)
    var next = previous
    next.paint(row: 0, from: 1, to: 2, background: .indexed(16))
    checkEqual(
      ScreenDiff.output(from: previous, to: next), "\u{1B}[1;2H\u{1B}[0;48;5;16m \u{1B}[0m")
  }
}

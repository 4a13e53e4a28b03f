import Features
import TerminalKit
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct CellBufferMatchesTests {
  /// The text of the cells of `row` that have `style`, each run of them as one string.
  private func marked(_ buffer: CellBuffer, row: Int, style: CellStyle = .underline) -> [String] {
    var runs: [String] = []
    var run: String?
    for column in 0..<buffer.size.columns {
      let cell = buffer[row, column]
      if cell.style.contains(style) {
        run = (run ?? "") + cell.text
      } else if let done = run {
        runs.append(done)
        run = nil
      }
    }
    if let run { runs.append(run) }
    return runs
  }

  private func write(
    _ text: String, _ search: String, columns: Int = 30, limit: Int? = nil
  ) -> CellBuffer {
    var buffer = CellBuffer(size: TerminalSize(columns: columns, rows: 1))
    buffer.write(
      text, row: 0, column: 1, matching: SearchText(search), matchStyle: .underline, limit: limit)
    return buffer
  }

  @Test func marksTheCellsOfTheOriginalCharactersThatMatch() {
    let buffer = write("Jürgen Weiß, München", "munchen")
    check(buffer.text(ofRow: 0).hasPrefix(" Jürgen Weiß, München"))
    checkEqual(marked(buffer, row: 0), ["München"])
    checkEqual(marked(write("Jürgen Weiß", "weiss"), row: 0), ["Weiß"])
    checkEqual(marked(write("Ramen 東京 and 東京", "東京"), row: 0), ["東京", "東京"])
    checkEqual(marked(write("Jose\u{301} and jose", "JOSE"), row: 0), ["Jose\u{301}", "jose"])
    checkEqual(marked(write("bowl 🍜 here", "🍜"), row: 0), ["🍜"])
  }

  @Test func wideCharactersMarkBothOfTheirCells() {
    let buffer = write("a東京b", "東")
    check(buffer[0, 2].style.contains(.underline))
    check(buffer[0, 3].style.contains(.underline), "the second half of 東")
    check(!buffer[0, 4].style.contains(.underline))
  }

  @Test func aCutMatchIsMarkedUpToTheEllipsis() {
    let buffer = write("Notes from München", "munchen", columns: 16)
    checkEqual(buffer.text(ofRow: 0), " Notes from Mün…")
    checkEqual(marked(buffer, row: 0), ["Mün…"])
  }

  @Test func nothingIsMarkedWithoutAQueryOrAMatchStyle() {
    check(marked(write("München", ""), row: 0).isEmpty)
    var buffer = CellBuffer(size: TerminalSize(columns: 10, rows: 1))
    buffer.write("München", row: 0, column: 0, matching: SearchText("m"), matchStyle: [])
    check((0..<10).allSatisfy { buffer[0, $0].style == [] })
  }

  @Test func theTextIsSanitizedBeforeItIsMatched() {
    let buffer = write("a\u{1B}[31mb", "[31")
    check(buffer.text(ofRow: 0).hasPrefix(" a^[[31mb"))
    checkEqual(marked(buffer, row: 0), ["[31"])
  }
}

import TestSupport
import Testing

@testable import TerminalKit

@Suite("TextInput")
struct TextInputTests {
  private func typed(_ keys: [Key], into input: TextInput = TextInput()) -> TextInput {
    var input = input
    for key in keys { input.apply(key) }
    return input
  }

  private func characters(_ text: String) -> [Key] {
    text.map { .character($0) }
  }

  @Test func insertsAtTheCursorAndMovesByCharacters() {
    let input = typed(characters("helo") + [.left, .character("l"), .end, .character("!")])
    checkEqual(input.text, "hello!")
    checkEqual(input.cursor, 6)
  }

  @Test func wideAndCombinedCharactersAreOneStep() {
    var input = TextInput("東京e\u{301}🍜")
    checkEqual(input.cursor, 4)
    input.apply(.backspace)
    input.apply(.left)
    input.apply(.backspace)
    checkEqual(input.text, "東é")
  }

  @Test func backspaceAndDeleteStopAtTheEnds() {
    var input = TextInput("ab")
    input.apply(.delete)
    checkEqual(input.text, "ab")
    input.apply(.home)
    input.apply(.backspace)
    checkEqual(input.text, "ab")
    input.apply(.delete)
    checkEqual(input.text, "b")
    checkEqual(input.cursor, 0)
  }

  @Test func controlKeysEditTheLine() {
    var input = TextInput("one two  three")
    input.apply(.control("w"))
    checkEqual(input.text, "one two  ")
    input.apply(.control("w"))
    checkEqual(input.text, "one ")
    input.apply(.control("a"))
    input.apply(.control("k"))
    checkEqual(input.text, "")
    input.setText("keep this")
    input.apply(.left)
    input.apply(.control("u"))
    checkEqual(input.text, "s")
    checkEqual(input.cursor, 0)
  }

  @Test func controlCharactersNeverReachTheText() {
    var input = TextInput()
    input.apply(.paste("a\u{1B}[Db\tc\u{7}"))
    checkEqual(input.text, "a[Db c")
    let handled = [Key.escape, .up, .enter, .tab].map { input.apply($0) }
    checkEqual(handled, [false, false, false, false])
    checkEqual(input.text, "a[Db c")
  }

  @Test func pastedLineBreaksAreSpacesOnOneLineAndBreaksOnSeveral() {
    var line = TextInput()
    line.apply(.paste("a\r\nb\rc\nd"))
    checkEqual(line.text, "a b c d")
    var body = TextInput(allowsNewlines: true)
    body.apply(.paste("a\r\nb\rc\nd"))
    checkEqual(body.text, "a\nb\nc\nd")
  }

  @Test func enterAndArrowsMoveBetweenLinesOfABody() {
    var body = typed(
      characters("first") + [.enter] + characters("2nd"), into: TextInput(allowsNewlines: true))
    checkEqual(body.text, "first\n2nd")
    body.apply(.up)
    checkEqual(body.cursor, 3)
    body.apply(.end)
    checkEqual(body.cursor, 5)
    body.apply(.down)
    checkEqual(body.cursor, 9)
    body.apply(.home)
    checkEqual(body.cursor, 6)
    body.apply(.down)
    checkEqual(body.cursor, 6)
  }

  @Test func upKeepsTheDisplayColumnAcrossWideCharacters() {
    var body = TextInput("東京都\nabcdef", allowsNewlines: true)
    body.apply(.home)
    body.apply(.right)
    body.apply(.right)
    body.apply(.right)
    body.apply(.up)
    // Column 3 falls inside 京: the cursor stops before it.
    checkEqual(body.cursor, 1)
  }

  @Test func visibleLineScrollsToKeepTheCursorShown() {
    let input = TextInput("abcdefghij")
    let end = input.visibleLine(width: 5)
    checkEqual(end.text, "ghij")
    checkEqual(end.cursorColumn, 4)
    let start = typed([.home], into: input).visibleLine(width: 5)
    checkEqual(start.text, "abcde")
    checkEqual(start.cursorColumn, 0)
  }

  @Test func visibleLineCountsWideCharactersByWidth() {
    let input = TextInput("東京東京")
    let line = input.visibleLine(width: 6)
    checkEqual(line.text, "東京")
    checkEqual(line.cursorColumn, 4)
    let narrow = input.visibleLine(width: 1)
    checkEqual(narrow.text, "")
    checkEqual(narrow.cursorColumn, 0)
  }

  @Test func wrappedLinesKeepBreaksAndPlaceTheCursor() {
    var body = TextInput("abcdef\n東京x", allowsNewlines: true)
    var wrapped = body.wrappedLines(width: 4)
    checkEqual(wrapped.lines, ["abcd", "ef", "東京", "x"])
    checkEqual(wrapped.cursorLine, 3)
    checkEqual(wrapped.cursorColumn, 1)
    body.setText("abcd")
    wrapped = body.wrappedLines(width: 4)
    checkEqual(wrapped.lines, ["abcd", ""])
    checkEqual(wrapped.cursorLine, 1)
    checkEqual(wrapped.cursorColumn, 0)
    body.apply(.home)
    body.apply(.right)
    wrapped = body.wrappedLines(width: 4)
    checkEqual(wrapped.cursorLine, 0)
    checkEqual(wrapped.cursorColumn, 1)
  }

  @Test func wrappedLinesBreakAfterTheLastSpaceThatFits() {
    let text = TextInput("one two three")
    checkEqual(text.wrappedLines(width: 8).lines, ["one two ", "three"])
    checkEqual(
      TextInput("abcdefghij klm").wrappedLines(width: 4).lines, ["abcd", "efgh", "ij ", "klm"],
      "a word longer than the width breaks within")
  }

  @Test func upAndDownMoveAcrossTheWrappedLinesAndStopAtTheEnds() {
    var text = TextInput("one two three four")
    // one two |three |four
    checkEqual(text.wrappedLines(width: 8).lines, ["one two ", "three ", "four"])
    text.apply(.home)
    text.apply(.right)
    check(!text.moveAcrossWrappedLines(down: false, width: 8), "the first line has none above")
    checkEqual(text.cursor, 1)
    check(text.moveAcrossWrappedLines(down: true, width: 8))
    checkEqual(text.cursor, 9, "under the n: the h of three")
    check(text.moveAcrossWrappedLines(down: true, width: 8))
    checkEqual(text.cursor, 15, "the o of four")
    check(!text.moveAcrossWrappedLines(down: true, width: 8), "the last line has none below")
    for _ in 0..<3 { text.apply(.right) }
    checkEqual(text.cursor, 18)
    check(text.moveAcrossWrappedLines(down: false, width: 8))
    checkEqual(text.cursor, 12, "on three's line, before the break, not at the next line's start")
    checkEqual(text.wrappedLines(width: 8).cursorLine, 1)
  }

  @Test func upAndDownKeepTheirColumnOverWideCharacters() {
    var text = TextInput("東京 ab\nxyz", allowsNewlines: true)
    check(text.moveAcrossWrappedLines(down: false, width: 10))
    checkEqual(text.wrappedLines(width: 10).cursorColumn, 2, "after 東, the column 3 falls within 京")
    check(!text.moveAcrossWrappedLines(down: false, width: 10))
  }
}

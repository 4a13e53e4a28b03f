import ScreenKit
import TerminalKit
import TestSupport
import Testing

@Suite struct TextLayoutFirstWidthTests {
  @Test func theFirstLineLeavesRoomAndTheOthersTakeTheWholeWidth() {
    let lines = TextLayout.wrapped("one two three four five six", firstWidth: 8, width: 14)
    checkEqual(lines, ["one two", "three four", "five six"])
  }

  @Test func aFirstWidthNoNarrowerThanTheWidthWrapsAsTheWidthDoes() {
    let text = "one two three four"
    checkEqual(
      TextLayout.wrapped(text, firstWidth: 20, width: 9), TextLayout.wrapped(text, width: 9))
    checkEqual(TextLayout.wrapped(text, firstWidth: 9, width: 9), ["one two", "three", "four"])
  }

  @Test func laterLinesOfTheTextWrapAtTheWholeWidth() {
    let lines = TextLayout.wrapped("ab cd ef\ngh ij kl", firstWidth: 3, width: 6)
    checkEqual(lines, ["ab", "cd ef", "gh ij", "kl"])
  }
}

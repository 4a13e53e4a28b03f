import TerminalKit
import TestSupport
import Testing

struct TextLayoutListedWithOrTests {
  @Test(
    arguments: [
      ([], ""), (["body"], "body"), (["bio", "notes"], "bio or notes"),
      (["a", "b", "c"], "a, b or c"),
    ] as [([String], String)])
  func listsTheWordsAsASentence(words: [String], sentence: String) {
    checkEqual(TextLayout.listedWithOr(words), sentence)
  }
}

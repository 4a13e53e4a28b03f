import ArgumentParsing
import Testing

@Suite struct ShellWordsTests {
  @Test(
    arguments: [
      ("plain-word_1.txt", "plain-word_1.txt"), ("http://a.test:80/x", "http://a.test:80/x"),
      ("two words", "'two words'"), ("it's", #"'it'\''s'"#), ("", "''"), ("$HOME", "'$HOME'"),
      ("東京", "'東京'"), ("a;b", "'a;b'"),
    ])
  func quotesOnlyWhatTheShellWouldRead(word: String, quoted: String) {
    #expect(ShellWords.quoted(word) == quoted)
  }

  /// The names a completion offers as they are: a collection's name, with its final `/`.
  @Test(arguments: ["plants", "books/", "50%", "a.b_c-d", "user@host", "x=1"])
  func aWordOfPlainCharactersIsTakenAsTyped(word: String) {
    #expect(ShellWords.isPlain(word))
  }

  @Test(arguments: ["", "name with space", "a?b", "tab\tx", "~home", "$HOME", "it's", "café"])
  func aWordTheShellWouldReadOtherwiseIsNot(word: String) {
    #expect(!ShellWords.isPlain(word))
  }
}

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
}

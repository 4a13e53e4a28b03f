import Testing

@testable import AppCommands

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

  @Test func aCommandLineKeepsTheCommandItsArgumentsAndOptionsAndAddsTheAnswers() throws {
    let parsed = try AppCommandLine.spec.parse([
      "post", "edit", "7", "--base-url", "http://127.0.0.1:3000", "--no-pager",
    ])

    #expect(
      CommandContext.commandLine(parsed, adding: [("--title", "A title")])
        == "app post edit 7 --no-pager --base-url http://127.0.0.1:3000 --title 'A title'")
  }
}

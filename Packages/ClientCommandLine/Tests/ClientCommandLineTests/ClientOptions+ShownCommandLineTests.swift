import ArgumentParsing
import ClientCommandLine
import TestSupport
import Testing

@Suite struct ClientOptionsShownCommandLineTests {
  @Test func aCommandLineKeepsTheCommandItsArgumentsAndOptionsAndAddsTheAnswers() throws {
    let parsed = try appCommandLine.parse([
      "post", "7", "--base-url", "http://127.0.0.1:3000", "--refresh",
    ])

    checkEqual(
      appOptions.shownCommandLine(parsed, adding: [("--title", "A title")]),
      "app post 7 --refresh --base-url http://127.0.0.1:3000 --title 'A title'")
  }
}

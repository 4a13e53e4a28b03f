import Testing

@testable import AppCommands

@Suite struct PrompterTests {
  @Test func asksAndReturnsTheAnswer() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["Ada"]))

    #expect(prompter.ask("Name") == "Ada")
    #expect(recorder.error == "? Name: ")
  }

  @Test func anEmptyAnswerKeepsTheDefault() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["", "  "]))

    #expect(prompter.ask("Name", defaultValue: "Renée Fontaine") == "Renée Fontaine")
    #expect(prompter.ask("Phone") == "")
    #expect(recorder.error == "? Name (Renée Fontaine): ? Phone: ")
  }

  @Test func theEndOfInputIsNoAnswer() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console())

    #expect(prompter.ask("Name") == nil)
    #expect(prompter.confirm("Delete post 7?") == nil)
  }

  @Test(arguments: [("y", true), ("YES", true), (" y ", true), ("n", false), ("", false)])
  func confirmsOnlyYes(answer: String, expected: Bool) {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: [answer]))

    #expect(prompter.confirm("Delete post 7?") == expected)
    #expect(recorder.error == "Delete post 7? [y/N] ")
  }
}

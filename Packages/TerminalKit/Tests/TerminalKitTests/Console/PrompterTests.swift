import Testing

@testable import TerminalKit

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

@Suite struct PrompterLineEditingTests {
  @Test func onATerminalTheCurrentValueIsTheTextToEdit() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: [""], editsLines: true))

    #expect(prompter.ask("Phone", defaultValue: "555-0100") == "")
    #expect(recorder.editedLines.map(\.prompt) == ["? Phone: "])
    #expect(recorder.editedLines.map(\.text) == ["555-0100"])
    #expect(recorder.error.isEmpty)
  }

  @Test func aHintFollowsTheLabel() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["Typed"], editsLines: true))

    #expect(prompter.ask("Body", hint: "Enter opens vim") == "Typed")
    #expect(recorder.editedLines.map(\.prompt) == ["? Body (Enter opens vim): "])
  }

  @Test func confirmsOnTheLineEditor() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["yes"], editsLines: true))

    #expect(prompter.confirm("Delete post 7?") == true)
    #expect(prompter.confirm("Delete post 8?") == nil)
    #expect(
      recorder.editedLines.map(\.prompt) == ["Delete post 7? [y/N] ", "Delete post 8? [y/N] "])
  }
}

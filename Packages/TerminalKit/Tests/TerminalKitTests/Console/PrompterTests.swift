import TestSupport
import Testing

@testable import TerminalKit

@Suite struct PrompterTests {
  @Test func asksAndReturnsTheAnswer() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["Ada"]))

    checkEqual(prompter.ask("Name"), "Ada")
    checkEqual(recorder.error, "? Name: ")
  }

  @Test func anEmptyAnswerKeepsTheDefault() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["", "  "]))

    checkEqual(prompter.ask("Name", defaultValue: "Renée Fontaine"), "Renée Fontaine")
    checkEqual(prompter.ask("Phone"), "")
    checkEqual(recorder.error, "? Name (Renée Fontaine): ? Phone: ")
  }

  @Test func theEndOfInputIsNoAnswer() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console())

    checkEqual(prompter.ask("Name"), nil)
    checkEqual(prompter.confirm("Delete post 7?"), nil)
  }

  @Test(arguments: [("y", true), ("YES", true), (" y ", true), ("n", false), ("", false)])
  func confirmsOnlyYes(answer: String, expected: Bool) {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: [answer]))

    checkEqual(prompter.confirm("Delete post 7?"), expected)
    checkEqual(recorder.error, "Delete post 7? [y/N] ")
  }
}

@Suite struct PrompterLineEditingTests {
  @Test func onATerminalTheCurrentValueIsTheTextToEdit() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: [""], editsLines: true))

    checkEqual(prompter.ask("Phone", defaultValue: "555-0100"), "")
    checkEqual(recorder.editedLines.map(\.prompt), ["? Phone: "])
    checkEqual(recorder.editedLines.map(\.text), ["555-0100"])
    check(recorder.error.isEmpty)
  }

  @Test func aHintFollowsTheLabel() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["Typed"], editsLines: true))

    checkEqual(prompter.ask("Body", hint: "Enter opens vim"), "Typed")
    checkEqual(recorder.editedLines.map(\.prompt), ["? Body (Enter opens vim): "])
  }

  @Test func confirmsOnTheLineEditor() {
    let recorder = ConsoleRecorder()
    let prompter = Prompter(console: recorder.console(answers: ["yes"], editsLines: true))

    checkEqual(prompter.confirm("Delete post 7?"), true)
    checkEqual(prompter.confirm("Delete post 8?"), nil)
    checkEqual(
      recorder.editedLines.map(\.prompt), ["Delete post 7? [y/N] ", "Delete post 8? [y/N] "])
  }
}

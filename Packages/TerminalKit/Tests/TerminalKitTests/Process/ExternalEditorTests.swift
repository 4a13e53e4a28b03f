import TestSupport
import Testing

@testable import TerminalKit

@Suite struct ExternalEditorTests {
  @Test func visualComesBeforeEditorAndViIsTheFallback() {
    checkEqual(
      ExternalEditor(environment: ["VISUAL": "code --wait", "EDITOR": "ed"]).command, "code --wait")
    checkEqual(ExternalEditor(environment: ["VISUAL": " ", "EDITOR": "ed"]).command, "ed")
    checkEqual(ExternalEditor(environment: [:]).command, "vi")
  }

  @Test func noEditorIsNamedWhenBothAreUnsetOrBlank() {
    checkEqual(ExternalEditor.named(in: [:]), nil)
    checkEqual(ExternalEditor.named(in: ["VISUAL": "", "EDITOR": "\t"]), nil)
    checkEqual(ExternalEditor.named(in: ["EDITOR": "vim"]), ExternalEditor(command: "vim"))
  }

  @Test(arguments: [("vim", "vim"), ("/usr/bin/vim -f", "vim"), ("code --wait", "code")])
  func theNameIsTheProgramWithoutItsFolder(command: String, name: String) {
    checkEqual(ExternalEditor(command: command).name, name)
  }

  @Test func theFilesTextComesBackWithoutTheLineBreaksTheEditorAdded() {
    let editor = ExternalEditor(command: "printf 'edited 東京\\n\\n' >")
    checkEqual(editor.edit("before"), .success("edited 東京"))
    checkEqual(editor.edit("before\n"), .success("edited 東京\n"))
  }

  @Test func theEditorSeesTheTextAndAnUnchangedFileGivesItBack() {
    let editor = ExternalEditor(command: "grep -q '^two$'")
    checkEqual(editor.edit("one\ntwo"), .success("one\ntwo"))
  }

  @Test func aFailingEditorIsAFailureNamingItsStatus() {
    let outcome = ExternalEditor(command: "exit 3;").edit("text")
    checkEqual(outcome, .failure(ExternalEditor.Failure(editor: "exit", reason: .exited(3))))
    checkEqual(
      ExternalEditor.Failure(editor: "vim", reason: .exited(3)).message,
      "the editor vim exited with status 3")
  }

  @Test func aMissingEditorIsNotFound() {
    let outcome = ExternalEditor(command: "/nonexistent/editor").edit("text")
    checkEqual(outcome, .failure(ExternalEditor.Failure(editor: "editor", reason: .notFound)))
    checkEqual(
      ExternalEditor.Failure(editor: "editor", reason: .notFound).message,
      "the editor editor was not found")
  }

  @Test func aSignalledEditorSaysWhichSignal() {
    let outcome = ExternalEditor(command: "kill -TERM $$;").edit("text")
    checkEqual(outcome, .failure(ExternalEditor.Failure(editor: "kill", reason: .signalled(15))))
  }
}

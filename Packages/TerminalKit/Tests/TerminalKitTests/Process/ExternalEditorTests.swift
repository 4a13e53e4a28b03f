import Testing

@testable import TerminalKit

@Suite struct ExternalEditorTests {
  @Test func visualComesBeforeEditorAndViIsTheFallback() {
    #expect(
      ExternalEditor(environment: ["VISUAL": "code --wait", "EDITOR": "ed"]).command
        == "code --wait")
    #expect(ExternalEditor(environment: ["VISUAL": " ", "EDITOR": "ed"]).command == "ed")
    #expect(ExternalEditor(environment: [:]).command == "vi")
  }

  @Test func noEditorIsNamedWhenBothAreUnsetOrBlank() {
    #expect(ExternalEditor.named(in: [:]) == nil)
    #expect(ExternalEditor.named(in: ["VISUAL": "", "EDITOR": "\t"]) == nil)
    #expect(ExternalEditor.named(in: ["EDITOR": "vim"]) == ExternalEditor(command: "vim"))
  }

  @Test(arguments: [("vim", "vim"), ("/usr/bin/vim -f", "vim"), ("code --wait", "code")])
  func theNameIsTheProgramWithoutItsFolder(command: String, name: String) {
    #expect(ExternalEditor(command: command).name == name)
  }

  @Test func theFilesTextComesBackWithoutTheLineBreaksTheEditorAdded() {
    let editor = ExternalEditor(command: "printf 'edited 東京\\n\\n' >")
    #expect(editor.edit("before") == .success("edited 東京"))
    #expect(editor.edit("before\n") == .success("edited 東京\n"))
  }

  @Test func theEditorSeesTheTextAndAnUnchangedFileGivesItBack() {
    let editor = ExternalEditor(command: "grep -q '^two$'")
    #expect(editor.edit("one\ntwo") == .success("one\ntwo"))
  }

  @Test func aFailingEditorIsAFailureNamingItsStatus() {
    let outcome = ExternalEditor(command: "exit 3;").edit("text")
    #expect(outcome == .failure(ExternalEditor.Failure(editor: "exit", reason: .exited(3))))
    #expect(
      ExternalEditor.Failure(editor: "vim", reason: .exited(3)).message
        == "the editor vim exited with status 3")
  }

  @Test func aMissingEditorIsNotFound() {
    let outcome = ExternalEditor(command: "/nonexistent/editor").edit("text")
    #expect(outcome == .failure(ExternalEditor.Failure(editor: "editor", reason: .notFound)))
    #expect(
      ExternalEditor.Failure(editor: "editor", reason: .notFound).message
        == "the editor editor was not found")
  }

  @Test func aSignalledEditorSaysWhichSignal() {
    let outcome = ExternalEditor(command: "kill -TERM $$;").edit("text")
    #expect(outcome == .failure(ExternalEditor.Failure(editor: "kill", reason: .signalled(15))))
  }
}

import Testing

@testable import TerminalKit

@Suite struct ExternalEditorTests {
  @Test func visualComesBeforeEditorAndViIsTheFallback() {
    #expect(ExternalEditor.command(in: ["VISUAL": "nano", "EDITOR": "ed"]) == "nano")
    #expect(ExternalEditor.command(in: ["VISUAL": " ", "EDITOR": "ed"]) == "ed")
    #expect(ExternalEditor.command(in: [:]) == "vi")
  }

  @Test func theFilesTextComesBackWithoutTheLineBreakTheEditorAdded() {
    let editor = ExternalEditor(command: "printf 'edited 東京\\n' >")
    #expect(editor.edit("before") == .edited("edited 東京"))
  }

  @Test func theEditorSeesTheTextAndAnUnchangedFileGivesItBack() {
    let editor = ExternalEditor(command: "grep -q '^two$'")
    #expect(editor.edit("one\ntwo") == .edited("one\ntwo"))
  }

  @Test func aFailingEditorIsAFailureNamingItsStatus() {
    guard case .failed(let message) = ExternalEditor(command: "exit 3;").edit("text") else {
      Issue.record("a failing editor gave a text")
      return
    }
    #expect(message.contains("exited with status 3"))
  }

  @Test func aMissingEditorIsAFailure() {
    let outcome = ExternalEditor(command: "/nonexistent/editor").edit("text")
    #expect(
      outcome
        == .failed("the editor (/nonexistent/editor) exited with status 127; the body is unchanged")
    )
  }
}

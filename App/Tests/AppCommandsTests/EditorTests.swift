import Testing

@testable import AppCommands

@Suite struct EditorTests {
  @Test func visualComesBeforeEditor() {
    #expect(
      Editor(environment: ["VISUAL": "code --wait", "EDITOR": "vim"])?.command == "code --wait")
    #expect(Editor(environment: ["EDITOR": "vim"])?.command == "vim")
    #expect(Editor(environment: ["VISUAL": " ", "EDITOR": "nano"])?.command == "nano")
  }

  @Test func noEditorIsSetWhenBothAreUnsetOrBlank() {
    #expect(Editor(environment: [:]) == nil)
    #expect(Editor(environment: ["VISUAL": "", "EDITOR": "\t"]) == nil)
  }

  @Test(arguments: [("vim", "vim"), ("/usr/bin/vim -f", "vim"), ("code --wait", "code")])
  func theNameIsTheProgramWithoutItsFolder(command: String, name: String) {
    #expect(Editor(command: command).name == name)
  }

  @Test func finalLineFeedsAreDropped() {
    #expect("Body\n\n".droppingFinalLineBreaks == "Body")
    #expect("One\nTwo".droppingFinalLineBreaks == "One\nTwo")
  }
}

import AppCommands
import TerminalKit
import Testing

@Suite struct WriteCommandsAskingTests {
  func run(
    _ arguments: [String], answers: [String],
    editedTexts: [Result<String, ExternalEditor.Failure>] = [],
    environment: [String: String] = [:], editsLines: Bool = true
  ) async -> (ExitCode, ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: true, inputIsTerminal: true, answers: answers, editsLines: editsLines,
      editedTexts: editedTexts)
    let application = Application(console: console, environment: environment)
    return (await application.run(arguments: arguments + ["--sample", "--json"]), recorder)
  }

  @Test func anInvalidAnswerIsAskedAgainAtOnce() async throws {
    let answers = ["Ada", "ada", "ada@nodot", "ada@example.org"] + Array(repeating: "", count: 7)
    let (status, console) = await run(["user", "create"], answers: answers)

    #expect(status == .success)
    #expect(console.error == "! email is not a valid address\n")
    #expect(
      console.editedLines.map(\.prompt).prefix(5) == [
        "? Name: ", "? Username: ", "? Email: ", "? Email: ", "? Phone: ",
      ])
    let edited = console.editedLines
    try #require(edited.count > 3)
    #expect(edited[3].text == "ada@nodot", "the rejected answer is there to correct")
    #expect(console.output.contains(#""email" : "ada@example.org""#))
  }

  @Test func aBlankRequiredAnswerIsAskedAgainWithoutATerminalsEditing() async {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: true, inputIsTerminal: true, answers: ["1", " ", "Title", "Body"])
    let status = await Application(console: console, environment: [:]).run(arguments: [
      "post", "create", "--sample",
    ])

    #expect(status == .success)
    #expect(recorder.error == "? User ID: ? Title: ! title can't be blank\n? Title: ? Body: ")
  }

  @Test func onlyTheMissingRequiredFieldsAreAskedWhenSomeAreGiven() async {
    let (status, console) = await run(
      ["user", "create", "--name", "Ada Lovelace"], answers: ["ada", "ada@example.org"])

    #expect(status == .success)
    #expect(console.editedLines.map(\.prompt) == ["? Username: ", "? Email: "])
    #expect(console.output.contains(#""name" : "Ada Lovelace""#))
    #expect(console.output.contains(#""username" : "ada""#))
  }

  @Test func anInvalidGivenValueIsAskedAgainStartingFromIt() async {
    let (status, console) = await run(
      ["user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@nodot"],
      answers: ["ada@example.org"])

    #expect(status == .success)
    #expect(console.error == "! email is not a valid address\n")
    #expect(console.editedLines.map(\.prompt) == ["? Email: "])
    #expect(console.editedLines.map(\.text) == ["ada@nodot"])
  }

  @Test func theEndOfInputAtAMissingFieldCancels() async {
    let (status, console) = await run(["post", "create", "--user", "1"], answers: ["Title"])

    #expect(status == .interrupted)
    #expect(console.output.isEmpty)
  }

  @Test func anEmptyBodyOpensTheEditor() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", ""], editedTexts: [.success("Line one\nTwo")],
      environment: ["EDITOR": "/usr/bin/vim -f"])

    #expect(status == .success)
    #expect(console.editedLines.last?.prompt == "? Body (Enter opens vim): ")
    #expect(console.editors.map(\.editor) == [ExternalEditor(command: "/usr/bin/vim -f")])
    #expect(console.editors.map(\.text) == [""])
    #expect(console.output.contains(#""body" : "Line one\nTwo""#))
  }

  @Test func theEditorStartsFromTheCurrentBodyWhenEditing() async {
    let (status, console) = await run(
      ["post", "edit", "7"], answers: ["Kept title", ""], editedTexts: [.success("New body")],
      environment: ["VISUAL": "nano", "EDITOR": "vim"])

    #expect(status == .success)
    #expect(console.editors.map(\.editor.name) == ["nano"])
    #expect(console.editors.first?.text.isEmpty == false)
    #expect(console.output.contains(#""body" : "New body""#))
  }

  @Test func aTypedBodyNeedsNoEditor() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "Typed"], environment: ["EDITOR": "vim"])

    #expect(status == .success)
    #expect(console.editors.isEmpty)
    #expect(console.output.contains(#""body" : "Typed""#))
  }

  @Test func anEditorThatFailsIsReportedAndTheBodyTyped() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "", "Typed instead"],
      editedTexts: [.failure(ExternalEditor.Failure(editor: "vim", reason: .exited(1)))],
      environment: ["EDITOR": "vim"])

    #expect(status == .success)
    #expect(console.error == "app: the editor vim exited with status 1; type the body instead\n")
    #expect(
      console.editedLines.suffix(2).map(\.prompt) == ["? Body (Enter opens vim): ", "? Body: "])
    #expect(console.output.contains(#""body" : "Typed instead""#))
  }

  @Test func anEmptyTextFromTheEditorIsAskedAgain() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "", "Typed"], editedTexts: [.success("")],
      environment: ["EDITOR": "vim"])

    #expect(status == .success)
    #expect(console.error == "! body can't be blank\n")
    #expect(console.output.contains(#""body" : "Typed""#))
  }

  @Test func theEditorIsOfferedOnlyWithLineEditing() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "Typed"], environment: ["EDITOR": "vim"],
      editsLines: false)

    #expect(status == .success)
    #expect(console.error == "? User ID: ? Title: ? Body: ")
    #expect(console.editors.isEmpty)
  }
}

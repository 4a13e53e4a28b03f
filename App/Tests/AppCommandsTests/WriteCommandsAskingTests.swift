import AppCommands
import Foundation
import TerminalKit
import TerminalViews
import TestSupport
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

    checkEqual(status, .success)
    checkEqual(console.error, "! email is not a valid address\n")
    checkEqual(
      console.editedLines.map(\.prompt).prefix(5),
      [
        "? Name: ", "? Username: ", "? Email: ", "? Email: ", "? Phone: ",
      ])
    let edited = console.editedLines
    try #require(edited.count > 3)
    checkEqual(edited[3].text, "ada@nodot", "the rejected answer is there to correct")
    check(console.output.contains(#""email" : "ada@example.org""#))
  }

  @Test func aBlankRequiredAnswerIsAskedAgainWithoutATerminalsEditing() async {
    let recorder = ConsoleRecorder()
    let console = recorder.console(
      outputIsTerminal: true, inputIsTerminal: true, answers: ["1", " ", "Title", "Body"])
    let status = await Application(console: console, environment: [:]).run(arguments: [
      "post", "create", "--sample",
    ])

    checkEqual(status, .success)
    checkEqual(recorder.error, "? User ID: ? Title: ! title can't be blank\n? Title: ? Body: ")
  }

  @Test func onlyTheMissingRequiredFieldsAreAskedWhenSomeAreGiven() async {
    let (status, console) = await run(
      ["user", "create", "--name", "Ada Lovelace"], answers: ["ada", "ada@example.org"])

    checkEqual(status, .success)
    checkEqual(console.editedLines.map(\.prompt), ["? Username: ", "? Email: "])
    check(console.output.contains(#""name" : "Ada Lovelace""#))
    check(console.output.contains(#""username" : "ada""#))
  }

  @Test func anInvalidGivenValueIsAskedAgainStartingFromIt() async {
    let (status, console) = await run(
      ["user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@nodot"],
      answers: ["ada@example.org"])

    checkEqual(status, .success)
    checkEqual(console.error, "! email is not a valid address\n")
    checkEqual(console.editedLines.map(\.prompt), ["? Email: "])
    checkEqual(console.editedLines.map(\.text), ["ada@nodot"])
  }

  @Test func theEndOfInputAtAMissingFieldCancels() async {
    let (status, console) = await run(["post", "create", "--user", "1"], answers: ["Title"])

    checkEqual(status, .interrupted)
    check(console.output.isEmpty)
  }

  @Test func anEmptyBodyOpensTheEditor() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", ""], editedTexts: [.success("Line one\nTwo")],
      environment: ["EDITOR": "/usr/bin/vim -f"])

    checkEqual(status, .success)
    checkEqual(console.editedLines.last?.prompt, "? Body (Enter opens vim): ")
    checkEqual(console.editors.map(\.editor), [ExternalEditor(command: "/usr/bin/vim -f")])
    checkEqual(console.editors.map(\.text), [""])
    check(console.output.contains(#""body" : "Line one\nTwo""#))
  }

  @Test func theEditorStartsFromTheCurrentBodyWhenEditing() async {
    let (status, console) = await run(
      ["post", "edit", "7"], answers: ["Kept title", ""], editedTexts: [.success("New body")],
      environment: ["VISUAL": "nano", "EDITOR": "vim"])

    checkEqual(status, .success)
    checkEqual(console.editors.map(\.editor.name), ["nano"])
    checkEqual(console.editors.first?.text.isEmpty, false)
    check(console.output.contains(#""body" : "New body""#))
  }

  @Test func aTypedBodyNeedsNoEditor() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "Typed"], environment: ["EDITOR": "vim"])

    checkEqual(status, .success)
    check(console.editors.isEmpty)
    check(console.output.contains(#""body" : "Typed""#))
  }

  @Test func anEditorThatFailsIsReportedAndTheBodyTyped() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "", "Typed instead"],
      editedTexts: [.failure(ExternalEditor.Failure(editor: "vim", reason: .exited(1)))],
      environment: ["EDITOR": "vim"])

    checkEqual(status, .success)
    checkEqual(console.error, "app: the editor vim exited with status 1; type the body instead\n")
    checkEqual(
      console.editedLines.suffix(2).map(\.prompt), ["? Body (Enter opens vim): ", "? Body: "])
    check(console.output.contains(#""body" : "Typed instead""#))
  }

  @Test func anEmptyTextFromTheEditorIsAskedAgain() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "", "Typed"], editedTexts: [.success("")],
      environment: ["EDITOR": "vim"])

    checkEqual(status, .success)
    checkEqual(console.error, "! body can't be blank\n")
    check(console.output.contains(#""body" : "Typed""#))
  }

  @Test func theEditorIsOfferedOnlyWithLineEditing() async {
    let (status, console) = await run(
      ["post", "create"], answers: ["1", "Title", "Typed"], environment: ["EDITOR": "vim"],
      editsLines: false)

    checkEqual(status, .success)
    checkEqual(console.error, "? User ID: ? Title: ? Body: ")
    check(console.editors.isEmpty)
  }

  /// The JSON object `text` holds.
  func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func anEmptyAnswerForANestedFieldOpensTheEditorOnAnEmptyObject() async throws {
    let (status, console) = await run(
      ["create", "users"], answers: ["Ada", "ada", "ada@example.org", "", "555", "ada.dev", ""],
      editedTexts: [.success(#"{"city": "Lyon"}"#), .success("{\n  \"name\": \"Engines\"\n}\n")],
      environment: ["EDITOR": "vim"])

    checkEqual(status, .success, "\(console.error)")
    checkEqual(
      console.editedLines.map(\.prompt).filter { $0.contains("Enter opens") },
      [
        "? address (an object, in every record, Enter opens vim): ",
        "? company (an object, in every record, Enter opens vim): ",
      ])
    checkEqual(
      console.editors.map(\.editor), [ExternalEditor(command: "vim"), .init(command: "vim")])
    checkEqual(console.editors.map(\.text), ["{}", "{}"])
    let created = try object(console.output)
    checkEqual(created["address"] as? [String: String], ["city": "Lyon"])
    checkEqual(created["company"] as? [String: String], ["name": "Engines"])
  }

  @Test func anEditedTextThatIsNoObjectIsAskedAgainAndReopensOnIt() async throws {
    let (status, console) = await run(
      ["create", "users"],
      answers: ["Ada", "ada", "ada@example.org", "", "", "", "555", "ada.dev", #"{"name": "E"}"#],
      editedTexts: [
        .success("{city: Lyon"), .success(#"["Lyon"]"#), .success(#"{"city": "Lyon"}"#),
      ],
      environment: ["EDITOR": "vim"])

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.error, "! address is an object in JSON\n! address is an object in JSON\n")
    checkEqual(console.editors.map(\.text), ["{}", "{city: Lyon", #"["Lyon"]"#])
    try checkEqual(object(console.output)["address"] as? [String: String], ["city": "Lyon"])
  }

  @Test func editingANestedFieldOpensTheEditorOnTheRecordsJSON() async throws {
    // Blank answers keep the text fields; company is typed, without the editor.
    let (status, console) = await run(
      ["edit", "users", "1"], answers: ["", "", "", "", "", "", #"{"name": "Engines"}"#],
      editedTexts: [.success(#"{"city": "Paris"}"#)], environment: ["EDITOR": "vim"])

    checkEqual(status, .success, "\(console.error)")
    let opened = try #require(console.editors.first?.text)
    checkEqual(console.editors.count, 1)
    try checkEqual(object(opened)["city"] as? String, "Melbourne", "user 1's address")
    check(opened.contains("\n"), "laid out for editing")
    let edited = try object(console.output)
    checkEqual(edited["address"] as? [String: String], ["city": "Paris"])
    checkEqual(edited["company"] as? [String: String], ["name": "Engines"])
    check(edited["username"] != nil, "the fields not changed are kept")
  }
}

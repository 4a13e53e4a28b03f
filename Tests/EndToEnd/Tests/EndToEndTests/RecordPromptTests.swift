import Foundation
import TestSupport
import Testing

/// `app create`, `app edit` and `app delete` of an unseen collection on a terminal, against
/// `app serve`: the fields asked from the collection's records, an answer of the wrong kind
/// asked again, a nested field written in `$EDITOR`, and the record named before it is deleted;
/// each checked against the file the server keeps.
@Suite("record prompts on a terminal", .onWaitingThreads)
struct RecordPromptTests {
  @Test(arguments: [80, 40] as [UInt16])
  func asksForTheFieldsEveryRecordHasFirst(columns: UInt16) async throws {
    try await ServeProcess.served(RecordWriteCommandsTests.database) { server, file in
      let app = try TerminalProcess.start(
        ["create", "plants", "--base-url", server.baseURL, "--color", "never"], columns: columns)

      // At 40 columns a long question is cut to leave room for the answer: its start shows.
      check(app.waitFor("? name (text, in"))
      app.type("Ivy\n")
      check(app.waitFor("? height (a number, in"))
      app.type("tall\n")
      check(app.waitFor("! height is a number"))
      // The rejected answer is on the line to correct, once the question is asked again: keys
      // typed before would reach the terminal's own line editing, between two questions.
      check(app.waitFor("tall"), "the answer is there to correct")
      app.type("\u{7F}\u{7F}\u{7F}\u{7F}15\n")
      check(app.waitFor("? indoor (true or false"))
      app.type("yes\n")
      check(app.waitFor("? tags (a list, in every"))
      app.type(#"["climbing"]"# + "\n")
      check(app.waitFor("? placement (an object)"))
      app.type("\n")
      let result = app.wait()

      checkEqual(result.status, 0, "\(result.output)")
      let ivy = try #require(
        try RecordWriteCommandsTests.records("plants", in: file).first {
          $0["name"] as? String == "Ivy"
        })
      checkEqual(ivy["height"] as? Int, 15)
      checkEqual(ivy["indoor"] as? Bool, true)
      checkEqual(ivy["tags"] as? [String], ["climbing"])
      check(ivy["placement"] == nil, "a blank answer leaves the field out")
    }
  }

  @Test func takesNullForAFieldTheRecordsGiveNull() async throws {
    let database = #"""
      {"pets": [{"id": 1, "name": "Rex", "alive": true, "owner": null},
                {"id": 2, "name": "Tom", "alive": null, "owner": "Ann"}]}
      """#
    try await ServeProcess.served(database) { server, file in
      let app = try TerminalProcess.start(
        ["create", "pets", "--base-url", server.baseURL, "--color", "never"])
      check(app.waitFor("? name (text, in every record"))
      app.type("Kit\n")
      check(app.waitFor("? alive (true or false or null, in every record"))
      app.type("null\n")
      check(app.waitFor("? owner (text or null, in every record"))
      app.type("null\n")
      let result = app.wait()

      checkEqual(result.status, 0, "\(result.output)")
      let kit = try #require(
        try RecordWriteCommandsTests.records("pets", in: file).first {
          $0["name"] as? String == "Kit"
        })
      check(kit["alive"] is NSNull, "null, not refused as not true or false")
      check(kit["owner"] is NSNull, "null, not the text null")
    }
  }

  /// Runs `app` with `arguments` against `server` on a terminal, with `editor` as `$EDITOR`,
  /// waiting for each prompt of `exchanges` in turn and typing its answer, and expects it to
  /// succeed.
  static func run(
    _ arguments: [String], against server: ServeProcess, editor: EditorScript,
    answering exchanges: [(prompt: String, answer: String)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let app = try TerminalProcess.start(
      arguments + ["--base-url", server.baseURL, "--color", "never"],
      environment: ["EDITOR": editor.url.path])
    for (prompt, answer) in exchanges {
      check(app.waitFor(prompt), "asked \(prompt)", sourceLocation: sourceLocation)
      app.type(answer + "\n")
    }
    let result = app.wait()
    checkEqual(result.status, 0, "\(result.output)", sourceLocation: sourceLocation)
  }

  @Test func theEditorWritesANestedFieldOfANewRecordFromAnEmptyObject() async throws {
    try await ServeProcess.served(RecordWriteCommandsTests.database) { server, file in
      let editor = try EditorScript(named: "edit-json", saving: #"{"room": "study", "shelf": 2}"#)

      try Self.run(
        ["create", "plants"], against: server, editor: editor,
        answering: [
          ("? name (text, in every record): ", "Ivy"),
          ("? height (a number, in every record): ", "15"),
          ("? indoor (true or false, in every record): ", "yes"),
          ("? tags (a list, in every record, Enter opens edit-json): ", #"["climbing"]"#),
          ("? placement (an object, Enter opens edit-json): ", ""),
        ])

      checkEqual(editor.opened, "{}")
      let ivy = try #require(
        try RecordWriteCommandsTests.records("plants", in: file).first {
          $0["name"] as? String == "Ivy"
        })
      let placement = ivy["placement"] as? [String: Any]
      checkEqual(placement?["room"] as? String, "study")
      checkEqual(placement?["shelf"] as? Int, 2)
    }
  }

  @Test func theEditorOpensOnTheRecordsNestedField() async throws {
    try await ServeProcess.served(RecordWriteCommandsTests.database) { server, file in
      let editor = try EditorScript(named: "edit-json", saving: #"{"room": "study"}"#)

      // The text fields keep their values; the list is typed; the object is edited.
      try Self.run(
        ["edit", "plants", "1"], against: server, editor: editor,
        answering: [
          ("? name (text): ", ""), ("? height (a number): ", ""),
          ("? indoor (true or false): ", ""),
          ("? tags (a list, Enter opens edit-json): ", #"["green"]"#),
          ("? placement (an object, Enter opens edit-json): ", ""),
        ])

      let opened = try #require(editor.opened)
      let start = try JSONSerialization.jsonObject(with: Data(opened.utf8)) as? [String: String]
      checkEqual(start, ["room": "hall"], "Fern's placement")
      let fern = try #require(try RecordWriteCommandsTests.record("plants", id: "1", in: file))
      checkEqual(fern["placement"] as? [String: String], ["room": "study"])
      checkEqual(fern["name"] as? String, "Fern")
    }
  }

  @Test(arguments: [80, 40] as [UInt16])
  func namesTheRecordBeforeDeletingIt(columns: UInt16) async throws {
    try await ServeProcess.served(RecordWriteCommandsTests.database) { server, file in
      let app = try TerminalProcess.start(
        ["delete", "plants", "1", "--base-url", server.baseURL, "--color", "never"],
        columns: columns)

      check(app.waitFor(#"Delete plants 1 "Fern"?"#))
      app.type("y\n")
      let result = app.wait()

      checkEqual(result.status, 0, "\(result.output)")
      check(result.output.contains("Deleted plants 1."))
      check(try RecordWriteCommandsTests.record("plants", id: "1", in: file) == nil)
    }
  }
}

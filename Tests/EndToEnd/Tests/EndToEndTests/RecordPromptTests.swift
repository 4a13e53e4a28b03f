import Foundation
import Testing

/// `app create` and `app delete` of an unseen collection on a terminal, against `app serve`:
/// the fields asked from the collection's records, an answer of the wrong kind asked again, and
/// the record named before it is deleted; each checked against the file the server keeps.
@Suite("record prompts on a terminal")
struct RecordPromptTests {
  @Test(arguments: [80, 40] as [UInt16])
  func asksForTheFieldsOfTheRecordsRequiredFirst(columns: UInt16) async throws {
    try await ServeProcess.served(RecordWriteCommandsTests.database) { server, file in
      let app = try TerminalProcess.start(
        ["create", "plants", "--base-url", server.baseURL, "--color", "never"], columns: columns)

      // At 40 columns a long question is cut to leave room for the answer: its start shows.
      #expect(app.waitFor("? name (text, required): "))
      app.type("Ivy\n")
      #expect(app.waitFor("? height (a number, re"))
      app.type("tall\n")
      #expect(app.waitFor("! height is a number"))
      // The rejected answer is on the line to correct.
      app.type("\u{7F}\u{7F}\u{7F}\u{7F}15\n")
      #expect(app.waitFor("? indoor (true or false"))
      app.type("yes\n")
      #expect(app.waitFor("? tags (a list, required"))
      app.type(#"["climbing"]"# + "\n")
      #expect(app.waitFor("? placement (an object)"))
      app.type("\n")
      let result = app.wait()

      #expect(result.status == 0, "\(result.output)")
      let ivy = try #require(
        try RecordWriteCommandsTests.records("plants", in: file).first {
          $0["name"] as? String == "Ivy"
        })
      #expect(ivy["height"] as? Int == 15)
      #expect(ivy["indoor"] as? Bool == true)
      #expect(ivy["tags"] as? [String] == ["climbing"])
      #expect(ivy["placement"] == nil, "a blank answer leaves the field out")
    }
  }

  @Test(arguments: [80, 40] as [UInt16])
  func namesTheRecordBeforeDeletingIt(columns: UInt16) async throws {
    try await ServeProcess.served(RecordWriteCommandsTests.database) { server, file in
      let app = try TerminalProcess.start(
        ["delete", "plants", "1", "--base-url", server.baseURL, "--color", "never"],
        columns: columns)

      #expect(app.waitFor(#"Delete plants 1 "Fern"?"#))
      app.type("y\n")
      let result = app.wait()

      #expect(result.status == 0, "\(result.output)")
      #expect(result.output.contains("Deleted plants 1."))
      #expect(try RecordWriteCommandsTests.record("plants", id: "1", in: file) == nil)
    }
  }
}

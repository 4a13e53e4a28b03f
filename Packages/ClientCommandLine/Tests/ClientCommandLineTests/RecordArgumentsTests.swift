import ArgumentParsing
import ClientCommandLine
import Foundation
import HTTPClient
import JSONCoding
import TerminalKit
import TestSupport
import Testing

@Suite struct RecordArgumentsTests {
  /// A command line of `show PATH [HEADER…]` and `write RESOURCE [ITEM…]`.
  let commandLine = CommandLineSpec(
    programName: "app",
    commands: [
      CommandSpec(
        name: "show", summary: "Show",
        arguments: [RecordArguments.id.spec, RecordArguments.headers.spec]),
      CommandSpec(
        name: "write", summary: "Write",
        arguments: [RecordArguments.resource.spec, RecordArguments.items.spec]),
    ],
    globalOptions: [])

  @Test func aCollectionAndAnIdAreEachOneSegmentOfAPath() throws {
    #expect(throws: UsageError.self) {
      try commandLine.parse(["write", "."]).value(of: RecordArguments.resource)
    }
    #expect(throws: UsageError.self) {
      try commandLine.parse(["show", ".."]).value(of: RecordArguments.id)
    }
    let parsed = try commandLine.parse(["write", "books/"])

    try checkEqual(parsed.value(of: RecordArguments.resource), "books/")
    checkEqual(RecordArguments.shownName(of: "books/"), "books")
    checkEqual(RecordArguments.shownName(of: "/"), "/")
  }

  @Test func headerItemsAreHeadersAlone() throws {
    let parsed = try commandLine.parse(["show", "7", "X-API-Key:k1", "Accept:text/csv"])

    let items = try RecordArguments.headerItems(in: parsed, from: 1, command: "show")

    checkEqual(items.headers["Accept"], "text/csv")
    checkEqual(items.credentials.headers["X-API-Key"], "k1")
    #expect(
      throws: UsageError(
        "item 'name=Ada' is not a header (Name:value): 'show' sends no fields", command: "show")
    ) {
      try RecordArguments.headerItems(
        in: commandLine.parse(["show", "7", "name=Ada"]), from: 1, command: "show")
    }
  }

  @Test func requestItemsReadTheFilesTheyEmbed() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("items-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bio = folder.appendingPathComponent("bio.txt")
    try Data("Counts.".utf8).write(to: bio)

    let items = try RecordArguments.requestItems(
      in: commandLine.parse(["write", "people", "name=Ada", "age:=36", "bio=@\(bio.path)"]),
      from: 1, command: "write")

    checkEqual(items.fields["name"], .string("Ada"))
    checkEqual(items.fields["age"], .number(36))
    checkEqual(items.fields["bio"], .string("Counts."))
    #expect(throws: UsageError.self) {
      try RecordArguments.requestItems(
        in: commandLine.parse(["write", "people", "bio=@/nonexistent/bio.txt"]), from: 1,
        command: "write")
    }
  }

  @Test func standardInputGivesTheFieldsWhenNoneIsGiven() throws {
    let piped = ConsoleRecorder().console(input: #"{"name": "Ada"}"#)
    let given = try RecordArguments.requestItems(
      in: commandLine.parse(["write", "people", "city==Lyon"]), from: 1, command: "write")

    let read = try RecordArguments.readingBody(into: given, from: piped, command: "write")

    checkEqual(read.fields["name"], .string("Ada"))
    checkEqual(read.queryItems, [URLQueryItem(name: "city", value: "Lyon")])
    try checkEqual(
      RecordArguments.readingBody(
        into: given, from: ConsoleRecorder().console(input: "  \n"), command: "write"
      ).fields, [:], "an empty input gives nothing")
  }

  @Test(arguments: [
    ("[1, 2]", "standard input is not a JSON object of fields, such as {\"name\": \"Ada\"}"),
    (#"{"name": "#, "standard input is not JSON: it fails at character 10"),
  ])
  func standardInputThatIsNoObjectIsOneLine(input: String, message: String) {
    #expect(throws: UsageError(message, command: "write", showsUsage: false)) {
      try RecordArguments.readingBody(
        into: RequestItems(), from: ConsoleRecorder().console(input: input), command: "write")
    }
  }

  @Test func anEndpointThatCannotBeMadeIsOneLine() {
    struct Unwritable: Error, CustomStringConvertible {
      var description: String { "no form for nested objects" }
    }

    #expect(
      throws: UsageError(
        "the fields cannot be written as the server takes them: no form for nested objects",
        command: "write", showsUsage: false)
    ) {
      try RecordArguments.endpoint(command: "write") { () throws -> Endpoint<JSONValue> in
        throw Unwritable()
      }
    }
  }
}

import AppCommandsTestSupport
import ArgumentParsing
import Browse
import Foundation
import JSONServer
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

/// `app browse --resource NAME[:PATH]`, `--id` and `--foreignKeySuffix`, and what it says when
/// the server's `/db` gives no resources.
@Suite struct BrowseCommandResourcesTests {
  @Test func takesTheResourcesNamedInOrderWithJSONServersOptions() throws {
    let command = try parse(
      [
        "browse", "--resource", "orders:api/v2/orders", "--resource", "my customers",
        "--resource", "books:/api/books/", "--id", "_id", "--fks", "_ref",
      ], as: BrowseCommand.self)

    checkEqual(
      command.resources,
      [
        BrowsedResource(name: "orders", path: "api/v2/orders"),
        BrowsedResource(name: "my customers"),
        BrowsedResource(name: "books", path: "api/books/"),
      ])
    checkEqual(command.idField, "_id")
    checkEqual(command.foreignKeySuffix, "_ref")
  }

  @Test func takesNoResourcesAndJSONServersDefaultsWithoutTheOptions() throws {
    let command = try parse(["browse"], as: BrowseCommand.self)

    check(command.resources.isEmpty)
    checkEqual(command.idField, "id")
    checkEqual(command.foreignKeySuffix, "Id")
    let long = try parse(
      ["browse", "-i", "key", "--foreignKeySuffix", "_id", "--fks", "Ref"], as: BrowseCommand.self)
    checkEqual(long.idField, "key")
    checkEqual(long.foreignKeySuffix, "_id", "the long name wins, as for serve")
  }

  @Test(arguments: ["", "orders:", ":orders", "orders:api//orders", "orders:../x", ".."])
  func refusesAResourceNoPathCanHold(value: String) {
    #expect(
      throws: UsageError(
        "invalid value '\(value)' for '--resource' (expected a name, then an optional :PATH of "
          + "segments that are not empty, . or ..)", command: "browse")
    ) {
      try parse(["browse", "--resource", value], as: BrowseCommand.self)
    }
  }

  @Test func refusesTheSameResourceTwice() {
    #expect(
      throws: UsageError("the resource 'orders' is named twice (--resource)", command: "browse")
    ) {
      try parse(
        ["browse", "--resource", "orders", "--resource", "orders:api/orders"],
        as: BrowseCommand.self)
    }
  }

  @Test func serveTakesTheSameOptions() throws {
    let serve = try parse(["serve", "-i", "_id", "--fks", "_ref"], as: ServeCommand.self)

    checkEqual(serve.commandLine.given.id, "_id")
    checkEqual(serve.commandLine.given.foreignKeySuffix, "_ref")
    for command in ["browse", "serve"] {
      let help = try #require(HelpText.command(command))
      check(help.contains("  -i, --id NAME "))
      check(help.contains("  --foreignKeySuffix SUFFIX "))
      check(help.contains("  --fks SUFFIX "))
    }
    check(try #require(HelpText.command("browse")).contains("  --resource NAME[:PATH] "))
  }

  @Test(arguments: ["42", #"{"profile": {}}"#])
  func aServerThatListsNoResourcesIsOneLineAndADataError(body: String) async throws {
    let server = try HostileServer(answering: [.response(200, body: body)])

    let (status, console) = await run(["browse"], against: server, terminal: true)

    checkEqual(status, .dataError)
    check(
      console.error.hasPrefix("app: found no resources to browse (/db holds no array of records; "))
    check(console.error.hasSuffix("name them with --resource NAME[:PATH]\n"))
    checkEqual(console.error.filter { $0 == "\n" }.count, 1)
    checkEqual(
      Set(server.requests.map(\.path)),
      Set(
        ["/db", "/"]
          + ["posts", "comments", "albums", "photos", "users", "todos"].map {
            "/\($0)?_page=1&_limit=1"
          }))
  }

  @Test func theServersSettingsNameTheResourcesWhenTheCommandLineNamesNone() async throws {
    let server = try HostileServer(answering: [.response(500, body: "{}")])

    let (status, console) = try await run(
      ["browse", "--retries", "0"], against: server, settings: #"{"resources": ["posts"]}"#,
      terminal: true)

    // The resources named are the tabs, asked for by the browser itself: nothing is asked
    // before it takes the terminal, which the test has not got.
    checkEqual(status, .ioError)
    check(console.error.hasPrefix("app: cannot set the terminal's mode"))
    check(server.requests.isEmpty, "no /db asked")
  }

  @Test func aDatabaseThatCannotBeReadIsReportedAsAnyCommandsLoad() async throws {
    let server = try HostileServer(answering: [.response(500, body: "{}")])

    let (status, console) = await run(
      ["browse", "--retries", "0"], against: server, terminal: true)

    checkEqual(status, .protocolError)
    checkEqual(console.error, "app: GET \(server.baseURL.absoluteString)/db: HTTP 500: {}\n")
  }
}

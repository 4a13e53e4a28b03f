import AppCommands
import AppCommandsTestSupport
import ArgumentParsing
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct GetCommandTests {
  func run(_ arguments: [String], width: Int = 120) async -> (ExitCode, ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    let application = Application(console: recorder.console(width: width), environment: [:])
    return (await application.run(arguments: arguments), recorder)
  }

  @Test func printsTheRowsOfAListIntoAPipe() async {
    let (status, console) = await run(["get", "/comments?postId=1", "--sample", "--header"])

    checkEqual(status, .success)
    check(console.error.isEmpty)
    let lines = console.output.split(separator: "\n")
    checkEqual(lines.first, "id\tname\temail\tpostId\tbody")
    checkEqual(lines.count, 6, "the header and the five comments of post 1")
  }

  @Test func printsTheBodyAsReceivedWithJSON() async {
    let (status, console) = await run(["get", "/todos/1", "--sample", "--json"])

    checkEqual(status, .success)
    check(console.output.hasPrefix("{\n  \"userId\": 1,\n  \"id\": 1,"))
    check(console.output.hasSuffix("}\n"))
  }

  @Test func printsARecordAsADetail() async {
    let (status, console) = await run(["get", "/users/1", "--sample"])

    checkEqual(status, .success)
    check(console.output.hasPrefix("id"))
    check(console.output.contains("\naddress\n  street"))
  }

  @Test func choosesTheColumnsAndPages() async {
    let (status, console) = await run([
      "get", "/users", "--fields", "id,address.city", "--page", "2", "--per-page", "3",
      "--sample",
    ])

    let ids: [Substring] = console.output.split(separator: "\n").map {
      $0.split(separator: "\t")[0]
    }
    checkEqual(status, .success)
    checkEqual(ids, ["4", "5", "6"])
  }

  @Test func reportsAMissingRecordAsNotFound() async {
    let (status, console) = await run(["get", "/users/99", "--sample"])

    checkEqual(status, .notFound)
    check(console.output.isEmpty)
    checkEqual(console.error, "app: user 99 not found\n")
  }

  @Test func refusesAPathOfNothing() async {
    let (status, console) = await run(["get", "?a=1", "--sample"])

    checkEqual(status, .usage)
    check(console.output.isEmpty)
    check(console.error.hasPrefix("app: invalid path '?a=1'"))
  }

  @Test func readsTheRootOfTheAPI() async throws {
    let server = try HostileServer(answering: [
      .response(200, headers: ["Content-Type": "application/json"], body: #"{"name": "Shop"}"#)
    ])

    let (status, console) = await AppCommandsTestSupport.run(["get", "/"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "name  Shop\n")
    checkEqual(server.requests.map(\.path), ["/"])
  }

  @Test func printsAListAtTheRootAsAnyList() async throws {
    let server = try HostileServer(answering: [
      .response(200, body: #"[{"id": 1, "name": "customers"}, {"id": 2, "name": "orders"}]"#)
    ])

    let (status, console) = await AppCommandsTestSupport.run(
      ["get", "/", "--header"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(console.output, "id\tname\n1\tcustomers\n2\torders\n")
  }

  @Test func readsTheRootOfAPrefixedBaseURLAsTheBaseURLItself() async throws {
    let server = try HostileServer(answering: [.response(200, body: #"{"version": 2}"#)])
    let baseURL = server.baseURL.absoluteString + "/api"

    for path in ["/", "/?v=1", "/posts"] {
      let recorder = ConsoleRecorder()
      let application = Application(console: recorder.console(), environment: [:])
      let status = await withDependencies {
        $0.urlSession = URLSession(configuration: .ephemeral)
      } operation: {
        await application.run(arguments: ["get", path, "--base-url", baseURL, "--no-cache"])
      }
      checkEqual(status, .success, "\(recorder.error)")
    }
    checkEqual(server.requests.map(\.path), ["/api", "/api?v=1", "/api/posts"])
  }

  @Test func readsEveryPageWithAll() async {
    let (status, console) = await run(["get", "/users", "--all", "--per-page", "3", "--sample"])

    checkEqual(status, .success, "\(console.error)")
    let ids: [String] = console.output.split(separator: "\n").map {
      String($0.split(separator: "\t")[0])
    }
    let expected: [String] = (1...10).map { "\($0)" }
    checkEqual(ids, expected)
  }

  @Test func refusesAllWithAPage() async {
    let (status, console) = await run(["get", "/users", "--all", "--page", "2", "--sample"])

    checkEqual(status, .usage)
    check(console.error.hasPrefix("app: options '--all' and '--page' do not go together\n"))
  }
}

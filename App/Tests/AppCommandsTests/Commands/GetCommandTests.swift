import AppCommands
import ArgumentParsing
import Foundation
import TerminalKit
import TerminalViews
import Testing

@Suite struct GetCommandTests {
  func run(_ arguments: [String], width: Int = 120) async -> (ExitCode, ConsoleRecorder) {
    let recorder = ConsoleRecorder()
    let application = Application(console: recorder.console(width: width), environment: [:])
    return (await application.run(arguments: arguments), recorder)
  }

  @Test func printsTheRowsOfAListIntoAPipe() async {
    let (status, console) = await run(["get", "/comments?postId=1", "--sample", "--header"])

    #expect(status == .success)
    #expect(console.error.isEmpty)
    let lines = console.output.split(separator: "\n")
    #expect(lines.first == "id\tname\temail\tpostId\tbody")
    #expect(lines.count == 6, "the header and the five comments of post 1")
  }

  @Test func printsTheBodyAsReceivedWithJSON() async {
    let (status, console) = await run(["get", "/todos/1", "--sample", "--json"])

    #expect(status == .success)
    #expect(console.output.hasPrefix("{\n  \"userId\": 1,\n  \"id\": 1,"))
    #expect(console.output.hasSuffix("}\n"))
  }

  @Test func printsARecordAsADetail() async {
    let (status, console) = await run(["get", "/users/1", "--sample"])

    #expect(status == .success)
    #expect(console.output.hasPrefix("id"))
    #expect(console.output.contains("\naddress\n  street"))
  }

  @Test func choosesTheColumnsAndPages() async {
    let (status, console) = await run([
      "get", "/users", "--fields", "id,address.city", "--page", "2", "--per-page", "3",
      "--sample",
    ])

    #expect(status == .success)
    #expect(
      console.output.split(separator: "\n").map { $0.split(separator: "\t")[0] } == ["4", "5", "6"])
  }

  @Test func reportsAMissingRecordAsNotFound() async {
    let (status, console) = await run(["get", "/users/99", "--sample"])

    #expect(status == .notFound)
    #expect(console.output.isEmpty)
    #expect(console.error == "app: users 99 not found\n")
  }

  @Test func refusesAPathOfNothing() async {
    let (status, console) = await run(["get", "/", "--sample"])

    #expect(status == .usage)
    #expect(console.output.isEmpty)
    #expect(console.error.hasPrefix("app: invalid path '/'"))
  }

  @Test func readsEveryPageWithAll() async {
    let (status, console) = await run(["get", "/users", "--all", "--per-page", "3", "--sample"])

    #expect(status == .success, "\(console.error)")
    let ids = console.output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(ids == (1...10).map(String.init))
  }

  @Test func refusesAllWithAPage() async {
    let (status, console) = await run(["get", "/users", "--all", "--page", "2", "--sample"])

    #expect(status == .usage)
    #expect(console.error.hasPrefix("app: options '--all' and '--page' do not go together\n"))
  }
}

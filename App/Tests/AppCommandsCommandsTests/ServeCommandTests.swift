import ArgumentParsing
import Foundation
import JSONServer
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct ServeCommandTests {
  @Test func readsJSONServersCommandLineAndSaysItsRulesInHelp() throws {
    let arguments = ["serve", "db.json", "-p5345", "-qw", "--fks", "_ref", "-m", "x"]

    let command = try parse(arguments, as: ServeCommand.self)

    checkEqual(command.commandLine.file, "db.json")
    checkEqual(command.commandLine.given.port, 5_345)
    checkEqual(command.commandLine.given.foreignKeySuffix, "_ref")
    checkEqual(command.commandLine.refusedOption, "middlewares")
    #expect(throws: UsageError("option '--watch' needs a FILE to watch", command: "serve")) {
      try parse(["serve", "--watch"], as: ServeCommand.self)
    }
    let help = try #require(HelpText.command("serve"))
    check(help.contains("As json-server:"))
    check(help.contains("  -p, --port PORT "))
  }

  @Test func refusesWhatNeedsNodeWithOneLine() async throws {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(), environment: [:], interrupts: .none)

    let status = await application.run(arguments: ["serve", "--middlewares", "x.js"])

    checkEqual(status, .usage)
    checkEqual(
      recorder.error,
      "app: option '--middlewares' is not supported: it needs json-server's node runtime\n")
  }

  @Test func saysWhatIsWrongWithTheConfigFileOrStaticFolder() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "serve-command-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let config = folder.appendingPathComponent("serve.json")
    try Data(#"{"port": 0, "prot": 1}"#.utf8).write(to: config)
    let cases: [([String], String)] = [
      (["--config", config.path], "app: \(config.path): unknown option \"prot\"\n"),
      (
        ["--config", folder.appendingPathComponent("none.json").path],
        "app: cannot read the config file '\(folder.path)/none.json': no such file\n"
      ),
      (
        ["--port", "0", "--static", folder.appendingPathComponent("none").path],
        "app: cannot serve the folder '\(folder.path)/none': No such file or directory\n"
      ),
    ]
    for (arguments, expected) in cases {
      let recorder = ConsoleRecorder()
      let application = Application(
        console: recorder.console(), environment: [:], interrupts: .none)

      let status = await application.run(arguments: ["serve"] + arguments)

      checkEqual(status, .dataError)
      checkEqual(recorder.error, expected)
    }
  }

  @Test func servesUntilInterruptedPrintingWhereAndEachRequest() async throws {
    let recorder = ConsoleRecorder()
    // The command watches for interrupts once it accepts connections and has said where.
    let (observers, observing) = AsyncStream<@Sendable () -> Void>.makeStream()
    let interrupts = Interrupts(
      observe: { handler in
        observing.yield(handler)
        return {}
      }, terminate: { _ in })
    let application = Application(
      console: recorder.console(), environment: [:], interrupts: interrupts)
    let serving = Task { await application.run(arguments: ["serve", "--port", "0"]) }
    var iterator = observers.makeAsyncIterator()
    let interrupt = try #require(await iterator.next())
    let banner = recorder.output.split(separator: "\n")
    let lastWord: Substring? = banner.first?.split(separator: " ").last
    let address = try #require(lastWord.map { String($0) })
    let url = try #require(URL(string: address + "/users/1?_embed=posts"))
    let session = URLSession(configuration: .ephemeral)
    let (data, response) = try await session.data(from: url)
    interrupt()
    let status = await serving.value

    checkEqual(banner.first?.hasPrefix("listening on http://127.0.0.1:"), true)
    checkEqual(banner.dropFirst().first, "  \(address)/posts")
    checkEqual((response as? HTTPURLResponse)?.statusCode, 200)
    check(String(decoding: data, as: UTF8.self).contains(#""posts": ["#))
    checkEqual(status, .success)
    check(recorder.output.contains("\nGET /users/1?_embed=posts 200 "))
  }
}

import ArgumentParsing
import Foundation
import SampleAPI
import TerminalKit
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct ServeCommandTests {
  @Test func readsJSONServersOptionsWithTheirDefaults() throws {
    let plain = try parse(["serve"], as: ServeCommand.self)
    let full = try parse(
      [
        "serve", "db.json", "-p", "0", "-H", "::1", "-r", "routes.json", "-i", "_id", "--fks",
        "_id", "--ro", "-d", "250", "--nc", "--no-gzip", "-q", "-w", "--fake",
      ], as: ServeCommand.self)

    #expect(plain.file == nil)
    #expect(plain.port == 3_000)
    #expect(plain.host == "127.0.0.1")
    #expect(plain.options == SampleServerOptions())
    #expect(plain.delay == .zero)
    #expect(!plain.isQuiet && !plain.watches)
    #expect(full.file == "db.json")
    #expect(full.port == 0)
    #expect(full.host == "::1")
    #expect(full.routes == "routes.json")
    #expect(
      full.options
        == SampleServerOptions(
          idField: "_id", foreignKeySuffix: "_id", isReadOnly: true, isFake: true,
          allowsCrossOrigin: false))
    #expect(full.delay == .milliseconds(250))
    #expect(full.isQuiet && full.watches)
  }

  @Test func refusesAPortOrDelayOutOfRangeAndWatchingNothing() {
    #expect(throws: UsageError.self) {
      try parse(["serve", "--port", "70000"], as: ServeCommand.self)
    }
    #expect(throws: UsageError.self) {
      try parse(["serve", "--delay", "-1"], as: ServeCommand.self)
    }
    #expect(throws: UsageError.self) { try parse(["serve", "--watch"], as: ServeCommand.self) }
  }

  @Test func takesJSONServersShortFormsOfNoGzipAndOfWhatNeedsNode() throws {
    _ = try parse(["serve", "--ng"], as: ServeCommand.self)
    for (short, long) in [
      ("-m", "middlewares"), ("-c", "config"), ("-S", "snapshots"), ("-s", "static"),
    ] {
      let command = try parse(["serve", short, "x"], as: ServeCommand.self)
      #expect(command.refusedOption == long)
    }
  }

  @Test func refusesWhatNeedsNodeWithOneLine() async throws {
    let recorder = ConsoleRecorder()
    let application = Application(
      console: recorder.console(), environment: [:], interrupts: .none)

    let status = await application.run(arguments: ["serve", "--static", "public"])

    #expect(status == .usage)
    #expect(
      recorder.error
        == "app: option '--static' is not supported: it needs json-server's node runtime\n")
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
    let address = try #require(banner.first?.split(separator: " ").last.map(String.init))
    let url = try #require(URL(string: address + "/users/1?_embed=posts"))
    let (data, response) = try await URLSession.shared.data(from: url)
    interrupt()
    let status = await serving.value

    #expect(banner.first?.hasPrefix("listening on http://127.0.0.1:") == true)
    #expect(banner.dropFirst().first == "  \(address)/posts")
    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self).contains(#""posts": ["#))
    #expect(status == .success)
    #expect(recorder.output.contains("\nGET /users/1?_embed=posts 200 "))
  }
}

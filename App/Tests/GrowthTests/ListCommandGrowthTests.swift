import AppCommands
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension Growth {
  /// `app posts` against a loopback server: receiving the list, decoding it, and writing it
  /// as a table fitted to a terminal and as `--json`, through the program's own entry point.
  @Suite struct ListCommand {
    /// `count` posts as JSONPlaceholder sends them, by ten authors.
    static func posts(_ count: Int) -> Data {
      array(count) { id in
        """
        {"userId":\(id % 10 + 1),"id":\(id),"title":"Post \(id * 7919 % 100_003) on pagination",\
        "body":"A careful editor measured the shared calendar one step at a time."}
        """
      }
    }

    /// A JSON array of `count` records (at least one), `record(id)` for each id from 1.
    static func array(_ count: Int, record: (Int) -> String) -> Data {
      var text = "["
      text.reserveCapacity(count * 200)
      for id in 1...max(count, 1) {
        if id > 1 { text += "," }
        text += record(id)
      }
      return Data((text + "]").utf8)
    }

    /// A loopback server whose base URL's first component names a count: `/<count>/<path>` is
    /// answered with `body(path, count)`.
    static func countingServer(
      _ body: @escaping @Sendable (Substring, Int) -> Data
    ) throws -> HostileServer {
      try HostileServer { request, _ in
        let parts = request.path.split(separator: "/")
        guard parts.count >= 2, let count = Int(parts[0]) else { return [.response(404)] }
        return Self.answer(body(parts[1], count))
      }
    }

    /// Ten users as JSONPlaceholder sends them.
    static let users = Data(
      ("["
        + (1...10).map { id in
          """
          {"id":\(id),"name":"Author \(id)","username":"a\(id)","email":"a\(id)@mail.example",\
          "address":{"street":"Main St","suite":"Apt. 1","city":"Lyon","zipcode":"69001",\
          "geo":{"lat":"45.76","lng":"4.83"}},"phone":"555-0100","website":"a.example",\
          "company":{"name":"Atelier","catchPhrase":"Paper first","bs":"notebooks"}}
          """
        }.joined(separator: ",") + "]").utf8)

    /// A complete JSON response of `body`.
    static func answer(_ body: Data) -> [HostileServer.Step] {
      [
        .text(
          "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"),
        .send(body),
      ]
    }

    /// Runs the program with `arguments` on a console 100 columns wide, a terminal or not, with
    /// nothing stored, so that every run asks the server; how many bytes it wrote, to standard
    /// output and through the pager.
    static func written(_ arguments: [String], outputIsTerminal: Bool) async throws -> Int {
      let recorder = ConsoleRecorder()
      let console = recorder.console(
        outputIsTerminal: outputIsTerminal, width: 100, pagerStarts: true)
      // No HOME: nothing is stored.
      let application = Application(console: console, environment: [:])
      let status = await withDependencies {
        $0.urlSession = URLSession(configuration: .ephemeral)
      } operation: {
        await application.run(arguments: arguments)
      }
      try #require(status == .success, "\(recorder.error)")
      return recorder.output.utf8.count + recorder.pagers.reduce(0) { $0 + $1.text.utf8.count }
    }

    @Test(arguments: [false, true])
    func aListIsDecodedAndWrittenInLinearTime(asJSON: Bool) async throws {
      let lists = Inputs { Self.posts($0) }
      let server = try Self.countingServer { path, count in
        path.hasPrefix("users") ? Self.users : lists(count)
      }
      defer { server.stop() }
      let format = asJSON ? "--json" : "a table"

      let measurement = try await GrowthCheck(
        name: "app posts, \(format)", bound: 32, size: 500, prepare: { _ = lists($0) }
      ) { count in
        let base = server.baseURL.appendingPathComponent("\(count)").absoluteString
        let written = try await Self.written(
          ["posts", "--base-url", base] + (asJSON ? ["--json"] : []), outputIsTerminal: true)
        try #require(written > count * 20, "every post is written")
      }.check()

      #expect(measurement.passes, "\(measurement)")
    }
  }
}

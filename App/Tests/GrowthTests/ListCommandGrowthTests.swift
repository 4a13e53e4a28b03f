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
      var text = "["
      text.reserveCapacity(count * 160)
      for id in 1...max(count, 1) {
        if id > 1 { text += "," }
        text += """
          {"userId":\(id % 10 + 1),"id":\(id),"title":"Post \(id * 7919 % 100_003) on pagination",\
          "body":"A careful editor measured the shared calendar one step at a time."}
          """
      }
      return Data((text + "]").utf8)
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

    @Test(arguments: [false, true])
    func aListIsDecodedAndWrittenInLinearTime(asJSON: Bool) async throws {
      let lists = Inputs { Self.posts($0) }
      // The base URL's first component names the count of posts: /<count>/posts.
      let server = try HostileServer { request, _ in
        let parts = request.path.split(separator: "/")
        guard parts.count >= 2, let count = Int(parts[0]) else { return [.response(404)] }
        return Self.answer(parts[1].hasPrefix("users") ? Self.users : lists(count))
      }
      defer { server.stop() }
      let format = asJSON ? "--json" : "a table"

      let measurement = try await GrowthCheck(
        name: "app posts, \(format)", bound: 32, size: 1000, prepare: { _ = lists($0) }
      ) { count in
        let recorder = ConsoleRecorder()
        let console = recorder.console(outputIsTerminal: true, width: 100, pagerStarts: true)
        // No HOME: nothing is stored, so that every run asks the server.
        let application = Application(console: console, environment: [:])
        let arguments = [
          "posts", "--base-url", server.baseURL.appendingPathComponent("\(count)").absoluteString,
        ]
        let status = await withDependencies {
          $0.urlSession = URLSession(configuration: .ephemeral)
        } operation: {
          await application.run(arguments: arguments + (asJSON ? ["--json"] : []))
        }
        try #require(status == .success, "\(recorder.error)")
        let written =
          recorder.output.utf8.count + recorder.pagers.reduce(0) { $0 + $1.text.utf8.count }
        try #require(written > count * 20, "every post is written")
      }.check()

      #expect(measurement.passes, "\(measurement)")
    }
  }
}

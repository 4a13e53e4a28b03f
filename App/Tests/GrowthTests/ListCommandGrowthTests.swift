import Foundation
import TestSupport
import Testing

extension Growth {
  /// `app posts` against a loopback server: receiving the list, decoding it, and writing it
  /// as a table fitted to a terminal and as `--json`, through the program's own entry point.
  @Suite struct ListCommand {
    /// `count` posts as JSONPlaceholder sends them, by ten authors.
    static func posts(_ count: Int) -> Data {
      LoopbackLists.array(count) { id in
        """
        {"userId":\(id % 10 + 1),"id":\(id),"title":"Post \(id * 7919 % 100_003) on pagination",\
        "body":"A careful editor measured the shared calendar one step at a time."}
        """
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

    @Test(arguments: [false, true])
    func aListIsDecodedAndWrittenInLinearTime(asJSON: Bool) async throws {
      let lists = Inputs { Self.posts($0) }
      let server = try LoopbackLists.server { path, count in
        path.hasPrefix("users") ? Self.users : lists(count)
      }
      defer { server.stop() }
      let format = asJSON ? "--json" : "a table"

      let measurement = try await GrowthCheck(
        name: "app posts, \(format)", bound: 32, size: 500, prepare: { _ = lists($0) }
      ) { count in
        let base = server.baseURL.appendingPathComponent("\(count)").absoluteString
        let written = try await InProcessProgram.written(
          ["posts", "--base-url", base] + (asJSON ? ["--json"] : []), outputIsTerminal: true)
        try #require(written > count * 20, "every post is written")
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}

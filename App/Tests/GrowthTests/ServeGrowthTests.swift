import Foundation
import HTTPServer
import JSONServer
import TestSupport
import Testing

extension Growth {
  /// `app serve` answering `GET /posts` for a `db.json` of n and of 16 n posts, over HTTP on
  /// loopback, as json-server's rules answer it.
  @Suite struct Serve {
    /// A started server of a database of `count` posts; `nil` when it could not start.
    static func server(of count: Int) -> JSONServerListener? {
      let posts = ListCommand.posts(count)
      let document = Data(#"{"posts":"#.utf8) + posts + Data("}".utf8)
      guard let api = try? JSONServer(document: document) else { return nil }
      return try? JSONServerListener(api: api, host: "127.0.0.1", port: 0, log: nil)
    }

    /// The requests of one timed run: a list's records are kept encoded, so that one answer
    /// costs too little to time at a size that fits in memory.
    static let requestsPerRun = 16

    @Test func aListIsServedInLinearTime() async throws {
      let servers = Inputs { Self.server(of: $0) }
      let run = LockedValue(0)

      let measurement = try await GrowthCheck(
        name: "app serve, GET /posts", bound: 32, size: 2000, prepare: { _ = servers($0) }
      ) { count in
        let server = try #require(servers(count))
        // `_` is a query json-server ignores: a new one each time, so that no answer kept
        // from an earlier run is given.
        let client = LoopbackHTTPClient(host: "127.0.0.1", port: server.address.port)
        for _ in 0..<Self.requestsPerRun {
          let number = run.withLock {
            $0 += 1
            return $0
          }
          let response = try await client.send("GET", "/posts?_=\(number)")
          try #require(response.status == 200)
          try #require(response.body.count > count * 50, "every post is sent")
        }
      }.check()

      check(measurement.passes, "\(measurement)")
      for server in servers.all {
        await server?.shutdown()
      }
    }
  }
}

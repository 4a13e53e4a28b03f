import Foundation
import Testing

@testable import HTTPServer

@Suite struct EventLoopTests {
  @Test func anIdleLoopWaitsHalfASecondAtATime() {
    #expect(EventLoop.pollTimeout(hasJobs: false) == 500)
  }

  @Test func aLoopWithJobsDoesNotWait() {
    #expect(EventLoop.pollTimeout(hasJobs: true) == 0)
  }

  @Test func aClosedConnectionGivesItsSlotBackToTheGroup() async throws {
    var configuration = HTTPServerConfiguration.untimed()
    configuration.maximumConnections = 2
    configuration.threads = 2
    let server = try HTTPServer(configuration: configuration) { await echo($0) }

    var statuses: [Int] = []
    for number in 1...6 {
      let status = try await Self.status(of: "/\(number)", port: server.address.port)
      statuses.append(status)
      if status != 200 { break }
    }

    #expect(statuses == Array(repeating: 200, count: 6), "three times the cap, one at a time")
    await server.shutdown()
  }

  /// The status of a `GET` of `target` on a connection of its own, closed once answered. A 503
  /// is asked again on a new connection for up to ten seconds: the server closes the
  /// connection before it only once it has read the client's close, which may come after the
  /// next connection.
  private static func status(of target: String, port: Int) async throws -> Int {
    let deadline = ContinuousClock.now + .seconds(10)
    while true {
      let client = try TestClient(host: "127.0.0.1", port: port)
      await client.send("GET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      let status = try await client.readAnswer().status
      client.disconnect()
      guard status == 503, ContinuousClock.now < deadline else { return status }
      await Task.yield()
    }
  }
}

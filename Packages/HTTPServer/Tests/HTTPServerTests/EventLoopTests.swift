import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite struct EventLoopTests {
  @Test func anIdleLoopWaitsHalfASecondAtATime() {
    checkEqual(EventLoop.pollTimeout(hasJobs: false), 500)
  }

  @Test func aLoopWithJobsDoesNotWait() {
    checkEqual(EventLoop.pollTimeout(hasJobs: true), 0)
  }

  /// A broken release leaves the wait for the slots unanswered: the time limit, which a correct
  /// run never approaches, turns that hang into a failure.
  @Test(.timeLimit(.minutes(1))) func aClosedConnectionGivesItsSlotBackToTheGroup() async throws {
    var configuration = HTTPServerConfiguration.untimed()
    configuration.maximumConnections = 2
    configuration.threads = 2
    let server = try HTTPServer(configuration: configuration) { await echo($0) }

    var statuses: [Int] = []
    for number in 1...6 {
      let client = try TestClient(host: "127.0.0.1", port: server.address.port)
      await client.send("GET /\(number) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
      statuses.append(try await client.readAnswer().status)
      client.disconnect()
      // The server closes its end once it has read the client's close, which may come after
      // the next connection: the next one waits for that close, not for a time.
      await server.waitUntilNoConnectionIsOpen()
    }

    checkEqual(statuses, Array(repeating: 200, count: 6), "three times the cap, one at a time")
    await server.shutdown()
  }
}

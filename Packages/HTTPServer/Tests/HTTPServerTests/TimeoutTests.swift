import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite struct TimeoutTests {
  private static func server(_ time: ManualTime) throws -> HTTPServer {
    var configuration = HTTPServerConfiguration()
    configuration.idleTimeout = .seconds(5)
    configuration.requestTimeout = .seconds(30)
    configuration.now = time.now
    return try HTTPServer(configuration: configuration) { await echo($0) }
  }

  @Test func cutsAConnectionThatNeverSendsARequestWith408() async throws {
    let time = ManualTime()
    let server = try Self.server(time)
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    let other = try TestClient(host: "127.0.0.1", port: server.address.port)
    // Once the other connection is answered, the loop has accepted both.
    await other.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
    try await checkEqual(other.readAnswer().status, 200)

    time.advance(by: .seconds(5))
    server.checkTimeouts()

    let answer = try await client.readAnswer()
    checkEqual(answer.status, 408)
    checkEqual(answer.header("Connection"), "close")
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }

  @Test func closesAnIdleKeptAliveConnectionWithoutAnAnswer() async throws {
    let time = ManualTime()
    let server = try Self.server(time)
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")
    try await checkEqual(client.readAnswer().status, 200)

    time.advance(by: .seconds(5))
    server.checkTimeouts()

    check(try await client.readToEnd().isEmpty)
    await server.shutdown()
  }

  @Test func keepsAConnectionThatIsIdleForLessThanTheTimeout() async throws {
    let time = ManualTime()
    let server = try Self.server(time)
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    time.advance(by: .seconds(4))
    server.checkTimeouts()
    await client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\n")

    try await checkEqual(client.readAnswer().status, 200)
    await server.shutdown()
  }

  @Test func cutsATricklingClientWith408() async throws {
    let time = ManualTime()
    let server = try Self.server(time)
    // Connected first, so that once the other client is answered the loop has accepted it too.
    let tricklingClient = try TestClient(host: "127.0.0.1", port: server.address.port)
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await tricklingClient.send("GET /slow HTTP/1.1\r\n")
    // A byte every four seconds keeps the connection from idling, not from taking too long: 35
    // seconds in all, so that the request is past its 30 even when its first bytes were read
    // one step late.
    for _ in 0..<8 {
      await client.send("GET /other HTTP/1.1\r\nHost: x\r\n\r\n")
      try await checkEqual(client.readAnswer().status, 200)
      time.advance(by: .seconds(4))
      await tricklingClient.send("X")
      server.checkTimeouts()
    }
    time.advance(by: .seconds(3))
    server.checkTimeouts()

    try await checkEqual(tricklingClient.readAnswer().status, 408)
    check(try await tricklingClient.readsEndOfStream())
    await server.shutdown()
  }
}

import Foundation
import TestSupport
import Testing

@Suite struct LoopbackHTTPClientTests {
  @Test func sendsTheRequestAndReadsABodyOfAGivenLength() async throws {
    let server = try HostileServer { _, _ in
      [.text("HTTP/1.1 201 Created\r\nContent-Length: 2\r\nX-Note: a: b \r\n\r\nokAND MORE")]
    }
    defer { server.stop() }
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: try #require(server.baseURL.port))

    let response = try await client.send(
      "POST", "/notes?x=1", headers: [("Content-Type", "application/json")],
      body: Data(#"{"a":1}"#.utf8))
    await server.waitForRequests(count: 1)

    checkEqual(response.status, 201)
    checkEqual(response.body, Data("ok".utf8))
    checkEqual(response.value(forHeader: "x-note"), "a: b")
    let received = try #require(server.requests.first)
    checkEqual(received.method, "POST")
    checkEqual(received.path, "/notes?x=1")
    checkEqual(received.headers["content-type"], "application/json")
    checkEqual(received.headers["connection"], "close")
    checkEqual(received.body, Data(#"{"a":1}"#.utf8))
  }

  @Test func readsAChunkedBodyAndOneThatEndsWithTheConnection() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [
          .text(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\na;x=1\r\n0123456789\r\n0\r\n\r\n"
          )
        ]
        : [.text("HTTP/1.1 200 OK\r\n\r\nto the end")]
    }
    defer { server.stop() }
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: try #require(server.baseURL.port))

    let chunked = try await client.send("GET", "/")
    let whole = try await client.send("GET", "/")

    checkEqual(chunked.body, Data("abc0123456789".utf8))
    checkEqual(whole.body, Data("to the end".utf8))
  }

  @Test func failsOnAClosedPortAndOnWhatIsNotHTTP() async throws {
    try await ClosedPort.with { port in
      let closed = LoopbackHTTPClient(host: "127.0.0.1", port: Int(port))
      await #expect(throws: (any Error).self) { try await closed.send("GET", "/") }
    }

    let server = try HostileServer { _, _ in [.text("garbage")] }
    defer { server.stop() }
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: try #require(server.baseURL.port))
    await #expect(throws: (any Error).self) { try await client.send("GET", "/") }
  }
}

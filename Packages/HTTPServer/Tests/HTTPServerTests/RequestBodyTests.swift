import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite struct RequestBodyTests {
  @Test func decodesAChunkedBody() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(
      "POST /posts HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "5\r\nhello\r\n7;name=value\r\n, world\r\n0\r\nTrailer: ignored\r\n\r\n"
        + "GET /after HTTP/1.1\r\nHost: x\r\n\r\n")

    checkEqual(text(try await client.readAnswer()), "POST /posts\nhello, world")
    checkEqual(text(try await client.readAnswer()), "GET /after\n")
    await server.shutdown()
  }

  @Test func sendsContinueBeforeTheBodyWhenAsked() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(
      "POST /posts HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nExpect: 100-continue\r\n\r\n")
    let interim = try await client.readAnswer()
    await client.send("body")
    let answer = try await client.readAnswer()

    checkEqual(interim.status, 100)
    checkEqual(answer.status, 200)
    checkEqual(text(answer), "POST /posts\nbody")
    await server.shutdown()
  }

  @Test func refusesAnExpectationItCannotMeet() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("POST /a HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nExpect: magic\r\n\r\n")

    try await checkEqual(client.readAnswer().status, 417)
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }
}

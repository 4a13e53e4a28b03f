import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite struct PipeliningTests {
  @Test func answersPipelinedRequestsInOrderOneAtATime() async throws {
    let gate = Gate()
    let server = try HTTPServer(configuration: .untimed()) { request in
      // The first request is held until the later two have been sent: they must wait for it.
      if request.target == "/first" { try? await gate.pass() }
      return await echo(request)
    }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(
      "GET /first HTTP/1.1\r\nHost: x\r\n\r\n"
        + "POST /second HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nbody"
        + "GET /third HTTP/1.1\r\nHost: x\r\n\r\n")
    for await _ in gate.arrivals { break }
    gate.open()
    let answers = [
      try await client.readAnswer(), try await client.readAnswer(), try await client.readAnswer(),
    ]

    checkEqual(answers.map(text), ["GET /first\n", "POST /second\nbody", "GET /third\n"])
    await server.shutdown()
  }

  @Test func answersRequestsSplitAcrossWrites() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    let request = Array("PUT /posts/1 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello".utf8)
    for byte in request {
      await client.send([byte])
    }
    let answer = try await client.readAnswer()

    checkEqual(text(answer), "PUT /posts/1\nhello")
    await server.shutdown()
  }

  @Test func answersWhatWasSentBeforeTheClientStoppedSending() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
    client.finishSending()

    checkEqual(text(try await client.readAnswer()), "GET /a\n")
    checkEqual(text(try await client.readAnswer()), "GET /b\n")
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }
}

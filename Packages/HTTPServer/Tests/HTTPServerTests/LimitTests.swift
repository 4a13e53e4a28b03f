import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite struct LimitTests {
  private func configuration() -> HTTPServerConfiguration {
    var configuration = HTTPServerConfiguration()
    configuration.maximumHeadSize = 1_024
    configuration.maximumBodySize = 2_048
    configuration.maximumConnections = 2
    return configuration
  }

  @Test func refusesAHeadOverTheLimitWith431() async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET / HTTP/1.1\r\nHost: x\r\nX-Big: \(String(repeating: "a", count: 2_000))")
    let answer = try await client.readAnswer()

    checkEqual(answer.status, 431)
    checkEqual(answer.header("Connection"), "close")
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }

  @Test func takesAHeadOfExactlyTheLimitAndRefusesOneByteMore() async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let exact = try TestClient(host: "127.0.0.1", port: server.address.port)
    await exact.send(HTTPRequestParserTests.head(ofSize: 1_024))
    let taken = try await exact.readAnswer()
    let over = try TestClient(host: "127.0.0.1", port: server.address.port)
    await over.send(HTTPRequestParserTests.head(ofSize: 1_025))
    let refused = try await over.readAnswer()

    checkEqual(taken.status, 200)
    checkEqual(refused.status, 431)
    check(try await over.readsEndOfStream())
    await server.shutdown()
  }

  @Test func refusesADeclaredBodyOverTheLimitWith413() async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2049\r\n\r\n")

    try await checkEqual(client.readAnswer().status, 413)
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }

  @Test func refusesAChunkedBodyThatGrowsOverTheLimitWith413() async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    let chunk = "400\r\n" + String(repeating: "b", count: 1_024) + "\r\n"
    await client.send(
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + chunk + chunk + chunk)

    try await checkEqual(client.readAnswer().status, 413)
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }

  @Test func refusesTrailerFieldsThatNeverEndAtTheHeadLimitWith431() async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n"
        + "X-Trailer: \(String(repeating: "t", count: 2_000))")
    let answer = try await client.readAnswer()

    checkEqual(answer.status, 431, "the trailers are held to the head's limit, not the body's")
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }

  @Test func refusesAnUploadThatTakesTheBodiesHeldPastTheTotalWith503() async throws {
    var configuration = HTTPServerConfiguration()
    configuration.maximumBodySize = 2 * 1_048_576
    configuration.maximumTotalBodySize = 1_572_864
    // Each upload on a thread of its own: the total holds across threads.
    configuration.threads = 2
    let gate = Gate()
    let server = try HTTPServer(configuration: configuration) { request in
      if request.target == "/held" { try? await gate.pass() }
      return await echo(request)
    }
    let upload = { (target: String) in
      "POST \(target) HTTP/1.1\r\nHost: x\r\nContent-Length: 1048576\r\n\r\n"
        + String(repeating: "a", count: 1_048_576)
    }
    let held = try TestClient(host: "127.0.0.1", port: server.address.port)
    await held.send(upload("/held"))
    for await _ in gate.arrivals { break }

    let refused = try TestClient(host: "127.0.0.1", port: server.address.port)
    await refused.send(upload("/refused"))
    let refusal = try await refused.readAnswer()
    gate.open()
    let heldAnswer = try await held.readAnswer()
    let after = try TestClient(host: "127.0.0.1", port: server.address.port)
    await after.send(upload("/after"))
    let afterAnswer = try await after.readAnswer()

    checkEqual(refusal.status, 503, "1 MiB with the handler and 1 MiB arriving: past 1.5 MiB")
    check(try await refused.readsEndOfStream())
    checkEqual(heldAnswer.status, 200)
    checkEqual(heldAnswer.body.count, 1_048_576 + "POST /held\n".utf8.count)
    checkEqual(afterAnswer.status, 200, "the bodies answered no longer count")
    await server.shutdown()
  }

  @Test(arguments: [
    "GET / HTTP/1.1\r\n\r\n",  // no Host
    "GET  / HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTP/1.1\r\nHost : x\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\n folded\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n",
    "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
    "GET relative HTTP/1.1\r\nHost: x\r\n\r\n",
    "\u{1}GET / HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET / HTTQ/1.1\r\nHost: x\r\n\r\n",
  ])
  func refusesAMalformedRequestWith400AndCloses(request: String) async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(request)

    try await checkEqual(client.readAnswer().status, 400)
    check(try await client.readsEndOfStream())
    await server.shutdown()
  }

  @Test func refusesAnotherMajorVersionWith505AndAnotherCodingWith501() async throws {
    let server = try HTTPServer(configuration: configuration()) { await echo($0) }
    let version = try TestClient(host: "127.0.0.1", port: server.address.port)
    await version.send("GET / HTTP/2.0\r\nHost: x\r\n\r\n")
    let coding = try TestClient(host: "127.0.0.1", port: server.address.port)
    await coding.send("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n")

    try await checkEqual(version.readAnswer().status, 505)
    try await checkEqual(coding.readAnswer().status, 501)
    await server.shutdown()
  }

  @Test func answersAConnectionOverTheCapWith503() async throws {
    // A clock that stands still: on a busy machine the idle timeout could otherwise close a
    // connection that is answered and waiting, making room for the third.
    let time = ManualTime()
    var configuration = configuration()
    configuration.now = time.now
    // Each connection on a thread of its own: the cap holds across threads.
    configuration.threads = 2
    let server = try HTTPServer(configuration: configuration) { await echo($0) }
    let first = try TestClient(host: "127.0.0.1", port: server.address.port)
    let second = try TestClient(host: "127.0.0.1", port: server.address.port)
    for client in [first, second] {
      await client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
      try await checkEqual(client.readAnswer().status, 200)
    }
    let third = try TestClient(host: "127.0.0.1", port: server.address.port)

    try await checkEqual(third.readAnswer().status, 503)
    check(try await third.readsEndOfStream())
    await first.send("GET /still HTTP/1.1\r\nHost: x\r\n\r\n")
    checkEqual(text(try await first.readAnswer()), "GET /still\n")
    await server.shutdown()
  }
}

import Foundation
import HTTPServer
import Synchronization
import TestSupport
import Testing

@Suite struct HTTPServerTests {
  @Test(arguments: ["127.0.0.1", "::1"])
  func keepsTheConnectionAliveBetweenRequests(host: String) async throws {
    let server = try HTTPServer(configuration: .untimed(host: host)) {
      await echo($0)
    }
    check(server.address.port > 0)
    let client = try TestClient(host: host, port: server.address.port)
    await client.send("GET /posts/1 HTTP/1.1\r\nHost: x\r\n\r\n")
    let first = try await client.readAnswer()
    await client.send("GET /posts?_page=2 HTTP/1.1\r\nHost: x\r\n\r\n")
    let second = try await client.readAnswer()

    checkEqual(first.status, 200)
    checkEqual(text(first), "GET /posts/1\n")
    checkEqual(first.header("Connection"), "keep-alive")
    checkEqual(first.header("Content-Length"), "13")
    checkEqual(first.header("Date")?.hasSuffix(" GMT"), true)
    checkEqual(text(second), "GET /posts?_page=2\n")
    await server.shutdown()
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func closesTheConnectionWithoutAnswerWhenTheHandlerAsks(host: String) async throws {
    let handled = HandledRequests()
    let server = try HTTPServer(configuration: .untimed(host: host)) { request in
      handled.record(request.target)
      return .noAnswer
    }
    let client = try TestClient(host: host, port: server.address.port)
    await client.send("POST /charges HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}")

    check(try await client.readToEnd().isEmpty, "not one byte of an answer")
    checkEqual(handled.targets, ["/charges"], "the request was read and handled first")
    await server.shutdown()
  }

  @Test func reportsTheAddressWithTheIPv6HostInBrackets() async throws {
    let server = try HTTPServer(configuration: .untimed(host: "::1")) {
      await echo($0)
    }
    checkEqual(server.address.url, "http://[::1]:\(server.address.port)")
    await server.shutdown()
  }

  @Test func refusesAnAddressInUse() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    #expect(throws: HTTPServerError.addressInUse(host: "127.0.0.1", port: server.address.port)) {
      _ = try HTTPServer(
        configuration: HTTPServerConfiguration(host: "127.0.0.1", port: server.address.port)
      ) {
        await echo($0)
      }
    }
    await server.shutdown()
  }

  @Test func refusesAHostItCannotListenAt() {
    #expect(throws: HTTPServerError.invalidAddress(host: "not a host", port: 0)) {
      _ = try HTTPServer(configuration: HTTPServerConfiguration(host: "not a host", port: 0)) {
        await echo($0)
      }
    }
    #expect(throws: HTTPServerError.invalidAddress(host: "127.0.0.1", port: 70_000)) {
      _ = try HTTPServer(configuration: HTTPServerConfiguration(host: "127.0.0.1", port: 70_000)) {
        await echo($0)
      }
    }
  }

  @Test func refusesAnAddressNoInterfaceHas() {
    // 192.0.2.1 is reserved for documentation: no machine's interface has it.
    #expect(throws: HTTPServerError.invalidAddress(host: "192.0.2.1", port: 0)) {
      _ = try HTTPServer(configuration: HTTPServerConfiguration(host: "192.0.2.1", port: 0)) {
        await echo($0)
      }
    }
  }

  @Test func namesWhyASystemCallFailed() {
    checkEqual(
      HTTPServerError.system(call: "bind", code: EACCES).description,
      "the system call bind failed: Permission denied")
  }

  @Test func answersHeadWithTheLengthAndNoBody() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(
      "HEAD /posts HTTP/1.1\r\nHost: x\r\n\r\nGET /next HTTP/1.1\r\nHost: x\r\n\r\n")
    let head = try await client.readAnswer(answeringHead: true)
    let next = try await client.readAnswer()

    checkEqual(head.status, 200)
    checkEqual(head.header("Content-Length"), "12")
    check(head.body.isEmpty)
    checkEqual(text(next), "GET /next\n")
    await server.shutdown()
  }

  @Test func closesAfterAnHTTP10RequestUnlessAskedToKeepAlive() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let kept = try TestClient(host: "127.0.0.1", port: server.address.port)
    await kept.send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\nGET /b HTTP/1.0\r\n\r\n")
    try await checkEqual(kept.readAnswer().header("Connection"), "keep-alive")
    try await checkEqual(kept.readAnswer().header("Connection"), "close")
    check(try await kept.readsEndOfStream())

    let closed = try TestClient(host: "127.0.0.1", port: server.address.port)
    await closed.send("GET /a HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    try await checkEqual(closed.readAnswer().header("Connection"), "close")
    check(try await closed.readsEndOfStream())
    await server.shutdown()
  }

  @Test func writesTheHandlersFieldsButItsOwnFraming() async throws {
    let server = try HTTPServer(configuration: .untimed()) { _ in
      HTTPResponse(
        status: 201,
        headers: [
          "Location": "/posts/101", "Content-Length": "999", "X-Split": "a\r\nInjected: yes",
          "connection": "upgrade", "DATE": "yesterday", "Transfer-Encoding": "chunked",
          "X-Date": "kept",
        ],
        body: Data("{}".utf8))
    }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("POST /posts HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")
    let answer = try await client.readAnswer()

    checkEqual(answer.status, 201)
    checkEqual(answer.header("Location"), "/posts/101")
    checkEqual(answer.header("Content-Length"), "2")
    checkEqual(
      answer.headers.filter { $0.name.lowercased() == "connection" }.map(\.value), ["keep-alive"])
    checkEqual(answer.headers.filter { $0.name.lowercased() == "date" }.count, 1)
    checkEqual(answer.header("Date")?.hasSuffix(" GMT"), true)
    checkEqual(answer.header("Transfer-Encoding"), nil)
    checkEqual(answer.header("X-Date"), "kept")
    checkEqual(answer.header("X-Split"), nil)
    checkEqual(answer.header("Injected"), nil)
    checkEqual(text(answer), "{}")
    await server.shutdown()
  }

  @Test func sendsABodyLargerThanTheSocketTakesAtOnceWhole() async throws {
    // More than a socket's send buffer holds (4 MiB at most on Linux): part is sent at once,
    // the rest as the client reads.
    var large = Data(repeating: 0x61, count: 6_000_000)
    large.append(contentsOf: "end".utf8)
    let body = large
    let server = try HTTPServer(configuration: .untimed()) { _ in
      HTTPResponse(status: 200, body: body)
    }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /large HTTP/1.1\r\nHost: x\r\n\r\n")

    try await checkEqual(client.readAnswer().body, body)
    await server.shutdown()
  }

  @Test func sendsNoBodyWithA304() async throws {
    let server = try HTTPServer(configuration: .untimed()) { _ in
      HTTPResponse(status: 304, body: Data("ignored".utf8))
    }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
    let first = try await client.readAnswer()
    let second = try await client.readAnswer()

    checkEqual(first.status, 304)
    checkEqual(first.header("Content-Length"), nil)
    checkEqual(second.status, 304)
    await server.shutdown()
  }
}

/// The targets of the requests a handler was given, in order.
private final class HandledRequests: Sendable {
  private let handled = Mutex<[String]>([])

  func record(_ target: String) { handled.withLock { $0.append(target) } }

  var targets: [String] { handled.withLock { $0 } }
}

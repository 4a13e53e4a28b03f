import Dependencies
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A session against real HTTP on 127.0.0.1, from servers that misbehave.
@Suite("HTTPSession against hostile servers", .timeLimit(.minutes(1)))
struct HTTPSessionTransportTests {
  private static let seven = #"{"id": 7, "name": "T"}"#
  private static let things = Endpoint<ListPayload<Int>>.list(["things"], resource: "things")

  private func session(
    of server: HostileServer, policy: TransferPolicy = TransferPolicy(clock: ImmediateClock())
  ) -> HTTPSession {
    HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "HostileTests/1", policy: policy)
  }

  /// A change to producer `id`'s name: `PATCH /2/producers/{id}`.
  private func renaming(_ id: Int, to name: String) throws -> Endpoint<Producer> {
    try .write(
      "PATCH", ["2", "producers", "\(id)"], body: ["name": name], resource: "producer",
      item: Endpoint.Item(resource: "producer", id: "\(id)"))
  }

  /// A new producer: `POST /2/producers`.
  private func creating(named name: String) throws -> Endpoint<Producer> {
    try .create(["2", "producers"], body: ["name": name], resource: "producer")
  }

  /// The error `operation` throws, which must be a malformed response from `server`.
  private func malformedReason(
    from server: HostileServer, _ operation: (HTTPSession) async throws -> Void
  ) async throws -> String {
    let error = try await #require(throws: NetworkError.self) {
      try await operation(session(of: server))
    }
    guard case .malformedResponse(let host, let reason) = error else {
      Issue.record("expected a malformed response, got \(error)")
      return ""
    }
    checkEqual("\(host)", server.host)
    checkEqual(server.requests.count, 1, "a malformed answer is not retried")
    return reason
  }

  // MARK: Malformed answers

  @Test("a garbage status line is a malformed response, not an unreachable server")
  func garbageStatusLine() async throws {
    let server = try HostileServer(answering: [.text("HELLO THERE\r\n\r\n{}")])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    checkEqual(reason, "not an HTTP response")
  }

  @Test("broken chunked encoding is a malformed response")
  func brokenChunking() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n[1,2]\r\nZZZ\r\nxx\r\n")
    ])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    check(reason.contains("chunked"))
  }

  @Test("corrupt gzip is a malformed response")
  func corruptGzip() async throws {
    let body = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3]) + Data("garbage garbage".utf8)
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(body.count)\r\n\r\n"),
      .send(body),
    ])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    check(reason.contains("unencoding"))
  }

  @Test("oversized headers are a malformed response")
  func oversizedHeaders() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nX-Padding: "), .flood(count: 400 * 1024, byte: 0x61),
      .text("\r\nContent-Length: 2\r\n\r\n{}"),
    ])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    checkEqual(reason, "response headers too large")
  }

  @Test("a connection closed mid-body is a malformed response")
  func closedMidBody() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n[1, 2")
    ])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(Self.things) }

    check(reason.hasPrefix("transfer closed with"))
  }

  @Test("a connection reset mid-body is an answer cut off, as a body that stopped coming")
  func resetMidBody() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n[1, 2"), .reset,
    ])

    let error = try await #require(throws: NetworkError.self) {
      try await session(of: server).send(Self.things)
    }

    guard case .bodyStalled(let host, 200, nil, 1, let reason?) = error else {
      Issue.record("expected an answer cut off, got \(error)")
      return
    }
    checkEqual(host, ShownHost(server.baseURL))
    check(reason.lowercased().contains("connection reset"))
    checkEqual(
      error.description,
      "\(server.host) began to answer (HTTP 200), then its body stopped coming: \(reason)")
    checkEqual(server.requests.count, 1, "an answer cut off is not sent again")
  }

  @Test("a write whose answer is reset mid-body may have been carried out, with libcurl's reason")
  func writeResetMidBody() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 201 Created\r\nContent-Length: 1000\r\n\r\n{\"id\": 1"), .reset,
    ])

    let error = try await #require(throws: NetworkError.self) {
      try await session(of: server).send(creating(named: "Ada"))
    }

    guard case .cutShortWrite(let request, 201, let reason) = error else {
      Issue.record("expected a write cut short, got \(error)")
      return
    }
    checkEqual("\(request)", "POST \(server.baseURL.absoluteString)/2/producers")
    check(reason.lowercased().contains("connection reset"))
    checkEqual(server.requests.count, 1)
  }

  @Test(
    "a read redirected to its path with a final slash is asked with the slash, once",
    arguments: ["/things/", "things/", "./things/"])
  func redirectKeepsTheFinalSlash(location: String) async throws {
    let server = try HostileServer { request, _ in
      request.path == "/things"
        ? [.response(301, headers: ["Location": location])]
        : [.response(200, body: "[1, 2]")]
    }

    let things = try await session(of: server).send(Self.things)

    checkEqual(things.items, [1, 2])
    checkEqual(server.requests.map(\.path), ["/things", "/things/"])
  }

  @Test(
    "a path redirected to itself with or without its final slash is asked there at once after",
    arguments: [(["things"], "/things", "/things/"), (["things", ""], "/things/", "/things")])
  func slashRedirectIsRemembered(path: [String], asked: String, location: String) async throws {
    let server = try HostileServer { request, _ in
      request.path.hasPrefix(asked + "?") || request.path == asked
        ? [.response(301, headers: ["Location": location])]
        : [.response(200, body: "[1, 2]")]
    }
    let session = session(of: server)
    let page2 = [URLQueryItem(name: "page", value: "2")]

    _ = try await session.send(Endpoint<ListPayload<Int>>.list(path, resource: "things"))
    let second = try await session.send(
      Endpoint<ListPayload<Int>>.list(path, query: page2, resource: "things"))
    let other = try await session.send(
      Endpoint<ListPayload<Int>>.list(["others"], resource: "others"))

    checkEqual(second.items, [1, 2])
    checkEqual(other.items, [1, 2])
    checkEqual(
      server.requests.map(\.path), [asked, location, location + "?page=2", "/others"])
  }

  @Test("a write goes where its collection's read was redirected, as do its records, no deeper")
  func writeFollowsTheRememberedSlash() async throws {
    let server = try HostileServer { request, _ in
      request.path == "/2/producers"
        ? [.response(301, headers: ["Location": "/2/producers/"])]
        : [.response(200, body: request.method == "GET" ? "[]" : Self.seven)]
    }
    let session = session(of: server)

    _ = try await session.send(
      Endpoint<ListPayload<Int>>.list(["2", "producers"], resource: "producers"))
    let created = try await session.send(try creating(named: "T"))
    let renamed = try await session.send(try renaming(7, to: "U"))
    _ = try await session.send(
      Endpoint<ListPayload<Int>>.list(["2", "producers", "7", "wines"], resource: "wines"))

    checkEqual(created.id, 7)
    checkEqual(renamed.id, 7)
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" },
      [
        "GET /2/producers", "GET /2/producers/", "POST /2/producers/", "PATCH /2/producers/7/",
        "GET /2/producers/7/wines",
      ])
  }

  @Test("a redirect to another path is not remembered: each request is redirected again")
  func otherRedirectIsNotRemembered() async throws {
    let server = try HostileServer { request, _ in
      request.path == "/things"
        ? [.response(301, headers: ["Location": "/v2/things"])]
        : [.response(200, body: "[1, 2]")]
    }
    let session = session(of: server)

    _ = try await session.send(Self.things)
    _ = try await session.send(Self.things)

    checkEqual(server.requests.map(\.path), ["/things", "/v2/things", "/things", "/v2/things"])
  }

  @Test(
    "a redirect back to a URL asked already is named a loop, with what was asked, at once",
    arguments: [
      (["/things": "/things/", "/things/": "/things"], "/things → /things/ → /things"),
      (["/things": "/things?a=1"], "/things → /things?a=1 → /things"),
      (["/things": "/things"], "/things → /things"),
    ])
  func redirectLoopIsNamed(redirects: [String: String], chain: String) async throws {
    let server = try HostileServer { request, _ in
      [.response(302, headers: ["Location": redirects[request.path] ?? "/things"])]
    }

    let error = try await #require(throws: NetworkError.self) {
      try await session(of: server).send(Self.things)
    }

    checkEqual(error.description, "\(server.host): \(chain): a redirect loop")
    checkEqual(server.requests.count, chain.components(separatedBy: " → ").count - 1)
  }

  @Test("a read redirected to another scheme is a malformed response naming the URL")
  func redirectToFTP() async throws {
    let server = try HostileServer(answering: [
      .response(302, headers: ["Location": "ftp://127.0.0.1/2/producers/7"])
    ])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    checkEqual(reason, "redirect to unsupported URL ftp://127.0.0.1/2/producers/7")
  }

  @Test(
    "a read redirected nowhere is a malformed response, once, naming the status",
    arguments: [nil, "http://[::1", "http://exa mple.com/x"])
  func redirectWithoutTarget(location: String?) async throws {
    let server = try HostileServer(answering: [
      .response(302, headers: location.map { ["Location": $0] } ?? [:])
    ])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    checkEqual(reason, "HTTP 302 redirect without a valid Location")
  }

  @Test(
    "a read redirected to a local scheme is refused, not aimed at the same host",
    arguments: ["file:///etc/passwd", "unix:/run/app.sock", "data:,7"])
  func redirectToLocalScheme(location: String) async throws {
    let server = try HostileServer(answering: [.response(302, headers: ["Location": location])])

    let reason = try await malformedReason(from: server) { _ = try await $0.send(producer(7)) }

    checkEqual(reason, "redirect to unsupported URL \(location)")
  }

  @Test("a redirect to a dead port names its target, for reads and writes")
  func redirectToDeadPort() async throws {
    try await ClosedPort.with { port in
      let target = "127.0.0.1:\(port)"
      let server = try HostileServer(answering: [
        .response(307, headers: ["Location": "http://\(target)/2/producers/7"])
      ])
      let session = session(of: server)

      let read = try await #require(throws: NetworkError.self) {
        try await session.send(producer(7))
      }
      let write = try await #require(throws: NetworkError.self) {
        try await session.send(renaming(7, to: "T"))
      }

      let shownTarget = ShownHost(try #require(URL(string: "http://\(target)")))
      checkEqual(read, .unreachable(host: shownTarget, reason: "connection refused"))
      checkEqual(write, .unreachable(host: shownTarget, reason: "connection refused"))
    }
  }

  // MARK: Unreachable servers

  @Test("a refused connection is unreachable at once: a mistyped port is not tried again")
  func refused() async throws {
    try await ClosedPort.with { port in
      let baseURL = try #require(URL(string: "http://127.0.0.1:\(port)"))
      let session = HTTPSession(
        session: URLSession(configuration: .ephemeral), baseURL: baseURL, userAgent: "T/1",
        policy: TransferPolicy(clock: ImmediateClock()))

      let error = try await #require(throws: NetworkError.self) {
        try await session.send(producer(7))
      }

      checkEqual(
        error, .unreachable(host: ShownHost(baseURL), reason: "connection refused", attempts: 1))
      checkEqual(error.description, "cannot reach 127.0.0.1:\(port): connection refused")
    }
  }

  @Test("a connection reset before any answer is unanswered, not unreachable, and retried")
  func resetBeforeAnswer() async throws {
    let server = try HostileServer(answering: [.reset])

    await #expect(
      throws: NetworkError.unanswered(
        host: ShownHost(server.baseURL), reason: "connection lost", attempts: 3)
    ) { try await session(of: server).send(producer(7)) }
    checkEqual(server.requests.count, 3)
  }

  @Test("a connection closed without a byte is unanswered, not unreachable, and retried")
  func closedBeforeAnswer() async throws {
    let server = try HostileServer(answering: [])

    await #expect(
      throws: NetworkError.unanswered(
        host: ShownHost(server.baseURL), reason: "connection closed without an answer", attempts: 3)
    ) { try await session(of: server).send(producer(7)) }
    checkEqual(server.requests.count, 3)
  }

  // MARK: Statuses

  @Test("a status error names the method and final URL, and the attempts")
  func statusErrorNamesRequest() async throws {
    let server = try HostileServer { request, _ in
      request.path == "/things"
        ? [.response(301, headers: ["Location": "/nonexist/things"])]
        : [.response(503, body: "\u{1B}]0;pwned\u{7}Service\nUnavailable")]
    }

    let error = try await #require(throws: NetworkError.self) {
      try await session(of: server).send(Self.things)
    }

    checkEqual(
      error.description,
      "GET http://\(server.host)/nonexist/things: HTTP 503: Service Unavailable "
        + "(after 3 attempts)")
  }

  @Test(
    "a 401 is the answer at once, whether or not it asks for a password, read or write",
    arguments: [[:], ["WWW-Authenticate": #"Basic realm="x""#]], [false, true])
  func unauthorizedIsAnsweredAtOnce(headers: [String: String], isWrite: Bool) async throws {
    let server = try HostileServer(answering: [
      .response(401, headers: headers, body: #"{"message": "Bad credentials"}"#)
    ])
    // The clock never moves: only the 401 can end the call.
    let policy = TransferPolicy(clock: TestClock())
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral),
      baseURL: try #require(URL(string: "http://ada:secretpw@127.0.0.1:\(server.port)")),
      userAgent: "HostileTests/1", policy: policy)

    let error = try await #require(throws: NetworkError.self) {
      _ = try await isWrite ? session.send(creating(named: "A")) : session.send(producer(7))
    }

    guard case .unauthorized(let request?, let schemes, "Bad credentials") = error else {
      Issue.record("expected the 401, got \(error)")
      return
    }
    check(
      "\(request)".hasPrefix(isWrite ? "POST http://ada@127.0.0.1:" : "GET http://ada@127.0.0.1:"))
    checkEqual(schemes, (headers.isEmpty ? [] : ["Basic"]))
    checkEqual(server.requests.count, 1)
    checkEqual(server.requests.first?.headers["authorization"], "Basic YWRhOnNlY3JldHB3")
  }

  // MARK: Writes and redirects

  @Test(
    "a write redirected with 307 or 308 is sent again whole to the new location",
    arguments: [307, 308])
  func writeResent(status: Int) async throws {
    let server = try HostileServer { request, _ in
      request.path == "/2/producers/7"
        ? [.response(status, headers: ["Location": "/v2/producers/7"])]
        : [.response(200, body: Self.seven)]
    }

    let renamed = try await session(of: server).send(renaming(7, to: "T"))

    checkEqual(renamed.name, "T")
    let requests = server.requests
    checkEqual(
      requests.map { "\($0.method) \($0.path)" },
      [
        "PATCH /2/producers/7", "PATCH /v2/producers/7",
      ])
    checkEqual(requests.map(\.body), Array(repeating: Data(#"{"name":"T"}"#.utf8), count: 2))
    checkEqual(requests.last?.headers["content-type"], "application/json; charset=utf-8")
  }

  @Test("a create redirected with 308 to another path is created there")
  func createResent() async throws {
    let server = try HostileServer { request, _ in
      request.path == "/2/producers"
        ? [.response(308, headers: ["Location": "/api/producers"])]
        : [.response(201, body: Self.seven)]
    }

    _ = try await session(of: server).send(creating(named: "T"))

    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" },
      [
        "POST /2/producers", "POST /api/producers",
      ])
    checkEqual(server.requests.last?.body, Data(#"{"name":"T"}"#.utf8))
  }

  @Test(
    "a write redirected with 301, 302 or 303 is not followed, and names where",
    arguments: [301, 302, 303])
  func writeRedirected(status: Int) async throws {
    let server = try HostileServer(answering: [
      .response(status, headers: ["Location": "/elsewhere/producers/7"])
    ])

    let error = try await #require(throws: NetworkError.self) {
      try await session(of: server).send(renaming(7, to: "T"))
    }

    checkEqual(
      error,
      .redirected(
        request: ShownRequest("PATCH", server.baseURL.appendingPathComponent("2/producers/7")),
        status: status,
        location: ShownURL(server.baseURL.appendingPathComponent("elsewhere/producers/7"))))
    checkEqual(server.requests.map(\.method), ["PATCH"], "never sent again as a GET")
  }

  @Test("a create answered 201 with an empty body is unconfirmed")
  func createUnconfirmed() async throws {
    let server = try HostileServer(answering: [.response(201)])

    await #expect(
      throws: NetworkError.unconfirmedCreate(
        resource: "producer", status: 201, reason: "the body is empty, not JSON")
    ) { try await session(of: server).send(creating(named: "T")) }
  }

  // MARK: Size

  @Test("a Content-Length past the limit is tooLarge before the body is read")
  func contentLengthTooLarge() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 200000000\r\n\r\n[]"), .hold,
    ])

    await #expect(throws: NetworkError.tooLarge(host: ShownHost(server.baseURL), limit: 16 << 20)) {
      try await session(of: server).send(Self.things)
    }
  }

  @Test("a chunked body past the limit is tooLarge")
  func chunkedTooLarge() async throws {
    let chunk = Data("100000\r\n".utf8) + Data(repeating: 0x20, count: 1 << 20) + Data("\r\n".utf8)
    let server = try HostileServer(
      answering: [
        .text("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n")
      ] + Array(repeating: .send(chunk), count: 8) + [.hold])
    let policy = TransferPolicy(maximumResponseSize: 4 << 20, clock: ImmediateClock())

    await #expect(throws: NetworkError.tooLarge(host: ShownHost(server.baseURL), limit: 4 << 20)) {
      try await session(of: server, policy: policy).send(Self.things)
    }
  }

  // MARK: Deadline

  @Test("a body that stops coming is cut off at the timeout, on the policy's timeout clock")
  func slowBodyTestClock() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n["), .markSent, .hold,
    ])
    let clock = TestClock()
    let policy = TransferPolicy(timeout: .seconds(30), clock: clock, timeoutClock: clock)
    let session = session(of: server, policy: policy)
    let call = Task { try await session.send(Self.things) }

    await server.waitForPartialSend()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(30))

    let error = try await #require(throws: NetworkError.self) { try await call.value }
    let host = ShownHost(server.baseURL)
    // Whether the client has read the head when the clock moves is a race: the deadline passes
    // while the body is awaited or before the answer comes; "a server that trickles" waits for
    // the head, and pins the first.
    let stalled = NetworkError.bodyStalled(
      host: host, status: 200, limit: .seconds(30), attempts: 1)
    check([stalled, .timedOut(host: host, limit: .seconds(30), attempts: 1)].contains(error))
  }

  @Test("a timeout after a redirect names the host that did not answer")
  func timeoutAfterARedirect() async throws {
    let silent = try HostileServer(answering: [.markSent, .hold])
    let location = "http://127.0.0.1:\(silent.port)/things"
    let server = try HostileServer(answering: [.response(302, headers: ["Location": location])])
    let clock = TestClock()
    let policy = TransferPolicy(timeout: .seconds(5), clock: clock, timeoutClock: clock)
    let session = session(of: server, policy: policy)
    let call = Task { try await session.send(Self.things) }

    await silent.waitForPartialSend()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(5))

    let error = try await #require(throws: NetworkError.self) { try await call.value }
    checkEqual(error, .timedOut(host: ShownHost(silent.baseURL), limit: .seconds(5), attempts: 1))
  }

  @Test("a server that trickles is cut off at the timeout, saying the answer had begun")
  func trickle() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 1000\r\n\r\n"),
      .trickle(Data(repeating: 0x20, count: 1000), interval: 0.1),
    ])
    let clock = TestClock()
    let policy = TransferPolicy(timeout: .milliseconds(300), clock: clock, timeoutClock: clock)
    let session = session(of: server, policy: policy)
    let (heads, told) = AsyncStream.makeStream(of: Int.self)
    let call = Task {
      try await AnswerHeadObserver.$current.withValue({ told.yield($0) }) {
        try await session.send(Self.things)
      }
    }

    // The trickle would last 100 s: the deadline passes once the head has come, on cue.
    var statuses = heads.makeAsyncIterator()
    await checkEqual(statuses.next(), 200)
    await clock.waitForSleepers()
    await clock.advance(by: .milliseconds(300))

    let error = try await #require(throws: NetworkError.self) { try await call.value }
    checkEqual(
      error,
      .bodyStalled(
        host: ShownHost(server.baseURL), status: 200, limit: .milliseconds(300), attempts: 1))
    checkEqual(
      error.description,
      "\(server.host) began to answer (HTTP 200), then its body stopped coming: not all of "
        + "it came within 300ms")
  }
}

import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A post as the servers of these tests keep it.
private struct Post: Codable, Sendable, Equatable {
  var id: Int
  var title: String
}

/// Writes on real HTTP, on 127.0.0.1 and ::1: answers without a body, writes tried again with
/// their idempotency key, and edits of a known version.
@Suite("HTTPSession's writes", .timeLimit(.minutes(1)))
struct HTTPSessionWriteTests {
  private func session(of server: HostileServer, retries: Int = 2) -> HTTPSession {
    HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "HTTPSessionWriteTests/1",
      policy: TransferPolicy(retries: retries, clock: ImmediateClock(), jitter: { _ in .zero }))
  }

  private func creating(_ title: String) throws -> Endpoint<Post> {
    try .create(["posts"], body: ["title": title], resource: "post")
  }

  // MARK: Idempotent writes

  @Test(
    "a create cut short after the server kept it is sent again with its key and creates once",
    arguments: ["127.0.0.1", "::1"])
  func idempotentCreateCutShort(address: String) async throws {
    // The server keeps the post of each key, and answers a key it has seen with that post.
    let kept = LockedValue<[String: Int]>([:])
    let server = try HostileServer(address: address) { request, _ in
      let key = request.headers["idempotency-key"] ?? ""
      let (id, isNew) = kept.withLock { kept in
        if let id = kept[key] { return (id, false) }
        let id = 101 + kept.count
        kept[key] = id
        return (id, true)
      }
      return isNew
        ? [.reset]
        : [
          .response(
            201, headers: ["Content-Type": "application/json"],
            body: #"{"id": \#(id), "title": "Tides"}"#)
        ]
    }
    let told = LockedValue<[RetryNotice]>([])
    let key = IdempotencyKey("key-1")

    let post = try await RetryObserver.$current.withValue(
      RetryObserver { notice in told.withLock { $0.append(notice) } }
    ) { try await session(of: server).send(creating("Tides").idempotent(key: key)) }

    checkEqual(post, Post(id: 101, title: "Tides"))
    checkEqual(kept.current, ["key-1": 101])
    checkEqual(server.requests.map { $0.headers["idempotency-key"] }, ["key-1", "key-1"])
    let notice = try #require(told.current.first)
    checkEqual(told.current.count, 1)
    check(notice.attempt == 2 && notice.idempotencyKey == key)
    check(notice.description.contains("POST \(server.baseURL.absoluteString)/posts: "))
  }

  @Test("a write with a key is tried again after a 429 in another header field")
  func idempotentAfterRateLimit() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(429)]
        : [.response(200, body: #"{"id": 7, "title": "T"}"#)]
    }
    let key = IdempotencyKey("k-7", headerName: "X-Request-Key")

    let post = try await session(of: server).send(creating("T").idempotent(key: key))

    checkEqual(post.id, 7)
    checkEqual(server.requests.map { $0.headers["x-request-key"] }, ["k-7", "k-7"])
  }

  @Test("a wait for a rate limit is told as a retry, as the other retries are")
  func rateLimitWaitIsTold() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(429, headers: ["Retry-After": "0"])]
        : [.response(200, body: #"{"id": 7, "title": "T"}"#)]
    }
    let told = LockedValue<[RetryNotice]>([])

    let post = try await RetryObserver.$current.withValue(
      RetryObserver { notice in told.withLock { $0.append(notice) } }
    ) { try await session(of: server).send(creating("T").idempotent(key: IdempotencyKey("k"))) }

    checkEqual(post.id, 7)
    checkEqual(told.current.map(\.reason), ["HTTP 429"])
    checkEqual(told.current.first?.attempt, 2)
  }

  @Test("without a key, a write cut short is not sent again")
  func unkeyedNotRetried() async throws {
    let server = try HostileServer(answering: [.reset])

    await #expect(throws: NetworkError.self) {
      try await session(of: server).send(creating("T"))
    }
    checkEqual(server.requests.count, 1)
    checkEqual(server.requests.first?.headers["idempotency-key"], nil)
  }

  // MARK: Answers without a body

  @Test("a 201 with only a Location is the created post's id", arguments: ["127.0.0.1", "::1"])
  func createdAtLocation(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in
      [.response(201, headers: ["Location": "/posts/101"])]
    }

    let answer = try await session(of: server).send(creating("T").allowingBodilessAnswers())

    guard case .created(let created) = answer else {
      Issue.record("expected a created location, got \(answer)")
      return
    }
    checkEqual(created.id, "101")
    checkEqual(created.url, server.baseURL.appendingPathComponent("posts/101"))
  }

  @Test(
    "a create that asks for it reads the post from its Location", arguments: ["127.0.0.1", "::1"])
  func fetchesCreatedRecord(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      request.method == "POST"
        ? [.response(201, headers: ["Location": "/posts/101"])]
        : [.response(200, body: #"{"id": 101, "title": "T"}"#)]
    }

    let post = try await session(of: server).send(
      creating("T").idempotent(key: IdempotencyKey("k")).fetchingCreatedRecord())

    checkEqual(post, Post(id: 101, title: "T"))
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" }, ["POST /posts", "GET /posts/101"])
    checkEqual(server.requests.last?.headers["idempotency-key"], nil)
  }

  @Test(
    "a create whose body is only white space reads the post from its Location",
    arguments: ["127.0.0.1", "::1"])
  func fetchesCreatedRecordAfterABlankBody(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      request.method == "POST"
        ? [.response(201, headers: ["Location": "/posts/101"], body: " \r\n")]
        : [.response(200, body: #"{"id": 101, "title": "T"}"#)]
    }

    let post = try await session(of: server).send(creating("T").fetchingCreatedRecord())

    checkEqual(post, Post(id: 101, title: "T"))
    checkEqual(
      server.requests.map { "\($0.method) \($0.path)" }, ["POST /posts", "GET /posts/101"])
  }

  @Test("a create whose Location leads away from the API is not followed, and may have been made")
  func createdElsewhere() async throws {
    let server = try HostileServer(answering: [
      .response(201, headers: ["Location": "http://elsewhere.example/posts/101"])
    ])

    let error = await #expect(throws: NetworkError.self) {
      try await session(of: server).send(creating("T").fetchingCreatedRecord())
    }

    checkEqual(
      error,
      .unconfirmedCreate(
        resource: "post", status: 201,
        reason: "its Location leads away from the API: http://elsewhere.example/posts/101"))
    checkEqual(server.requests.count, 1)
  }

  @Test("a 201 with neither body nor Location is its own error")
  func createdWithoutLocation() async throws {
    let server = try HostileServer(answering: [.response(201)])

    await #expect(throws: NetworkError.createdWithoutLocation(resource: "post", status: 201)) {
      try await session(of: server).send(creating("T").allowingBodilessAnswers())
    }
  }

  @Test("a 204 edit is answered with no content", arguments: ["127.0.0.1", "::1"])
  func noContentEdit(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in [.response(204)] }
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "New"], resource: "post"
    ).allowingBodilessAnswers()

    let answer = try await session(of: server).send(edit)

    checkEqual(answer, .noContent)
    checkEqual(server.requests.first?.method, "PATCH")
  }

  // MARK: Versions

  @Test(
    "an edit with a stale tag gets a 412, and reading again gives the tag that edits",
    arguments: ["127.0.0.1", "::1"])
  func staleTag(address: String) async throws {
    // The post is at version 2: someone edited it after it was read at version 1.
    let server = try HostileServer(address: address) { request, _ in
      switch (request.method, request.headers["if-match"]) {
      case ("GET", _):
        return [.response(200, headers: ["ETag": #""2""#], body: #"{"id": 7, "title": "B"}"#)]
      case ("PATCH", #""2""#?):
        return [.response(200, headers: ["ETag": #""3""#], body: #"{"id": 7, "title": "C"}"#)]
      case ("PATCH", nil):
        return [.response(428)]
      default:
        return [.response(412)]
      }
    }
    let session = session(of: server)
    let item = Endpoint<Post>.Item(resource: "post", id: "7")
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "C"], resource: "post", item: item)
    let stale = try #require(EntityTag(#""1""#))
    let url = server.baseURL.appendingPathComponent("posts/7")

    await #expect(
      throws: NetworkError.versionConflict(
        resource: "post", request: ShownRequest("PATCH", url))
    ) { try await session.send(edit.ifMatch(stale)) }
    await #expect(
      throws: NetworkError.versionRequired(resource: "post", request: ShownRequest("PATCH", url))
    ) { try await session.send(edit) }
    let read = try await session.response(Endpoint<Post>.get(["posts", "7"], resource: "post"))
    let version = try #require(read.response?.entityTag)
    let edited = try await session.send(edit.ifMatch(version))

    checkEqual(edited, Post(id: 7, title: "C"))
    checkEqual(server.requests.compactMap { $0.headers["if-match"] }, [#""1""#, #""2""#])
  }

  // MARK: Versions read and sent by themselves

  @Test(
    "a typed read keeps its head and version, and a write to that record carries it as If-Match",
    arguments: ["127.0.0.1", "::1"])
  func answeredVersionIsSent(address: String) async throws {
    let server = try HostileServer(address: address) { request, _ in
      switch request.method {
      case "GET" where request.path == "/posts/7":
        return [
          .response(
            200, headers: ["ETag": #""2""#, "X-Kind": "post"], body: #"{"id": 7, "title": "B"}"#)
        ]
      case "GET":
        return [.response(200, headers: ["ETag": #"W/"9""#], body: #"{"id": 8, "title": "W"}"#)]
      default:
        return [.response(200, body: #"{"id": 7, "title": "C"}"#)]
      }
    }
    let session = session(of: server)
    let read = try await session.answered(Endpoint<Post>.get(["posts", "7"], resource: "post"))
    let weak = try await session.answered(Endpoint<Post>.get(["posts", "8"], resource: "post"))
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "C"], resource: "post")
    let other = try Endpoint<Post>.write(
      "PATCH", ["posts", "8"], body: ["title": "C"], resource: "post")
    let own = try #require(EntityTag(#""5""#))

    try await RecordVersion.$current.withValue(read.recordVersion) {
      _ = try await session.send(edit)
      _ = try await session.send(other)
      _ = try await session.send(edit.ifMatch(own))
    }

    checkEqual(read.value, Post(id: 7, title: "B"))
    checkEqual(read.head?.value(forHeader: "X-Kind"), "post")
    checkEqual(read.version, EntityTag(#""2""#))
    check(weak.version == nil && weak.recordVersion == nil, "a weak tag is no version")
    checkEqual(
      server.requests.filter { $0.method == "PATCH" }.map { $0.headers["if-match"] },
      [#""2""#, nil, #""5""#], "only the record read, and an endpoint's own tag wins")
  }

  @Test(
    "a write under If-Match is tried again after a 503 and a connection lost, and applies once",
    arguments: ["127.0.0.1", "::1"])
  func versionedWriteRetried(address: String) async throws {
    let server = try HostileServer(address: address) { _, index in
      switch index {
      case 0: [.response(503)]
      case 1: [.reset]
      default: [.response(200, headers: ["ETag": #""3""#], body: #"{"id": 7, "title": "C"}"#)]
      }
    }
    let told = LockedValue<[RetryNotice]>([])
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "C"], resource: "post"
    ).ifMatch(try #require(EntityTag(#""2""#)))

    let post = try await RetryObserver.$current.withValue(
      RetryObserver { notice in told.withLock { $0.append(notice) } }
    ) { try await session(of: server).send(edit) }

    checkEqual(post, Post(id: 7, title: "C"))
    checkEqual(server.requests.map { $0.headers["if-match"] }, [#""2""#, #""2""#, #""2""#])
    checkEqual(told.current.map(\.attempt), [2, 3])
    checkEqual(told.current.first?.reason, "HTTP 503")
  }

  @Test(
    "a 412 or 404 answering a retried versioned write says it may have been carried out",
    arguments: [412, 404])
  func versionedWriteRefusedOnRetry(status: Int) async throws {
    let server = try HostileServer { _, index in
      index == 0 ? [.reset] : [.response(status)]
    }
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "C"], resource: "post"
    ).ifMatch(try #require(EntityTag(#""2""#)))

    let error = await #expect(throws: NetworkError.self) {
      try await session(of: server).send(edit)
    }

    guard case .unansweredWrite(let request, let reason)? = error else {
      Issue.record("expected an unanswered write, got \(String(describing: error))")
      return
    }
    checkEqual(request, ShownRequest("PATCH", server.baseURL.appendingPathComponent("posts/7")))
    check(reason.hasSuffix("and the next was answered HTTP \(status)"))
    checkEqual(server.requests.count, 2)
  }

  @Test(
    "a 412 after tries the server refused (a 429 or a 503) is the conflict it says; after a 504 it may have been carried out",
    arguments: [(429, false), (503, false), (504, true), (502, true)])
  func versionedWriteRefusedAfterARefusal(first: Int, mayHaveBeenCarriedOut: Bool) async throws {
    let server = try HostileServer { _, index in
      index == 0 ? [.response(first, headers: ["Retry-After": "0"])] : [.response(412)]
    }
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "C"], resource: "post"
    ).ifMatch(try #require(EntityTag(#""2""#)))

    let error = await #expect(throws: NetworkError.self) {
      try await session(of: server).send(edit)
    }

    checkEqual(server.requests.count, 2)
    if mayHaveBeenCarriedOut {
      guard case .unansweredWrite(_, let reason)? = error else {
        Issue.record("expected an unanswered write, got \(String(describing: error))")
        return
      }
      checkEqual(reason, "HTTP \(first), and the next was answered HTTP 412")
    } else {
      checkEqual(
        error,
        .versionConflict(
          resource: "post",
          request: ShownRequest("PATCH", server.baseURL.appendingPathComponent("posts/7"))))
    }
  }

  @Test("a write under a weak If-Match, which cannot match, is not tried again")
  func weakVersionNotRetried() async throws {
    let server = try HostileServer(answering: [.response(503)])
    let edit = try Endpoint<Post>.write(
      "PATCH", ["posts", "7"], body: ["title": "C"], resource: "post"
    ).ifMatch(try #require(EntityTag(#"W/"2""#)))

    await #expect(throws: NetworkError.self) { try await session(of: server).send(edit) }
    checkEqual(server.requests.count, 1)
  }

  @Test(
    "with an immediate clock for its waits, a session still gives a request its timeout",
    arguments: ["127.0.0.1", "::1"])
  func timeoutOnItsOwnClock(address: String) async throws {
    let body = #"{"id": 7, "title": "Slow"}"#
    let answer =
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)"
      + "\r\nConnection: close\r\n\r\n\(body)"
    let server = try HostileServer(address: address) { _, _ in
      [.trickle(Data(answer.utf8), interval: 0.001)]
    }
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "HTTPSessionWriteTests/1",
      policy: TransferPolicy(timeout: .seconds(30), clock: ImmediateClock()))

    let post = try await session.send(Endpoint<Post>.get(["posts", "7"], resource: "post"))

    checkEqual(post, Post(id: 7, title: "Slow"))
  }
}

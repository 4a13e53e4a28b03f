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

    #expect(post == Post(id: 101, title: "Tides"))
    #expect(kept.current == ["key-1": 101])
    #expect(server.requests.map { $0.headers["idempotency-key"] } == ["key-1", "key-1"])
    let notice = try #require(told.current.first)
    #expect(told.current.count == 1)
    #expect(notice.attempt == 2 && notice.idempotencyKey == key)
    #expect(notice.description.contains("POST \(server.baseURL.absoluteString)/posts: "))
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

    #expect(post.id == 7)
    #expect(server.requests.map { $0.headers["x-request-key"] } == ["k-7", "k-7"])
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

    #expect(post.id == 7)
    #expect(told.current.map(\.reason) == ["HTTP 429"])
    #expect(told.current.first?.attempt == 2)
  }

  @Test("without a key, a write cut short is not sent again")
  func unkeyedNotRetried() async throws {
    let server = try HostileServer(answering: [.reset])

    await #expect(throws: NetworkError.self) {
      try await session(of: server).send(creating("T"))
    }
    #expect(server.requests.count == 1)
    #expect(server.requests.first?.headers["idempotency-key"] == nil)
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
    #expect(created.id == "101")
    #expect(created.url == server.baseURL.appendingPathComponent("posts/101"))
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

    #expect(post == Post(id: 101, title: "T"))
    #expect(server.requests.map { "\($0.method) \($0.path)" } == ["POST /posts", "GET /posts/101"])
    #expect(server.requests.last?.headers["idempotency-key"] == nil)
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

    #expect(answer == .noContent)
    #expect(server.requests.first?.method == "PATCH")
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

    #expect(edited == Post(id: 7, title: "C"))
    #expect(server.requests.compactMap { $0.headers["if-match"] } == [#""1""#, #""2""#])
  }
}

import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Credentials and header fields on requests, and a cache that keeps the answers of different
/// credentials apart without writing a secret.
@Suite("HTTPSession with credentials", .timeLimit(.minutes(1)))
struct HTTPSessionCredentialsTests {
  private static let things = Endpoint<ListPayload<Int>>.list(["things"], resource: "things")

  /// What the server answers next; a status of 0 is a refused connection.
  private let answer = LockedValue(StubResponse.text("[1]"))

  private func makeServer() throws -> StubServer {
    try StubServer { [answer] request in
      let response = answer.current
      if response.status == 0 {
        throw URLError(.cannotConnectToHost)
      }
      return try response.answering(request)
    }
  }

  private func session(
    _ server: StubServer, credentials: Credentials = .none, headers: [String: String] = [:],
    cache: ResponseCache = .disabled
  ) -> HTTPSession {
    HTTPSession(
      session: server.session, baseURL: server.baseURL, userAgent: "CredentialsTests/1",
      credentials: credentials, headers: headers,
      policy: TransferPolicy(retries: 0, clock: ImmediateClock()), cache: cache)
  }

  /// A stored answer that is fresh for a minute and varies, as GitHub's do, on the fields that
  /// carry credentials.
  private static let private60 = StubResponse.text("[1]")
    .with(header: "Cache-Control", "private, max-age=60")
    .with(header: "ETag", #"W/"v1""#)
    .with(header: "Vary", "Accept, Authorization, Cookie, X-API-Key")

  @Test("the session's fields and credentials go with every request, the endpoint's over them")
  func fieldsReachTheServer() async throws {
    let server = try makeServer()
    let session = session(
      server, credentials: .bearer("session-token"),
      headers: ["Accept": "application/vnd.github+json", "X-GitHub-Api-Version": "2022-11-28"])

    _ = try await session.send(Self.things)
    _ = try await session.send(
      Self.things.adding(headers: ["x-github-api-version": "2026-03-10"])
        .adding(credentials: .apiKey("key", header: "X-API-Key"))
        .adding(credentials: Credentials(headers: ["authorization": "Bearer endpoint-token"])))

    let first = try #require(server.requests.first)
    let second = try #require(server.requests.last)
    checkEqual(first.value(forHTTPHeaderField: "Authorization"), "Bearer session-token")
    checkEqual(first.value(forHTTPHeaderField: "Accept"), "application/vnd.github+json")
    checkEqual(first.value(forHTTPHeaderField: "X-GitHub-Api-Version"), "2022-11-28")
    checkEqual(first.value(forHTTPHeaderField: "User-Agent"), "CredentialsTests/1")
    checkEqual(second.value(forHTTPHeaderField: "Authorization"), "Bearer endpoint-token")
    checkEqual(second.value(forHTTPHeaderField: "X-API-Key"), "key")
    checkEqual(second.value(forHTTPHeaderField: "X-GitHub-Api-Version"), "2026-03-10")
  }

  @Test("the session's query items go with every request, after the endpoint's and never twice")
  func queryItemsReachTheServer() async throws {
    let server = try makeServer()
    var session = session(server)
    session.queryItems = [URLQueryItem(name: "api_key", value: "k 1")]
    var paged = Self.things
    paged.queryItems = [URLQueryItem(name: "page", value: "2")]
    var ownKey = Self.things
    ownKey.queryItems = [URLQueryItem(name: "api_key", value: "own")]

    _ = try await session.send(paged)
    _ = try await session.send(ownKey)

    checkEqual(server.requests.map { $0.url?.query }, ["page=2&api_key=k%201", "api_key=own"])
  }

  @Test("Basic credentials are sent as RFC 7617 writes them")
  func basic() async throws {
    let server = try makeServer()

    _ = try await session(server, credentials: .basic(user: "ada", password: "pw")).send(
      Self.things)

    checkEqual(server.requests.first?.value(forHTTPHeaderField: "Authorization"), "Basic YWRhOnB3")
  }

  @Test(
    "a field that cannot be sent sends nothing and names the field, never its value",
    arguments: [
      (["X-API-Key": "one\r\nX-Admin: yes"], "holds a line break"),
      (["X-API-Key": "nul\u{0}"], "holds a control character"),
      (["Bad Name": "v"], "is not a header field name"),
    ])
  func invalidFields(fields: [String: String], problem: String) async throws {
    let server = try makeServer()

    let error = await #expect(throws: NetworkError.self) {
      try await session(server, credentials: Credentials(headers: fields)).send(Self.things)
    }

    guard case .invalidRequest(let request, let reason) = error else {
      Issue.record("expected an invalid request, got \(String(describing: error))")
      return
    }
    checkEqual("\(request)", "GET \(server.baseURL.absoluteString)/things")
    check(reason.hasSuffix(problem))
    check(!reason.contains("one") && !reason.contains("nul"))
    check(server.requests.isEmpty)
  }

  @Test("another token never gets the first one's stored answer: fresh, offline or stale")
  func anotherTokenGetsNothingStored() async throws {
    let server = try makeServer()
    let cache = ResponseCache.inMemory()
    let first = session(server, credentials: .bearer("first"), cache: cache)
    let second = session(server, credentials: .bearer("second"), cache: cache)
    answer.withLock { $0 = Self.private60 }
    _ = try await first.send(Self.things)

    answer.withLock { $0 = StubResponse.text("[2]") }
    let secondAnswer = try await second.send(Self.things)
    let firstAgain = try await first.send(Self.things)
    let requestsOnline = server.requests
    answer.withLock { $0 = StubResponse(status: 0, contentType: "", body: Data()) }
    var offline = cache
    offline.policy.isOffline = true
    let secondOffline = session(server, credentials: .bearer("third"), cache: offline)
    let unreachable = await #expect(throws: NetworkError.self) {
      try await session(server, credentials: .bearer("third"), cache: cache).send(Self.things)
    }
    let notStored = await #expect(throws: NetworkError.self) {
      try await secondOffline.send(Self.things)
    }
    let anonymous = await #expect(throws: NetworkError.self) {
      try await session(server, cache: cache).send(Self.things)
    }

    checkEqual(secondAnswer.items, [2])
    checkEqual(firstAgain.items, [1], "fresh for the first token, without a request")
    checkEqual(requestsOnline.count, 2)
    checkEqual(requestsOnline.last?.value(forHTTPHeaderField: "If-None-Match"), nil)
    guard case .unreachable = unreachable, case .notStored = notStored,
      case .unreachable = anonymous
    else {
      Issue.record("expected no stored answer, got \([unreachable, notStored, anonymous])")
      return
    }
  }

  @Test("an API key named as credentials keeps the answers of two keys apart")
  func apiKeysApart() async throws {
    let server = try makeServer()
    let cache = ResponseCache.inMemory()
    answer.withLock { $0 = Self.private60 }
    _ = try await session(server, credentials: .apiKey("k1", header: "X-API-Key"), cache: cache)
      .send(Self.things)
    answer.withLock { $0 = StubResponse(status: 0, contentType: "", body: Data()) }

    let same = try await session(
      server, credentials: .apiKey("k1", header: "X-API-Key"), cache: cache
    ).send(Self.things)
    await #expect(throws: NetworkError.self) {
      try await session(server, credentials: .apiKey("k2", header: "X-API-Key"), cache: cache)
        .send(Self.things)
    }
    checkEqual(same.items, [1])
  }

  @Test("the password of the URL keeps answers apart, and no file holds a secret")
  func noSecretOnDisk() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "credentials-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let server = try makeServer()
    var components = try #require(
      URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
    components.user = "u"
    components.password = "hunter2secret"
    let secretURL = try #require(components.url)
    components.password = "other"
    let otherURL = try #require(components.url)
    let cache = ResponseCache.disk(directory: folder)
    func session(_ baseURL: URL, _ credentials: Credentials) -> HTTPSession {
      HTTPSession(
        session: server.session, baseURL: baseURL, userAgent: "CredentialsTests/1",
        credentials: credentials, policy: TransferPolicy(retries: 0, clock: ImmediateClock()),
        cache: cache)
    }
    answer.withLock {
      $0 = Self.private60.with(header: "Set-Cookie", "session=cookiesecret")
    }
    _ = try await session(secretURL, .apiKey("apikeysecret", header: "X-API-Key"))
      .send(Self.things)
    _ = try await session(secretURL, .bearer("tokensecret")).send(Self.things)
    answer.withLock { $0 = StubResponse(status: 0, contentType: "", body: Data()) }

    let again = try await session(secretURL, .bearer("tokensecret")).send(Self.things)
    await #expect(throws: NetworkError.self) {
      try await session(otherURL, .bearer("tokensecret")).send(Self.things)
    }

    checkEqual(again.items, [1])
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    check(files.count >= 2)
    for file in files {
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
      let text = String(decoding: data ?? Data(), as: UTF8.self)
      for secret in ["hunter2secret", "apikeysecret", "tokensecret", "cookiesecret"] {
        check(!text.contains(secret), "\(file) holds \(secret)")
      }
    }
  }

  @Test(
    "with the server down, a wrong token or none gets nothing the right one stored on disk",
    arguments: ["127.0.0.1", "::1"])
  func serverDownWrongTokenGetsNothing(address: String) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "credentials-tests-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // No Vary: the credentials alone keep the answers apart, as for an API that names none.
    let server = try HostileServer(address: address) { _, _ in
      [
        .response(
          200,
          headers: [
            "Content-Type": "application/json", "Cache-Control": "private, max-age=60",
            "ETag": #""v1""#,
          ], body: "[1]")
      ]
    }
    let now = LockedValue(Date(timeIntervalSince1970: 1_767_225_600))
    func session(_ credentials: Credentials, offline: Bool = false) -> HTTPSession {
      HTTPSession(
        baseURL: server.baseURL, userAgent: "CredentialsTests/1", credentials: credentials,
        policy: TransferPolicy(retries: 0, clock: ImmediateClock()),
        cache: .disk(
          directory: folder, policy: CachePolicy(isOffline: offline), now: { now.current }))
    }
    let right = Credentials.bearer("ghp_rightTokenSecret")
    let stored = try await session(right).send(Self.things)
    server.stop()

    let fresh = try await session(right).send(Self.things)
    let wrongFresh = await #expect(throws: NetworkError.self) {
      try await session(.bearer("ghp_wrongToken")).send(Self.things)
    }
    let noneFresh = await #expect(throws: NetworkError.self) {
      try await session(.none).send(Self.things)
    }
    now.withLock { $0.addTimeInterval(3_600) }
    let stale = try await session(right).send(Self.things)
    let wrongStale = await #expect(throws: NetworkError.self) {
      try await session(.bearer("ghp_wrongToken")).send(Self.things)
    }
    let offline = try await session(right, offline: true).send(Self.things)
    let wrongOffline = await #expect(throws: NetworkError.self) {
      try await session(.bearer("ghp_wrongToken"), offline: true).send(Self.things)
    }

    checkEqual([stored.items, fresh.items, stale.items, offline.items], [[1], [1], [1], [1]])
    checkEqual(server.requests.count, 1)
    checkEqual(server.requests.first?.headers["authorization"], "Bearer ghp_rightTokenSecret")
    for error in [wrongFresh, noneFresh, wrongStale] {
      guard case .unreachable(let host, _, _) = error else {
        Issue.record("expected the server unreachable, got \(String(describing: error))")
        continue
      }
      checkEqual("\(host)", server.host)
    }
    guard case .notStored = wrongOffline else {
      Issue.record("expected nothing stored, got \(String(describing: wrongOffline))")
      return
    }
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
    check(!files.isEmpty)
    for file in files {
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
      check(!String(decoding: data ?? Data(), as: UTF8.self).contains("ghp_rightTokenSecret"))
    }
  }

  @Test("a redirect to another origin goes without the session's credentials")
  func redirectElsewhereDropsCredentials() async throws {
    let target = try HostileServer(answering: [.response(200, body: "[3]")])
    let origin = try HostileServer(answering: [
      .response(302, headers: ["Location": "\(target.baseURL.absoluteString)/things"], body: "")
    ])
    let session = HTTPSession(
      baseURL: origin.baseURL, userAgent: "CredentialsTests/1",
      credentials: Credentials(headers: ["X-API-Key": "k", "Cookie": "c"]),
      policy: TransferPolicy(retries: 0, clock: ImmediateClock()))

    let page = try await session.send(Self.things)

    checkEqual(page.items, [3])
    let redirected = try #require(target.requests.first)
    checkEqual(redirected.headers["x-api-key"], nil)
    checkEqual(redirected.headers["cookie"], nil)
    checkEqual(origin.requests.first?.headers["x-api-key"], "k")
  }
}

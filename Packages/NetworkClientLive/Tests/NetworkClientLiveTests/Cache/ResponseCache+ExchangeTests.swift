import Dependencies
import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client through a ``ResponseCache``: what reaches the server, and what comes back.
@Suite("ResponseCache in the live client")
struct ResponseCacheExchangeTests {
  static let start = Date(timeIntervalSince1970: 1_700_000_000)

  /// The cache's clock, moved by the test.
  let clock = LockedValue(start)
  /// What the cache reported.
  let events = LockedValue<[CacheEvent]>([])
  /// What the server answers next, by path.
  let answers = LockedValue<[String: StubResponse]>([:])

  func makeServer() throws -> StubServer {
    try StubServer { [answers] request in
      let path = request.url?.path ?? ""
      let answer = answers.withLock { $0[path] } ?? .notFound
      if answer.status == 0 {
        throw URLError(.cannotConnectToHost)
      }
      return try answer.answering(request)
    }
  }

  func cache(_ policy: CachePolicy = CachePolicy()) -> ResponseCache {
    var cache = ResponseCache.inMemory(policy: policy) { [clock] in clock.current }
    cache.report = { [events] event in events.withLock { $0.append(event) } }
    return cache
  }

  func answer(_ path: String, _ response: StubResponse) {
    answers.withLock { $0[path] = response }
  }

  func advance(seconds: TimeInterval) {
    clock.withLock { $0 = $0.addingTimeInterval(seconds) }
  }

  static func posts(_ titles: String...) throws -> StubResponse {
    try .json(titles.enumerated().map { Sample.post(Post.ID($0.offset + 1), title: $0.element) })
  }

  static let unreachable = StubResponse(status: 0, contentType: "", body: Data())

  /// `post` as `?_expand=user` answers it, with `user` under `user`.
  static func expanded(_ post: Post, with user: User) throws -> StubResponse {
    var object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(post)) as? [String: Any] ?? [:]
    object["user"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(user))
    return StubResponse(
      status: 200, contentType: "application/json",
      body: try JSONSerialization.data(withJSONObject: object))
  }

  // MARK: Freshness

  @Test("a fresh answer is used without a request until its max-age passes")
  func freshAnswer() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer("/posts", try Self.posts("first").with(header: "Cache-Control", "max-age=60"))

    let first = try await client.posts(PostQuery())
    advance(seconds: 59)
    let second = try await client.posts(PostQuery())
    #expect(server.requests.count == 1)
    #expect(second.items == first.items)

    advance(seconds: 2)
    answer("/posts", try Self.posts("second").with(header: "Cache-Control", "max-age=60"))
    let third = try await client.posts(PostQuery())
    #expect(server.requests.count == 2)
    #expect(third.items.map(\.title) == ["second"])
  }

  @Test("no-cache with an ETag is revalidated each time, and a 304 reuses the stored body")
  func revalidatedWithETag() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer(
      "/posts",
      try Self.posts("stored").with(header: "Cache-Control", "no-cache")
        .with(header: "ETag", "W/\"v1\"").with(header: "X-Total-Count", "100"))
    _ = try await client.posts(PostQuery())

    answer(
      "/posts",
      StubResponse.text("", status: 304).with(header: "ETag", "W/\"v1\"")
        .with(header: "Cache-Control", "no-cache"))
    let page = try await client.posts(PostQuery())

    #expect(server.requests.count == 2)
    #expect(server.requests.first?.value(forHTTPHeaderField: "If-None-Match") == nil)
    #expect(server.requests.last?.value(forHTTPHeaderField: "If-None-Match") == "W/\"v1\"")
    #expect(page.items.map(\.title) == ["stored"])
    #expect(page.totalCount == 100, "the stored headers still describe the body")
  }

  @Test("a 304 naming another entity is not trusted: the read asks again without conditions")
  func notModifiedForAnotherEntity() async throws {
    let version = LockedValue("old")
    let server = try StubServer { request in
      if request.value(forHTTPHeaderField: "If-None-Match") != nil {
        return try StubResponse.text("", status: 304).with(header: "ETag", "\"new\"")
          .answering(request)
      }
      let title = version.current
      return try Self.posts(title).with(header: "ETag", "\"\(title)\"").answering(request)
    }
    let client = server.client(cache: cache())
    _ = try await client.posts(PostQuery())
    version.withLock { $0 = "new" }

    let page = try await client.posts(PostQuery())

    #expect(page.items.map(\.title) == ["new"])
    #expect(
      server.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") } == [
        nil, "\"old\"", nil,
      ])
  }

  @Test("a revalidation answered 404 or no-store removes what was stored")
  func revalidationThatRemoves() async throws {
    let server = try makeServer()
    let stored = cache()
    let client = server.client(cache: stored)
    answer(
      "/posts/7",
      try StubResponse.json(Sample.post(7, title: "seven")).with(header: "ETag", "\"1\""))
    answer(
      "/posts/8",
      try StubResponse.json(Sample.post(8, title: "eight")).with(header: "ETag", "\"1\""))
    _ = try await client.post(7)
    _ = try await client.post(8)
    answer("/posts/7", .notFound)
    answer(
      "/posts/8",
      try StubResponse.json(Sample.post(8, title: "eight")).with(
        header: "Cache-Control", "no-store"))

    _ = try? await client.post(7)
    _ = try await client.post(8)

    var offline = stored
    offline.policy.isOffline = true
    let offlineClient = server.client(cache: offline)
    for id in [7, 8] {
      await #expect(throws: NetworkError.self) { try await offlineClient.post(Post.ID(id)) }
    }
  }

  @Test("Last-Modified is sent back as If-Modified-Since, and a 200 replaces the stored answer")
  func revalidatedWithLastModified() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    let modified = "Tue, 14 Nov 2023 22:13:20 GMT"
    answer("/posts", try Self.posts("old").with(header: "Last-Modified", modified))
    _ = try await client.posts(PostQuery())

    answer("/posts", try Self.posts("new").with(header: "Cache-Control", "max-age=60"))
    let changed = try await client.posts(PostQuery())
    let stored = try await client.posts(PostQuery())

    let requests = server.requests
    try #require(requests.count == 2)
    #expect(requests[1].value(forHTTPHeaderField: "If-Modified-Since") == modified)
    #expect(changed.items.map(\.title) == ["new"])
    #expect(stored.items.map(\.title) == ["new"])
  }

  @Test("no-store is never stored, and a 404 is not either")
  func notStored() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer("/posts", try Self.posts("a").with(header: "Cache-Control", "no-store, max-age=60"))

    _ = try await client.posts(PostQuery())
    _ = try await client.posts(PostQuery())
    await #expect(throws: NetworkError.notFound(resource: "post", id: "9")) {
      try await client.post(9)
    }
    await #expect(throws: NetworkError.notFound(resource: "post", id: "9")) {
      try await client.post(9)
    }

    #expect(server.requests.count == 4)
    #expect(server.requests.allSatisfy { $0.value(forHTTPHeaderField: "If-None-Match") == nil })
  }

  @Test("an answer that cannot be decoded is not kept: the next read asks again")
  func undecodableAnswerIsForgotten() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache(CachePolicy(maximumAge: .seconds(3600))))
    answer("/users", StubResponse.text("{\"a\": 1}").with(header: "Cache-Control", "max-age=600"))
    await #expect(throws: NetworkError.self) { try await client.users(UserQuery()) }

    answer(
      "/users", try StubResponse.json(Fixtures.users).with(header: "Cache-Control", "max-age=600"))
    let users = try await client.users(UserQuery())

    #expect(users.items == Fixtures.users)
    #expect(server.requests.count == 2)
  }

  // MARK: The person's policy

  @Test("--max-age accepts a no-cache answer up to that age without asking")
  func maximumAge() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache(CachePolicy(maximumAge: .seconds(3600))))
    answer("/posts", try Self.posts("a").with(header: "Cache-Control", "no-cache"))
    _ = try await client.posts(PostQuery())

    advance(seconds: 3599)
    _ = try await client.posts(PostQuery())
    #expect(server.requests.count == 1)

    advance(seconds: 2)
    _ = try await client.posts(PostQuery())
    #expect(server.requests.count == 2)
  }

  @Test("--refresh revalidates a fresh answer, even for stored-if-available reads")
  func refresh() async throws {
    let server = try makeServer()
    let stored = cache()
    answer(
      "/posts",
      try Self.posts("a").with(header: "Cache-Control", "max-age=600").with(header: "ETag", "\"1\"")
    )
    _ = try await server.client(cache: stored).posts(PostQuery())

    var refreshing = stored
    refreshing.policy.revalidatesEverything = true
    let client = server.client(cache: refreshing)
    _ = try await client.posts(PostQuery())
    _ = try await ReadFreshness.$current.withValue(.storedIfAvailable) {
      try await client.posts(PostQuery())
    }

    #expect(server.requests.count == 3)
    #expect(
      server.requests.dropFirst().allSatisfy {
        $0.value(forHTTPHeaderField: "If-None-Match") == "\"1\""
      })
  }

  @Test("a revalidated read asks again however fresh the stored answer is")
  func revalidatedRead() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer(
      "/posts",
      try Self.posts("a").with(header: "Cache-Control", "max-age=600").with(header: "ETag", "\"1\"")
    )
    _ = try await client.posts(PostQuery())
    _ = try await client.posts(PostQuery())

    _ = try await ReadFreshness.$current.withValue(.revalidated) {
      try await client.posts(PostQuery())
    }

    #expect(server.requests.count == 2)
    #expect(server.requests.last?.value(forHTTPHeaderField: "If-None-Match") == "\"1\"")
  }

  @Test("a stored-only read takes a stored answer of any age, and names a missing one unsent")
  func storedOnlyRead() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer("/posts", try Self.posts("kept").with(header: "Cache-Control", "no-cache"))
    _ = try await client.posts(PostQuery())
    advance(seconds: 86_400 * 30)

    let page = try await ReadFreshness.$current.withValue(.storedOnly) {
      try await client.posts(PostQuery())
    }

    #expect(page.items.map(\.title) == ["kept"])
    await #expect(
      throws: NetworkError.notStored(request: "GET \(server.baseURL.absoluteString)/users")
    ) {
      try await ReadFreshness.$current.withValue(.storedOnly) {
        try await client.users(UserQuery())
      }
    }
    #expect(server.requests.count == 1)
  }

  @Test(
    "a stored-only read sends nothing under --refresh or without a store",
    arguments: [true, false])
  func storedOnlyWithoutStoredAnswer(refreshing: Bool) async throws {
    let server = try makeServer()
    var stored = cache()
    answer("/posts", try Self.posts("a").with(header: "Cache-Control", "max-age=600"))
    _ = try await server.client(cache: stored).posts(PostQuery())
    stored.policy.revalidatesEverything = true
    let client = server.client(cache: refreshing ? stored : .disabled)

    await #expect(
      throws: NetworkError.notStored(request: "GET \(server.baseURL.absoluteString)/posts")
    ) {
      try await ReadFreshness.$current.withValue(.storedOnly) {
        try await client.posts(PostQuery())
      }
    }
    #expect(server.requests.count == 1)
  }

  @Test("offline, a stored answer of any age is used, and a missing one is named without a request")
  func offline() async throws {
    let server = try makeServer()
    let stored = cache()
    answer("/posts", try Self.posts("kept").with(header: "Cache-Control", "no-cache"))
    _ = try await server.client(cache: stored).posts(PostQuery())

    var offline = stored
    offline.policy.isOffline = true
    let client = server.client(cache: offline)
    advance(seconds: 86_400 * 30)
    let page = try await client.posts(PostQuery())

    #expect(page.items.map(\.title) == ["kept"])
    await #expect(
      throws: NetworkError.notStored(request: "GET \(server.baseURL.absoluteString)/users")
    ) {
      try await client.users(UserQuery())
    }
    #expect(server.requests.count == 1)
  }

  @Test("offline, a write is not sent, and without a store nothing is")
  func offlineSendsNothing() async throws {
    let server = try makeServer()
    answer("/posts/7", try .json(Sample.post(7, title: "seven")))
    let client = server.client(cache: cache(CachePolicy(isOffline: true)))
    let storeless = server.client(
      cache: {
        var cache = ResponseCache.disabled
        cache.policy.isOffline = true
        return cache
      }())

    await #expect(
      throws: NetworkError.notStored(request: "PATCH \(server.baseURL.absoluteString)/posts/7")
    ) {
      try await client.updatePost(7, PostChanges(title: "x"))
    }
    await #expect(
      throws: NetworkError.notStored(request: "GET \(server.baseURL.absoluteString)/posts/7")
    ) {
      try await storeless.post(7)
    }
    #expect(server.requests.isEmpty)
    #expect(
      NetworkError.notStored(request: "DELETE http://api.test/posts/7").description
        == "offline, so DELETE http://api.test/posts/7 was not sent")
  }

  @Test("stored-if-available reads use an answer of any age without asking, and ask when none")
  func storedIfAvailable() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer("/users", try .json(Fixtures.users).with(header: "Cache-Control", "no-cache"))

    for _ in 0..<2 {
      let users = try await ReadFreshness.$current.withValue(.storedIfAvailable) {
        try await client.users(UserQuery())
      }
      #expect(users.items == Fixtures.users)
      advance(seconds: 3600)
    }
    _ = try await client.users(UserQuery())

    #expect(server.requests.count == 2, "the first read and the last, standard one")
  }

  // MARK: Failures

  @Test(
    "a server that cannot be reached or fails with 5xx is stood in for by the stored answer",
    arguments: [503, 0])
  func staleOnError(status: Int) async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer("/posts", try Self.posts("kept").with(header: "Cache-Control", "max-age=60"))
    _ = try await client.posts(PostQuery())
    advance(seconds: 3600)

    answer("/posts", status == 0 ? Self.unreachable : .text("{}", status: status))
    let page = try await client.posts(PostQuery())

    #expect(page.items.map(\.title) == ["kept"])
    let event = try #require(events.current.first)
    guard case .usedStale(let request, let storedAt, let error) = event else {
      Issue.record("unexpected event \(event)")
      return
    }
    #expect(request == "GET \(server.baseURL.absoluteString)/posts")
    #expect(storedAt == Self.start)
    switch (status, error) {
    case (503, .unexpectedStatus(code: 503, _, _, _)), (0, .unreachable): break
    default: Issue.record("unexpected error \(error)")
    }
  }

  @Test("a read a stored answer can stand in for is tried once; one without is retried")
  func retriesOnlyWithoutAStandIn() async throws {
    let server = try makeServer()
    let client = server.client(
      policy: TransferPolicy(retries: 2, clock: ImmediateClock()), cache: cache())
    answer("/posts", try Self.posts("kept").with(header: "Cache-Control", "no-cache"))
    _ = try await client.posts(PostQuery())
    answer("/posts", .text("{}", status: 503))
    answer("/users", .text("{}", status: 503))

    let page = try await client.posts(PostQuery())
    _ = try? await client.users(UserQuery())

    #expect(page.items.map(\.title) == ["kept"])
    #expect(server.requestedPaths == ["/posts", "/posts", "/users", "/users", "/users"])
  }

  @Test("a 429 or 503 asking to wait is retried first; then the stored answer stands in")
  func retryAfterBeforeStandIn() async throws {
    for status in [429, 503] {
      let server = try makeServer()
      let client = server.client(
        policy: TransferPolicy(retries: 2, clock: ImmediateClock()), cache: cache())
      answer("/posts", try Self.posts("kept").with(header: "Cache-Control", "no-cache"))
      _ = try await client.posts(PostQuery())
      answer("/posts", StubResponse.text("{}", status: status).with(header: "Retry-After", "1"))

      let page = try await client.posts(PostQuery())

      #expect(page.items.map(\.title) == ["kept"])
      #expect(server.requestedPaths == ["/posts", "/posts", "/posts", "/posts"])
      let event = try #require(events.current.last)
      guard case .usedStale(_, _, .unexpectedStatus(code: status, _, _, attempts: 3)) = event
      else {
        Issue.record("unexpected event \(event)")
        continue
      }
    }
  }

  @Test("without a stored answer, a failing server's error is thrown as before")
  func errorWithoutStoredAnswer() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer("/posts", .text("{}", status: 503))

    await #expect {
      try await client.posts(PostQuery())
    } throws: { error in
      if case NetworkError.unexpectedStatus(code: 503, _, _, _) = error { return true }
      return false
    }
    #expect(events.current.isEmpty)
  }

  @Test("must-revalidate is never used stale")
  func mustRevalidate() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer(
      "/posts", try Self.posts("a").with(header: "Cache-Control", "max-age=1, must-revalidate"))
    _ = try await client.posts(PostQuery())
    advance(seconds: 60)
    answer("/posts", Self.unreachable)

    await #expect {
      try await client.posts(PostQuery())
    } throws: { error in
      if case NetworkError.unreachable = error { return true }
      return false
    }
  }

  @Test("a store that cannot be written is reported once, and reads go on")
  func unwritableStore() async throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "cache-\(UUID().uuidString)")
    try Data("not a directory".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let server = try makeServer()
    var cache = ResponseCache.disk(directory: file.appendingPathComponent("entries"))
    cache.report = { [events] event in events.withLock { $0.append(event) } }
    let client = server.client(cache: cache)
    answer("/posts", try Self.posts("a").with(header: "Cache-Control", "max-age=60"))

    _ = try await client.posts(PostQuery())
    let page = try await client.posts(PostQuery())

    #expect(page.items.map(\.title) == ["a"])
    #expect(server.requests.count == 2)
    #expect(events.current.count == 1)
    guard case .storeFailed(let reason)? = events.current.first else {
      Issue.record("no store failure in \(events.current)")
      return
    }
    #expect(!reason.isEmpty && !reason.contains("\n"))
  }

  @Test("a full or read-only disk is said in the system's words, not Foundation's")
  func storeFailureWording() {
    #expect(
      ResponseCache.reason(for: CocoaError(.fileWriteOutOfSpace)) == "No space left on device")
    #expect(ResponseCache.reason(for: CocoaError(.fileWriteNoPermission)) == "Permission denied")
    #expect(
      ResponseCache.reason(for: CocoaError(.fileWriteVolumeReadOnly)) == "Read-only file system")
  }

  // MARK: Writes

  @Test("a successful write makes the next reads of what it changed ask the server")
  func writesInvalidate() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    let post = Sample.post(7, by: 3, title: "seven")
    answer("/posts", try Self.posts("a").with(header: "Cache-Control", "max-age=600"))
    answer("/posts/7", try StubResponse.json(post).with(header: "Cache-Control", "max-age=600"))
    answer("/users/3/posts", try Self.posts("b").with(header: "Cache-Control", "max-age=600"))
    answer(
      "/users", try StubResponse.json(Fixtures.users).with(header: "Cache-Control", "max-age=600"))
    func readAll() async throws {
      _ = try await client.posts(PostQuery())
      _ = try await client.post(7)
      _ = try await client.posts(PostQuery(userID: 3))
      _ = try await client.users(UserQuery())
    }
    try await readAll()
    try await readAll()
    #expect(server.requests.count == 4)

    answer("/posts/7", .text("{\"errors\":{\"title\":[\"is taken\"]}}", status: 422))
    _ = try? await client.updatePost(7, PostChanges(title: "x"))
    try await readAll()
    #expect(server.requests.count == 5, "a refused write changes nothing")

    answer("/posts/7", try StubResponse.json(post))
    _ = try await client.updatePost(7, PostChanges(title: "x"))
    answer("/posts/7", try StubResponse.json(post).with(header: "Cache-Control", "max-age=600"))
    try await readAll()

    #expect(
      server.requests.suffix(4).map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" } == [
        "PATCH /posts/7", "GET /posts", "GET /posts/7", "GET /users/3/posts",
      ])
  }

  @Test("a to-do's PATCH makes the next reads of every to-do list ask the server")
  func todoWriteInvalidates() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    let todo = Sample.todo(4, by: 2, title: "four", completed: true)
    let list = try StubResponse.json([todo]).with(header: "Cache-Control", "max-age=600")
    answer("/todos", list)
    answer("/users/2/todos", list)
    func readAll() async throws {
      _ = try await client.todos(TodoQuery())
      _ = try await client.todos(TodoQuery(userID: 2))
    }
    try await readAll()
    try await readAll()
    #expect(server.requests.count == 2)

    answer("/todos/4", try StubResponse.json(todo))
    _ = try await client.updateTodo(4, TodoChanges(completed: true))
    try await readAll()

    #expect(
      server.requests.suffix(3).map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" } == [
        "PATCH /todos/4", "GET /todos", "GET /users/2/todos",
      ])
  }

  // MARK: A post with its author

  @Test("a post and its author are one request where the server expands the author")
  func expandedAuthor() async throws {
    let server = try makeServer()
    let client = server.client()
    answer(
      "/posts/7", try Self.expanded(Sample.post(7, by: 1, title: "seven"), with: Sample.leanne))

    let summary = try await client.postWithAuthor(7)

    #expect(summary.post.title == "seven")
    #expect(summary.author == Sample.leanne)
    #expect(server.requests.map { $0.url?.query } == ["_expand=user"])
  }

  @Test("an expanded author who is not the post's user is asked for on their own")
  func mismatchedExpandedAuthor() async throws {
    let server = try makeServer()
    answer("/posts/7", try Self.expanded(Sample.post(7, by: 1, title: "seven"), with: Sample.ervin))
    answer("/users/1", try .json(Sample.leanne))

    let summary = try await server.client().postWithAuthor(7)

    #expect(summary.author == Sample.leanne)
  }

  @Test("a server that ignores _expand is asked for the author, and a missing one is nil")
  func authorAskedSeparately() async throws {
    let server = try makeServer()
    let client = server.client()
    answer("/posts/7", try .json(Sample.post(7, by: 1, title: "seven")))
    answer("/posts/8", try .json(Sample.post(8, by: 99, title: "eight")))
    answer("/users/1", try .json(Sample.leanne))

    let known = try await client.postWithAuthor(7)
    let unknown = try await client.postWithAuthor(8)

    #expect(known.author == Sample.leanne)
    #expect(unknown.author == nil)
    #expect(
      server.requests.map { $0.url?.path ?? "" } == [
        "/posts/7", "/users/1", "/posts/8", "/users/99",
      ])
  }

  @Test(
    "a warm post list names its authors from stored users, checking no-cache ones alongside",
    arguments: ["max-age=60", "no-cache"])
  func postSummariesUseStoredUsers(usersCacheControl: String) async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    answer(
      "/posts",
      try Self.posts("a").with(header: "Cache-Control", "no-cache").with(header: "ETag", "\"p\""))
    answer(
      "/users",
      try StubResponse.json(Fixtures.users).with(header: "Cache-Control", usersCacheControl)
        .with(header: "ETag", "\"u1\""))
    _ = try await client.postSummaries()
    advance(seconds: 30)

    var renamed = Fixtures.users
    let first = try #require(renamed.indices.first)
    renamed[first].name = "Renamed Author"
    answer("/posts", StubResponse.text("", status: 304).with(header: "ETag", "\"p\""))
    answer(
      "/users",
      try StubResponse.json(renamed).with(header: "Cache-Control", usersCacheControl)
        .with(header: "ETag", "\"u2\""))
    let page = try await client.postSummaries()

    let checksUsers = usersCacheControl == "no-cache"
    #expect(
      page.items.first?.author?.name
        == (checksUsers ? "Renamed Author" : Fixtures.users.first?.name))
    #expect(
      server.requests.map { $0.url?.path ?? "" }.sorted()
        == ["/posts", "/posts", "/users"] + (checksUsers ? ["/users"] : []))
  }

  // MARK: Sources

  @Test("each read tells where its answer came from: the server, the store, or the store instead")
  func readSources() async throws {
    let server = try makeServer()
    let client = server.client(cache: cache())
    let sources = LockedValue<[ReadSource]>([])
    let observer = ReadSourceObserver { source in
      sources.withLock { $0.append(source) }
    }
    func read() async throws {
      _ = try await ReadSourceObserver.$current.withValue(observer) {
        try await client.posts(PostQuery())
      }
    }
    answer(
      "/posts",
      try Self.posts("first").with(header: "Cache-Control", "max-age=60")
        .with(header: "ETag", "\"v1\""))

    try await read()
    advance(seconds: 30)
    try await read()
    advance(seconds: 60)
    answer("/posts", StubResponse.text("", status: 304).with(header: "ETag", "\"v1\""))
    try await read()
    let refreshedAt = clock.current
    advance(seconds: 120)
    answer("/posts", Self.unreachable)
    try await read()

    let observed = sources.current
    #expect(observed.count == 4)
    #expect(observed.first == .server)
    #expect(observed.dropFirst().first == .stored(at: Self.start))
    #expect(observed.dropFirst(2).first == .server, "a 304 confirms the stored answer")
    guard case .storedInPlaceOfServer(let storedAt, .unreachable)? = observed.last else {
      Issue.record("the last read was not answered from the store: \(observed)")
      return
    }
    #expect(storedAt == refreshedAt)
  }
}

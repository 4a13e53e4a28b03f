import Dependencies
import Foundation
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The endpoints these tests read and write, laid out as json-server lays out resources, which
/// is the layout the cache's invalidation rules read: `/producers`, `/producers/{id}`,
/// `/farms/{id}/producers` and `/farms`.
private enum Catalogue {
  /// Every producer, a JSON array.
  static let producers = Endpoint<ListPayload<Producer>>.list(["producers"], resource: "producers")

  /// One producer.
  static func producer(_ id: Int) -> Endpoint<Producer> {
    .get(["producers", "\(id)"], resource: "producer", item: item(id))
  }

  /// A farm's producers: a collection below an item of another.
  static func producers(ofFarm id: Int) -> Endpoint<ListPayload<Producer>> {
    .list(["farms", "\(id)", "producers"], resource: "producers")
  }

  /// The farms, another collection, answered with their ids.
  static let farms = Endpoint<ListPayload<Int>>.list(["farms"], resource: "farms")

  /// A change to a producer: `PATCH /producers/{id}`.
  static func renaming(_ id: Int) throws -> Endpoint<Producer> {
    try .write(
      "PATCH", ["producers", "\(id)"], body: ["name": "x"], resource: "producer", item: item(id))
  }

  private static func item(_ id: Int) -> Endpoint<Producer>.Item {
    Endpoint.Item(resource: "producer", id: "\(id)")
  }
}

/// A session through a ``ResponseCache``: what reaches the server, and what comes back.
@Suite("ResponseCache in a session")
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

  /// A list of producers with `names`, numbered from 1.
  static func producers(_ names: String...) throws -> StubResponse {
    try .json(names.enumerated().map { Producer(id: $0.offset + 1, name: $0.element) })
  }

  /// The farms 1 and 2.
  static let farmIDs = [1, 2]

  static let unreachable = StubResponse(status: 0, contentType: "", body: Data())

  // MARK: Freshness

  @Test("a fresh answer is used without a request until its max-age passes")
  func freshAnswer() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer("/producers", try Self.producers("first").with(header: "Cache-Control", "max-age=60"))

    let first = try await session.page(Catalogue.producers)
    advance(seconds: 59)
    let second = try await session.page(Catalogue.producers)
    checkEqual(server.requests.count, 1)
    checkEqual(second.items, first.items)

    advance(seconds: 2)
    answer("/producers", try Self.producers("second").with(header: "Cache-Control", "max-age=60"))
    let third = try await session.page(Catalogue.producers)
    checkEqual(server.requests.count, 2)
    checkEqual(third.items.map(\.name), ["second"])
  }

  @Test("no-cache with an ETag is revalidated each time, and a 304 reuses the stored body")
  func revalidatedWithETag() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer(
      "/producers",
      try Self.producers("stored").with(header: "Cache-Control", "no-cache")
        .with(header: "ETag", "W/\"v1\"").with(header: "X-Total-Count", "100"))
    _ = try await session.page(Catalogue.producers)

    answer(
      "/producers",
      StubResponse.text("", status: 304).with(header: "ETag", "W/\"v1\"")
        .with(header: "Cache-Control", "no-cache"))
    let page = try await session.page(Catalogue.producers)

    checkEqual(server.requests.count, 2)
    checkEqual(server.requests.first?.value(forHTTPHeaderField: "If-None-Match"), nil)
    checkEqual(server.requests.last?.value(forHTTPHeaderField: "If-None-Match"), "W/\"v1\"")
    checkEqual(page.items.map(\.name), ["stored"])
    checkEqual(page.totalCount, 100, "the stored headers still describe the body")
  }

  @Test("a 304 naming another entity is not trusted: the read asks again without conditions")
  func notModifiedForAnotherEntity() async throws {
    let version = LockedValue("old")
    let server = try StubServer { request in
      if request.value(forHTTPHeaderField: "If-None-Match") != nil {
        return try StubResponse.text("", status: 304).with(header: "ETag", "\"new\"")
          .answering(request)
      }
      let name = version.current
      return try Self.producers(name).with(header: "ETag", "\"\(name)\"").answering(request)
    }
    let session = server.httpSession(cache: cache())
    _ = try await session.page(Catalogue.producers)
    version.withLock { $0 = "new" }

    let page = try await session.page(Catalogue.producers)

    checkEqual(page.items.map(\.name), ["new"])
    checkEqual(
      server.requests.map { $0.value(forHTTPHeaderField: "If-None-Match") },
      [
        nil, "\"old\"", nil,
      ])
  }

  @Test("a revalidation answered 404 or no-store removes what was stored")
  func revalidationThatRemoves() async throws {
    let server = try makeServer()
    let stored = cache()
    let session = server.httpSession(cache: stored)
    answer(
      "/producers/7",
      try StubResponse.json(Producer(id: 7, name: "seven")).with(header: "ETag", "\"1\""))
    answer(
      "/producers/8",
      try StubResponse.json(Producer(id: 8, name: "eight")).with(header: "ETag", "\"1\""))
    _ = try await session.send(Catalogue.producer(7))
    _ = try await session.send(Catalogue.producer(8))
    answer("/producers/7", .notFound)
    answer(
      "/producers/8",
      try StubResponse.json(Producer(id: 8, name: "eight")).with(
        header: "Cache-Control", "no-store"))

    _ = try? await session.send(Catalogue.producer(7))
    _ = try await session.send(Catalogue.producer(8))

    var offline = stored
    offline.policy.isOffline = true
    let offlineSession = server.httpSession(cache: offline)
    for id in [7, 8] {
      await #expect(throws: NetworkError.self) {
        try await offlineSession.send(Catalogue.producer(id))
      }
    }
  }

  @Test("Last-Modified is sent back as If-Modified-Since, and a 200 replaces the stored answer")
  func revalidatedWithLastModified() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    let modified = "Tue, 14 Nov 2023 22:13:20 GMT"
    answer("/producers", try Self.producers("old").with(header: "Last-Modified", modified))
    _ = try await session.page(Catalogue.producers)

    answer("/producers", try Self.producers("new").with(header: "Cache-Control", "max-age=60"))
    let changed = try await session.page(Catalogue.producers)
    let stored = try await session.page(Catalogue.producers)

    let requests = server.requests
    try #require(requests.count == 2)
    checkEqual(requests[1].value(forHTTPHeaderField: "If-Modified-Since"), modified)
    checkEqual(changed.items.map(\.name), ["new"])
    checkEqual(stored.items.map(\.name), ["new"])
  }

  @Test("no-store is never stored, and a 404 is not either")
  func notStored() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer(
      "/producers", try Self.producers("a").with(header: "Cache-Control", "no-store, max-age=60"))

    _ = try await session.page(Catalogue.producers)
    _ = try await session.page(Catalogue.producers)
    await #expect(throws: NetworkError.notFound(resource: "producer", id: "9")) {
      try await session.send(Catalogue.producer(9))
    }
    await #expect(throws: NetworkError.notFound(resource: "producer", id: "9")) {
      try await session.send(Catalogue.producer(9))
    }

    checkEqual(server.requests.count, 4)
    check(server.requests.allSatisfy { $0.value(forHTTPHeaderField: "If-None-Match") == nil })
  }

  @Test("an answer that cannot be decoded is not kept: the next read asks again")
  func undecodableAnswerIsForgotten() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache(CachePolicy(maximumAge: .seconds(3600))))
    answer("/farms", StubResponse.text("{\"a\": 1}").with(header: "Cache-Control", "max-age=600"))
    await #expect(throws: NetworkError.self) { try await session.page(Catalogue.farms) }

    answer(
      "/farms", try StubResponse.json(Self.farmIDs).with(header: "Cache-Control", "max-age=600"))
    let farms = try await session.page(Catalogue.farms)

    checkEqual(farms.items, Self.farmIDs)
    checkEqual(server.requests.count, 2)
  }

  @Test(
    "a write rejected at a status its format names changes nothing stored, be it a 2xx or one the endpoint lists as a success",
    arguments: [
      (400, #"{"error": {"param": "name", "message": "is taken"}}"#, RejectionFormat.stripe),
      (200, #"{"errors": {"name": ["is taken"]}}"#, .rails.reading(statuses: [200])),
    ])
  func rejectedWriteKeepsWhatIsStored(status: Int, body: String, format: RejectionFormat)
    async throws
  {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer("/producers", try Self.producers("a").with(header: "Cache-Control", "max-age=600"))
    _ = try await session.page(Catalogue.producers)
    answer(
      "/producers",
      StubResponse(status: status, contentType: "application/json", body: Data(body.utf8)))
    let create = try Endpoint<Producer>.write(
      "POST", ["producers"], body: ["name": "a"], resource: "producer",
      successStatuses: [200, 201, 400], createsItem: true, rejection: format)

    await #expect(
      throws: NetworkError.rejected(
        resource: "producer", fieldErrors: FieldErrors(["name": [#""is taken""#]]))
    ) { try await session.send(create) }
    let producers = try await session.page(Catalogue.producers)

    checkEqual(producers.items.map(\.name), ["a"])
    checkEqual(server.requests.map { $0.httpMethod }, ["GET", "POST"])
  }

  // MARK: The person's policy

  @Test("--max-age accepts a no-cache answer up to that age without asking")
  func maximumAge() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache(CachePolicy(maximumAge: .seconds(3600))))
    answer("/producers", try Self.producers("a").with(header: "Cache-Control", "no-cache"))
    _ = try await session.page(Catalogue.producers)

    advance(seconds: 3599)
    _ = try await session.page(Catalogue.producers)
    checkEqual(server.requests.count, 1)

    advance(seconds: 2)
    _ = try await session.page(Catalogue.producers)
    checkEqual(server.requests.count, 2)
  }

  @Test("--refresh revalidates a fresh answer, even for stored-if-available reads")
  func refresh() async throws {
    let server = try makeServer()
    let stored = cache()
    answer(
      "/producers",
      try Self.producers("a").with(header: "Cache-Control", "max-age=600")
        .with(header: "ETag", "\"1\""))
    _ = try await server.httpSession(cache: stored).page(Catalogue.producers)

    var refreshing = stored
    refreshing.policy.revalidatesEverything = true
    let session = server.httpSession(cache: refreshing)
    _ = try await session.page(Catalogue.producers)
    _ = try await ReadFreshness.$current.withValue(.storedIfAvailable) {
      try await session.page(Catalogue.producers)
    }

    checkEqual(server.requests.count, 3)
    check(
      server.requests.dropFirst().allSatisfy {
        $0.value(forHTTPHeaderField: "If-None-Match") == "\"1\""
      })
  }

  @Test("a revalidated read asks again however fresh the stored answer is")
  func revalidatedRead() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer(
      "/producers",
      try Self.producers("a").with(header: "Cache-Control", "max-age=600")
        .with(header: "ETag", "\"1\""))
    _ = try await session.page(Catalogue.producers)
    _ = try await session.page(Catalogue.producers)

    _ = try await ReadFreshness.$current.withValue(.revalidated) {
      try await session.page(Catalogue.producers)
    }

    checkEqual(server.requests.count, 2)
    checkEqual(server.requests.last?.value(forHTTPHeaderField: "If-None-Match"), "\"1\"")
  }

  @Test("a stored-only read takes a stored answer of any age, and names a missing one unsent")
  func storedOnlyRead() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer("/producers", try Self.producers("kept").with(header: "Cache-Control", "no-cache"))
    _ = try await session.page(Catalogue.producers)
    advance(seconds: 86_400 * 30)

    let page = try await ReadFreshness.$current.withValue(.storedOnly) {
      try await session.page(Catalogue.producers)
    }

    checkEqual(page.items.map(\.name), ["kept"])
    await #expect(
      throws: NetworkError.notStored(
        request: ShownRequest("GET", server.baseURL.appendingPathComponent("farms")))
    ) {
      try await ReadFreshness.$current.withValue(.storedOnly) {
        try await session.page(Catalogue.farms)
      }
    }
    checkEqual(server.requests.count, 1)
  }

  @Test(
    "a stored-only read sends nothing under --refresh or without a store",
    arguments: [true, false])
  func storedOnlyWithoutStoredAnswer(refreshing: Bool) async throws {
    let server = try makeServer()
    var stored = cache()
    answer("/producers", try Self.producers("a").with(header: "Cache-Control", "max-age=600"))
    _ = try await server.httpSession(cache: stored).page(Catalogue.producers)
    stored.policy.revalidatesEverything = true
    let session = server.httpSession(cache: refreshing ? stored : .disabled)

    await #expect(
      throws: NetworkError.notStored(
        request: ShownRequest("GET", server.baseURL.appendingPathComponent("producers")))
    ) {
      try await ReadFreshness.$current.withValue(.storedOnly) {
        try await session.page(Catalogue.producers)
      }
    }
    checkEqual(server.requests.count, 1)
  }

  @Test("offline, a stored answer of any age is used, and a missing one is named without a request")
  func offline() async throws {
    let server = try makeServer()
    let stored = cache()
    answer("/producers", try Self.producers("kept").with(header: "Cache-Control", "no-cache"))
    _ = try await server.httpSession(cache: stored).page(Catalogue.producers)

    var offline = stored
    offline.policy.isOffline = true
    let session = server.httpSession(cache: offline)
    advance(seconds: 86_400 * 30)
    let page = try await session.page(Catalogue.producers)

    checkEqual(page.items.map(\.name), ["kept"])
    await #expect(
      throws: NetworkError.notStored(
        request: ShownRequest("GET", server.baseURL.appendingPathComponent("farms")),
        reason: .neverRead)
    ) {
      try await session.page(Catalogue.farms)
    }
    checkEqual(server.requests.count, 1)
  }

  @Test("offline, a write is not sent, and without a store nothing is")
  func offlineSendsNothing() async throws {
    let server = try makeServer()
    answer("/producers/7", try .json(Producer(id: 7, name: "seven")))
    let session = server.httpSession(cache: cache(CachePolicy(isOffline: true)))
    let storeless = server.httpSession(
      cache: {
        var cache = ResponseCache.disabled
        cache.policy.isOffline = true
        return cache
      }())

    await #expect(
      throws: NetworkError.notStored(
        request: ShownRequest("PATCH", server.baseURL.appendingPathComponent("producers/7")))
    ) {
      try await session.send(Catalogue.renaming(7))
    }
    await #expect(
      throws: NetworkError.notStored(
        request: ShownRequest("GET", server.baseURL.appendingPathComponent("producers/7")))
    ) {
      try await storeless.send(Catalogue.producer(7))
    }
    check(server.requests.isEmpty)
    checkEqual(
      NetworkError.notStored(request: "DELETE http://api.test/producers/7").description,
      "offline, so DELETE http://api.test/producers/7 was not sent")
  }

  @Test("stored-if-available reads use an answer of any age without asking, and ask when none")
  func storedIfAvailable() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer("/farms", try .json(Self.farmIDs).with(header: "Cache-Control", "no-cache"))

    for _ in 0..<2 {
      let farms = try await ReadFreshness.$current.withValue(.storedIfAvailable) {
        try await session.page(Catalogue.farms)
      }
      checkEqual(farms.items, Self.farmIDs)
      advance(seconds: 3600)
    }
    _ = try await session.page(Catalogue.farms)

    checkEqual(server.requests.count, 2, "the first read and the last, standard one")
  }

  // MARK: Failures

  @Test(
    "a server that cannot be reached or fails with 5xx is stood in for by the stored answer",
    arguments: [503, 0])
  func staleOnError(status: Int) async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer("/producers", try Self.producers("kept").with(header: "Cache-Control", "max-age=60"))
    _ = try await session.page(Catalogue.producers)
    advance(seconds: 3600)

    answer("/producers", status == 0 ? Self.unreachable : .text("{}", status: status))
    let page = try await session.page(Catalogue.producers)

    checkEqual(page.items.map(\.name), ["kept"])
    let event = try #require(events.current.first)
    guard case .usedStale(let request, let storedAt, let error) = event else {
      Issue.record("unexpected event \(event)")
      return
    }
    checkEqual("\(request)", "GET \(server.baseURL.absoluteString)/producers")
    checkEqual(storedAt, Self.start)
    switch (status, error) {
    case (503, .unexpectedStatus(code: 503, _, _, _)), (0, .unreachable): break
    default: Issue.record("unexpected error \(error)")
    }
  }

  @Test("a read a stored answer can stand in for is tried once; one without is retried")
  func retriesOnlyWithoutAStandIn() async throws {
    let server = try makeServer()
    let session = server.httpSession(
      policy: TransferPolicy(retries: 2, clock: ImmediateClock()), cache: cache())
    answer("/producers", try Self.producers("kept").with(header: "Cache-Control", "no-cache"))
    _ = try await session.page(Catalogue.producers)
    answer("/producers", .text("{}", status: 503))
    answer("/farms", .text("{}", status: 503))

    let page = try await session.page(Catalogue.producers)
    _ = try? await session.page(Catalogue.farms)

    checkEqual(page.items.map(\.name), ["kept"])
    checkEqual(
      server.requestedPaths, ["/producers", "/producers", "/farms", "/farms", "/farms"])
  }

  @Test(
    "a 429 or 503 asking to wait is retried or waited for first; then the stored answer stands in")
  func retryAfterBeforeStandIn() async throws {
    for status in [429, 503] {
      let server = try makeServer()
      let session = server.httpSession(
        policy: TransferPolicy(retries: 2, clock: ImmediateClock()), cache: cache())
      answer("/producers", try Self.producers("kept").with(header: "Cache-Control", "no-cache"))
      _ = try await session.page(Catalogue.producers)
      answer(
        "/producers", StubResponse.text("{}", status: status).with(header: "Retry-After", "1"))

      let page = try await session.page(Catalogue.producers)

      checkEqual(page.items.map(\.name), ["kept"])
      checkEqual(server.requestedPaths, ["/producers", "/producers", "/producers", "/producers"])
      let event = try #require(events.current.last)
      switch event {
      case .usedStale(_, _, .rateLimited(_, 429, .some, attempts: 3)) where status == 429: break
      case .usedStale(_, _, .unexpectedStatus(code: 503, _, _, attempts: 3)) where status == 503:
        break
      default: Issue.record("unexpected event \(event)")
      }
    }
  }

  @Test("without a stored answer, a failing server's error is thrown as before")
  func errorWithoutStoredAnswer() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer("/producers", .text("{}", status: 503))

    await #expect {
      try await session.page(Catalogue.producers)
    } throws: { error in
      if case NetworkError.unexpectedStatus(code: 503, _, _, _) = error { return true }
      return false
    }
    check(events.current.isEmpty)
  }

  @Test("must-revalidate is never used stale")
  func mustRevalidate() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    answer(
      "/producers",
      try Self.producers("a").with(header: "Cache-Control", "max-age=1, must-revalidate"))
    _ = try await session.page(Catalogue.producers)
    advance(seconds: 60)
    answer("/producers", Self.unreachable)

    await #expect {
      try await session.page(Catalogue.producers)
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
    let session = server.httpSession(cache: cache)
    answer("/producers", try Self.producers("a").with(header: "Cache-Control", "max-age=60"))

    _ = try await session.page(Catalogue.producers)
    let page = try await session.page(Catalogue.producers)

    checkEqual(page.items.map(\.name), ["a"])
    checkEqual(server.requests.count, 2)
    checkEqual(events.current.count, 1)
    guard case .storeFailed(let reason)? = events.current.first else {
      Issue.record("no store failure in \(events.current)")
      return
    }
    check(!reason.isEmpty && !reason.contains("\n"))
  }

  @Test("a full or read-only disk is said in the system's words, not Foundation's")
  func storeFailureWording() {
    checkEqual(
      ResponseCache.reason(for: CocoaError(.fileWriteOutOfSpace)), "No space left on device")
    checkEqual(ResponseCache.reason(for: CocoaError(.fileWriteNoPermission)), "Permission denied")
    checkEqual(
      ResponseCache.reason(for: CocoaError(.fileWriteVolumeReadOnly)), "Read-only file system")
  }

  // MARK: Writes

  @Test("a successful write makes the next reads of what it changed ask the server")
  func writesInvalidate() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    let seven = Producer(id: 7, name: "seven")
    answer("/producers", try Self.producers("a").with(header: "Cache-Control", "max-age=600"))
    answer(
      "/producers/7", try StubResponse.json(seven).with(header: "Cache-Control", "max-age=600"))
    answer(
      "/farms/3/producers", try Self.producers("b").with(header: "Cache-Control", "max-age=600"))
    answer(
      "/farms", try StubResponse.json(Self.farmIDs).with(header: "Cache-Control", "max-age=600"))
    func readAll() async throws {
      _ = try await session.page(Catalogue.producers)
      _ = try await session.send(Catalogue.producer(7))
      _ = try await session.page(Catalogue.producers(ofFarm: 3))
      _ = try await session.page(Catalogue.farms)
    }
    try await readAll()
    try await readAll()
    checkEqual(server.requests.count, 4)

    answer("/producers/7", .text("{\"errors\":{\"name\":[\"is taken\"]}}", status: 422))
    _ = try? await session.send(Catalogue.renaming(7))
    try await readAll()
    checkEqual(server.requests.count, 5, "a refused write changes nothing")

    answer("/producers/7", try StubResponse.json(seven))
    _ = try await session.send(Catalogue.renaming(7))
    answer(
      "/producers/7", try StubResponse.json(seven).with(header: "Cache-Control", "max-age=600"))
    try await readAll()

    checkEqual(
      server.requests.suffix(4).map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" },
      [
        "PATCH /producers/7", "GET /producers", "GET /producers/7", "GET /farms/3/producers",
      ])
  }

  // MARK: Sources

  @Test("each read tells where its answer came from: the server, the store, or the store instead")
  func readSources() async throws {
    let server = try makeServer()
    let session = server.httpSession(cache: cache())
    let sources = LockedValue<[ReadSource]>([])
    let observer = ReadSourceObserver { source in
      sources.withLock { $0.append(source) }
    }
    func read() async throws {
      _ = try await ReadSourceObserver.$current.withValue(observer) {
        try await session.page(Catalogue.producers)
      }
    }
    answer(
      "/producers",
      try Self.producers("first").with(header: "Cache-Control", "max-age=60")
        .with(header: "ETag", "\"v1\""))

    try await read()
    advance(seconds: 30)
    try await read()
    advance(seconds: 60)
    answer("/producers", StubResponse.text("", status: 304).with(header: "ETag", "\"v1\""))
    try await read()
    let refreshedAt = clock.current
    advance(seconds: 120)
    answer("/producers", Self.unreachable)
    try await read()

    let observed = sources.current
    checkEqual(observed.count, 4)
    checkEqual(observed.first, .server)
    checkEqual(observed.dropFirst().first, .stored(at: Self.start))
    checkEqual(observed.dropFirst(2).first, .server, "a 304 confirms the stored answer")
    guard case .storedInPlaceOfServer(let storedAt, .unreachable, false)? = observed.last else {
      Issue.record("the last read was not answered from the store: \(observed)")
      return
    }
    checkEqual(storedAt, refreshedAt)
  }
}

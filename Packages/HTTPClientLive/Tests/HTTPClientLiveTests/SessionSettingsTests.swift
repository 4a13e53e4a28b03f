import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// One value in, one configured session out: what `SessionSettings` asks of every request
/// reaches a server on loopback. Waits between tries pass at once; the timeouts' clock never
/// moves, so that no deadline ends a request.
@Suite(.timeLimit(.minutes(1)))
struct SessionSettingsTests {
  private static let things = Endpoint<ListPayload<Int>>.list(["things"], resource: "things")

  private func settings(_ server: HostileServer) -> SessionSettings {
    var settings = SessionSettings(baseURL: server.baseURL, userAgent: "SessionSettingsTests/1")
    settings.retries = 0
    return settings
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func whatEveryRequestSendsReachesTheServer(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in [.response(200, body: "[1]")] }
    defer { server.stop() }
    var settings = settings(server)
    settings.headers = ["Accept": "application/json"]
    settings.credentials = .bearer("t0k")
    settings.queryItems = [URLQueryItem(name: "api_key", value: "k1")]

    let count = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
      session in
      try? await session.send(Self.things).items.count
    }

    checkEqual(count, 1)
    let request = try #require(server.requests.first)
    checkEqual(request.path, "/things?api_key=k1")
    checkEqual(request.headers["authorization"], "Bearer t0k")
    checkEqual(request.headers["accept"], "application/json")
    checkEqual(request.headers["user-agent"], "SessionSettingsTests/1")
  }

  @Test func aTransientFailureIsTriedAgainAsOftenAsTheRetriesSay() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, index in
      [index < 2 ? .response(503) : .response(200, body: "[1, 2]")]
    }
    defer { server.stop() }
    var settings = settings(server)
    let told = LockedValue(0)
    settings.retryObserver = RetryObserver { _ in told.withLock { $0 += 1 } }

    let without = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
      session in
      try? await session.send(Self.things).items.count
    }
    settings.retries = 1
    let with = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
      session in
      try? await session.send(Self.things).items.count
    }

    checkEqual(without, nil, "no retry: the 503 is the answer")
    checkEqual(with, 2)
    checkEqual(server.requests.count, 3)
    checkEqual(told.current, 1, "the one try again was told")
  }

  @Test func aRateLimitIsWaitedOutNoMoreOftenThanTheRetriesSay() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, _ in
      [.response(429, headers: ["Retry-After": "1"], body: "{}")]
    }
    defer { server.stop() }
    var settings = settings(server)
    var asked: [Int] = []
    for retries in [0, 1, 2, 5] {
      settings.retries = retries
      let before = server.requests.count
      _ = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
        session in
        try? await session.send(Self.things).items.count
      }
      asked.append(server.requests.count - before)
    }

    checkEqual(asked, [1, 2, 3, 3], "the retries, and then twice at most, as the policy says")
  }

  @Test func theTimeoutBoundsTheOperationOrEachRequestAsTheDeadlineSays() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, _ in [.response(200)] }
    defer { server.stop() }
    var settings = settings(server)
    settings.timeout = .seconds(7)

    let whole = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
      _ in Deadline.current
    }
    settings.deadline = .request
    let each = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
      session in
      (Deadline.current, session.policy.timeout)
    }

    check(whole != nil, "the operation as a whole has a deadline")
    check(each.0 == nil, "no deadline over the operation")
    checkEqual(each.1, .seconds(7), "each request has its own")
  }

  @Test func answersStoredInMemoryServeAgainAndItsEventsAreTold() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, index in
      [
        index == 0
          ? .response(200, headers: ["Cache-Control": "max-age=0", "ETag": #""v1""#], body: "[1]")
          : .response(500)
      ]
    }
    defer { server.stop() }
    var settings = settings(server)
    settings.storage = .memory
    let events = LockedValue<[CacheEvent]>([])
    let record: @Sendable (CacheEvent) -> Void = { event in events.withLock { $0.append(event) } }

    let counts = await settings.withSession(
      clock: ImmediateClock(), timeoutClock: TestClock(), cacheEvents: record
    ) { session in
      [
        try? await session.send(Self.things).items.count,
        try? await session.send(Self.things).items.count,
      ]
    }

    checkEqual(counts, [1, 1], "the stored answer stands in for the failing server")
    guard case .usedStale? = events.current.first else {
      Issue.record("expected the stale answer to be told, got \(events.current)")
      return
    }
  }

  @Test func nothingIsStoredWithoutStorage() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, _ in
      [.response(200, headers: ["Cache-Control": "max-age=60"], body: "[1]")]
    }
    defer { server.stop() }

    _ = await settings(server).withSession(clock: ImmediateClock(), timeoutClock: TestClock()) {
      session in
      _ = try? await session.send(Self.things)
      _ = try? await session.send(Self.things)
    }

    checkEqual(server.requests.count, 2)
  }

  @Test func theSecretQueryParametersAreNeverShownToTheObservers() async throws {
    let server = try HostileServer(address: "127.0.0.1") { _, _ in [.response(200, body: "[]")] }
    defer { server.stop() }
    var settings = settings(server)
    settings.queryItems = [URLQueryItem(name: "sig", value: "s3cr3t")]
    settings.secretQueryNames = ["sig"]
    let shown = LockedValue<[String]>([])
    settings.trafficObserver = TrafficObserver { event in
      shown.withLock { $0.append("\(event)") }
    }

    _ = await settings.withSession(clock: ImmediateClock(), timeoutClock: TestClock()) { session in
      try? await session.send(Self.things)
    }

    checkEqual(server.requests.first?.path, "/things?sig=s3cr3t", "sent as it is")
    let lines = shown.current.joined(separator: "\n")
    check(lines.contains("sig=REDACTED") && !lines.contains("s3cr3t"), "\(lines)")
  }
}

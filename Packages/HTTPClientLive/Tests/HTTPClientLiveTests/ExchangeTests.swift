import Dependencies
import Foundation
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Exchange")
struct ExchangeTests {
  /// A server that answers its requests in turn with `answers`, the last one from then on.
  private func server(answering answers: [StubResponse]) throws -> StubServer {
    let index = LockedValue(0)
    return try StubServer { request in
      let answer = index.withLock { index in
        defer { index += 1 }
        return answers[min(index, answers.count - 1)]
      }
      return try answer.answering(request)
    }
  }

  private func request(
    _ method: String = "GET", to server: StubServer, path: String = "posts"
  ) -> URLRequest {
    var request = URLRequest(url: server.baseURL.appendingPathComponent(path))
    request.httpMethod = method
    return request
  }

  private func policy(
    retries: Int = 2, clock: any Clock<Duration> = ImmediateClock(),
    jitter: @escaping @Sendable (Duration) -> Duration = { _ in .zero }
  ) -> TransferPolicy {
    TransferPolicy(retries: retries, clock: clock, jitter: jitter)
  }

  private func send(
    _ request: URLRequest, to server: StubServer, policy: TransferPolicy,
    deadline: Deadline? = nil
  ) async throws -> Exchange.Answer {
    try await Exchange(
      transport: Transport(session: server.session), policy: policy,
      host: ShownHost(server.baseURL),
      deadline: deadline
    ).send(request)
  }

  // MARK: Retries

  @Test("a read answered 503 is tried again after 1 s, then 2 s, and the answer is the last")
  func retriesWithBackoff() async throws {
    let server = try server(answering: [
      .text("busy", status: 503), .text("busy", status: 503), .text("[]"),
    ])
    let clock = ImmediateClock()

    let answer = try await send(request(to: server), to: server, policy: policy(clock: clock))

    checkEqual(answer.data, Data("[]".utf8))
    checkEqual(answer.attempts, 3)
    checkEqual(server.requests.count, 3)
    checkEqual(clock.now.offset, .seconds(3))
  }

  @Test("the jitter of each step is added to the wait")
  func jitter() async throws {
    let server = try server(answering: [
      .text("", status: 500), .text("", status: 502), .text("[]"),
    ])
    let clock = ImmediateClock()

    _ = try await send(
      request(to: server), to: server, policy: policy(clock: clock) { $0 / 2 })

    checkEqual(clock.now.offset, .milliseconds(4500))
  }

  @Test("Retry-After in seconds replaces the backoff")
  func retryAfterSeconds() async throws {
    let server = try server(answering: [
      StubResponse.text("", status: 429).with(header: "Retry-After", "7"), .text("[]"),
    ])
    let clock = ImmediateClock()

    _ = try await send(request(to: server), to: server, policy: policy(clock: clock))

    checkEqual(clock.now.offset, .seconds(7))
  }

  @Test("Retry-After as a date is counted from the response's Date")
  func retryAfterDate() async throws {
    let server = try server(answering: [
      StubResponse.text("", status: 503)
        .with(header: "Date", "Sun, 06 Nov 1994 08:49:37 GMT")
        .with(header: "Retry-After", "Sun, 06 Nov 1994 08:49:49 GMT"),
      .text("[]"),
    ])
    let clock = ImmediateClock()

    _ = try await send(request(to: server), to: server, policy: policy(clock: clock))

    checkEqual(clock.now.offset, .seconds(12))
  }

  @Test("a read that keeps failing gives its last answer, after retries + 1 attempts")
  func retriesExhausted() async throws {
    let server = try server(answering: [.text("down", status: 504)])

    let answer = try await send(request(to: server), to: server, policy: policy(retries: 3))

    checkEqual(answer.attempts, 4)
    checkEqual((answer.response as? HTTPURLResponse)?.statusCode, 504)
    checkEqual("\(answer.requestLine)", "GET https://\(server.host)/posts")
  }

  @Test("a connection reset is tried again, and the error counts the attempts")
  func unreachableRetried() async throws {
    let server = try StubServer { _ in throw URLError(.networkConnectionLost) }

    await #expect(
      throws: NetworkError.unanswered(
        host: ShownHost(server.baseURL), reason: "connection lost", attempts: 3)
    ) { try await send(request(to: server), to: server, policy: policy()) }
    checkEqual(server.requests.count, 3)
  }

  @Test(
    "a refused connection, an unknown host, a TLS failure or a bad URL is tried once",
    arguments: [
      URLError.Code.cannotConnectToHost, .cannotFindHost, .dnsLookupFailed,
      .secureConnectionFailed, .serverCertificateUntrusted, .badURL,
    ])
  func permanentFailureTriedOnce(code: URLError.Code) async throws {
    let server = try StubServer { _ in throw URLError(code) }

    await #expect(throws: NetworkError.self) {
      try await send(request(to: server), to: server, policy: policy())
    }
    checkEqual(server.requests.count, 1)
  }

  @Test("retries 0 makes one attempt")
  func noRetries() async throws {
    let server = try server(answering: [.text("", status: 503)])

    let answer = try await send(request(to: server), to: server, policy: policy(retries: 0))

    checkEqual(answer.attempts, 1)
    checkEqual(server.requests.count, 1)
  }

  @Test("a write is never retried", arguments: ["POST", "PATCH", "DELETE"])
  func writesNotRetried(method: String) async throws {
    let failing = try StubServer { _ in throw URLError(.networkConnectionLost) }
    let busy = try server(answering: [.text("", status: 503)])

    let line = ShownRequest(method, failing.baseURL.appendingPathComponent("posts"))
    await #expect(
      throws: NetworkError.unansweredWrite(
        request: line, reason: "\(failing.host) did not answer: connection lost")
    ) { try await send(request(method, to: failing), to: failing, policy: policy()) }
    let answer = try await send(request(method, to: busy), to: busy, policy: policy())
    checkEqual(answer.attempts, 1)
    checkEqual(failing.requests.count, 1)
    checkEqual(busy.requests.count, 1)
  }

  @Test("an error that is not about the network is passed on unchanged")
  func otherErrors() async throws {
    struct Unimplemented: Error {}
    let server = try StubServer { _ in throw Unimplemented() }

    await #expect(throws: Unimplemented.self) {
      try await send(request(to: server), to: server, policy: policy())
    }
    checkEqual(server.requests.count, 1)
  }

  // MARK: Rate limits

  /// GitHub's convention: `403` or `429` with `X-RateLimit-Remaining: 0`, the reset in seconds
  /// since 1970.
  private static let githubLimit = RateLimitPolicy(
    exhaustedStatuses: [403, 429], remainingHeader: "X-RateLimit-Remaining",
    resetHeader: "X-RateLimit-Reset")

  /// A `403` saying that no request is left until `reset` seconds after its `Date`.
  private static func exhausted(resetIn seconds: Int) -> StubResponse {
    StubResponse.text(#"{"message": "API rate limit exceeded"}"#, status: 403)
      .with(header: "Date", "Thu, 01 Jan 2026 00:00:00 GMT")
      .with(header: "X-RateLimit-Remaining", "0")
      .with(header: "X-RateLimit-Reset", "\(1_767_225_600 + seconds)")
  }

  @Test("a rate-limited read waits for the reset, then is answered", arguments: ["GET", "POST"])
  func waitsForTheReset(method: String) async throws {
    let server = try server(answering: [Self.exhausted(resetIn: 30), .text("[]")])
    let clock = ImmediateClock()
    var policy = policy(retries: 0, clock: clock)
    policy.rateLimit = Self.githubLimit

    let answer = try await send(request(method, to: server), to: server, policy: policy)

    checkEqual(answer.data, Data("[]".utf8))
    checkEqual(answer.attempts, 2)
    checkEqual(clock.now.offset, .seconds(30), "retries 0 does not keep it from waiting")
  }

  @Test("a reset within the deadline is waited for on the policy's clock")
  func resetWithinTheDeadline() async throws {
    let server = try server(answering: [Self.exhausted(resetIn: 30), .text("[]")])
    let clock = WaitRecordingClock()
    var policy = policy(clock: clock)
    policy.rateLimit = Self.githubLimit
    let deadline = Deadline(after: .seconds(45), clock: clock)
    let request = request(to: server)
    let call = Task { try await send(request, to: server, policy: policy, deadline: deadline) }

    // The attempts race the deadline's 45 s; the wait for the reset is the sleep of 30 s.
    for await wait in clock.waits where wait == .seconds(30) {
      break
    }
    await clock.base.waitForSleepers()
    await clock.base.advance(by: .seconds(30))
    let answer = try await call.value

    checkEqual(answer.data, Data("[]".utf8))
    checkEqual(answer.attempts, 2)
    checkEqual(clock.now.offset, .seconds(30))
  }

  @Test("a reset past the deadline is not waited for: the error says when to try again")
  func resetPastTheDeadline() async throws {
    let server = try server(answering: [Self.exhausted(resetIn: 30), .text("[]")])
    let clock = TestClock()
    var policy = policy(clock: clock)
    policy.rateLimit = Self.githubLimit
    let deadline = Deadline(after: .seconds(20), clock: clock)
    let before = Date()

    let error = await #expect(throws: NetworkError.self) {
      try await send(request(to: server), to: server, policy: policy, deadline: deadline)
    }

    guard case .rateLimited(let line, 403, let retryAt?, 1) = error else {
      Issue.record("expected a rate limit, got \(String(describing: error))")
      return
    }
    checkEqual(line?.description, "GET https://\(server.host)/posts")
    check(retryAt >= before.addingTimeInterval(29) && retryAt <= Date().addingTimeInterval(31))
    checkEqual(server.requests.count, 1)
    checkEqual(clock.now.offset, .zero)
  }

  @Test("a reset past the longest wait is not waited for, deadline or none")
  func resetPastTheLongestWait() async throws {
    let server = try server(answering: [Self.exhausted(resetIn: 3_600)])
    var policy = policy()
    policy.rateLimit = Self.githubLimit

    await #expect {
      try await send(request(to: server), to: server, policy: policy)
    } throws: { error in
      guard case NetworkError.rateLimited(_, 403, .some, attempts: 1) = error else { return false }
      return true
    }
    checkEqual(server.requests.count, 1)
  }

  @Test("a request waits at most maximumWaits times in a row")
  func waitsAtMostMaximumWaits() async throws {
    let server = try server(answering: [
      StubResponse.text("", status: 429).with(header: "Retry-After", "1")
    ])
    let clock = ImmediateClock()
    var policy = policy(retries: 5, clock: clock)
    policy.rateLimit.maximumWaits = 3

    await #expect {
      try await send(request("DELETE", to: server), to: server, policy: policy)
    } throws: { error in
      guard case NetworkError.rateLimited(_, 429, .some, attempts: 4) = error else { return false }
      return true
    }
    checkEqual(server.requests.count, 4)
    checkEqual(clock.now.offset, .seconds(3))
  }

  @Test("a 429 that says nothing of its reset is retried as transient, reads only, then fails")
  func unknownReset() async throws {
    let server = try server(answering: [.text("", status: 429)])

    await #expect(
      throws: NetworkError.rateLimited(
        request: ShownRequest("GET", server.baseURL.appendingPathComponent("posts")), status: 429,
        retryAt: nil, attempts: 3)
    ) { try await send(request(to: server), to: server, policy: policy()) }
    await #expect(
      throws: NetworkError.rateLimited(
        request: ShownRequest("POST", server.baseURL.appendingPathComponent("posts")), status: 429,
        retryAt: nil, attempts: 1)
    ) { try await send(request("POST", to: server), to: server, policy: policy()) }
    checkEqual(server.requests.count, 4)
  }

  @Test("a reset an answer said is not waited for past the deadline, nor restarted by others")
  func knownResetFailsAtOnce() async throws {
    let server = try server(answering: [
      StubResponse.text("", status: 429).with(header: "Retry-After", "45"), .text("[]"),
    ])
    let resets = RateLimitResets()
    let clock = TestClock()
    let exchange = Exchange(
      transport: Transport(session: server.session), policy: policy(clock: clock),
      host: ShownHost(server.baseURL), deadline: Deadline(after: .seconds(20), clock: clock),
      rateLimits: resets)

    let first = await #expect(throws: NetworkError.self) {
      try await exchange.send(request(to: server))
    }
    let second = await #expect(throws: NetworkError.self) {
      try await exchange.send(request(to: server, path: "comments"))
    }

    guard case .rateLimited(_, 429, let reset?, 1) = first,
      case .rateLimited(let line, 429, reset, 0) = second
    else {
      Issue.record("expected the same reset twice, got \(String(describing: (first, second)))")
      return
    }
    checkEqual(line?.description, "GET https://\(server.host)/comments")
    checkEqual(
      second?.description.contains("comments: not sent: the server answered HTTP 429"), true)
    checkEqual(server.requests.count, 1, "the second request was not sent")
  }

  @Test("a request to a server whose limit resets soon waits for it before it is sent")
  func knownResetIsWaitedFor() async throws {
    let server = try server(answering: [
      StubResponse.text("", status: 429).with(header: "Retry-After", "45"), .text("[]"),
    ])
    let resets = RateLimitResets()
    let clock = ImmediateClock()
    var impatient = policy(clock: clock)
    impatient.rateLimit.maximumWait = .seconds(30)
    let limited = Exchange(
      transport: Transport(session: server.session), policy: impatient,
      host: ShownHost(server.baseURL), rateLimits: resets)
    _ = try? await limited.send(request(to: server))
    checkEqual(clock.now.offset, .zero)
    let waited = Exchange(
      transport: Transport(session: server.session), policy: policy(clock: clock),
      host: ShownHost(server.baseURL), rateLimits: resets)

    let answer = try await waited.send(request(to: server, path: "comments"))

    checkEqual(answer.data, Data("[]".utf8))
    checkEqual(answer.attempts, 1)
    check(clock.now.offset > .seconds(40) && clock.now.offset <= .seconds(45))
    checkEqual(server.requests.map(\.url?.path), ["/posts", "/comments"])
  }

  @Test("a 403 without the exhausted header is an answer like any other")
  func forbiddenIsNotALimit() async throws {
    let server = try server(answering: [
      StubResponse.text("{}", status: 403).with(header: "X-RateLimit-Remaining", "12")
    ])
    var policy = policy()
    policy.rateLimit = Self.githubLimit

    let answer = try await send(request(to: server), to: server, policy: policy)

    checkEqual((answer.response as? HTTPURLResponse)?.statusCode, 403)
    checkEqual(answer.attempts, 1)
  }

  // MARK: Deadline

  @Test(
    "an attempt still waiting at the deadline is abandoned as timedOut", .timeLimit(.minutes(1)))
  func deadline() async throws {
    let arrived = Signal()
    let release = Signal()
    let server = try StubServer { request in
      await arrived.raise()
      await release.wait()
      return try StubResponse.text("[]").answering(request)
    }
    let clock = TestClock()
    let deadline = Deadline(after: .seconds(5), clock: clock)
    let request = request(to: server)
    let policy = policy(clock: clock)
    let call = Task { try await send(request, to: server, policy: policy, deadline: deadline) }

    await arrived.wait()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(5))

    await #expect(
      throws: NetworkError.timedOut(
        host: ShownHost(server.baseURL), limit: .seconds(5), attempts: 1)
    ) { try await call.value }
    await release.raise()
  }

  @Test("a wait between tries that would pass the deadline is not begun", .timeLimit(.minutes(1)))
  func deadlineStopsRetries() async throws {
    let server = try server(answering: [.text("busy", status: 503)])
    let clock = TestClock()
    let backoffs = LockedValue(0)
    let backoffStarted = Signal()
    let deadline = Deadline(after: .milliseconds(1500), clock: clock)
    let policy = policy(clock: clock) { _ in
      if backoffs.withLock({ count in
        count += 1
        return count == 1
      }) {
        Task { await backoffStarted.raise() }
      }
      return .zero
    }
    let request = request(to: server)
    let call = Task { try await send(request, to: server, policy: policy, deadline: deadline) }

    await backoffStarted.wait()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    let answer = try await call.value

    checkEqual(answer.attempts, 2, "the second wait, 2 s, would pass the deadline")
    checkEqual((answer.response as? HTTPURLResponse)?.statusCode, 503)
    checkEqual(server.requests.count, 2)
    checkEqual(clock.now.offset, .seconds(1))
  }

  @Test(
    "an error tried again stands when the deadline cuts the next attempt short",
    .timeLimit(.minutes(1)))
  func deadlineAfterAnError() async throws {
    let arrived = Signal()
    let release = Signal()
    let body = String(repeating: "x", count: 1 << 20)
    let index = LockedValue(0)
    let server = try StubServer { request in
      let number = index.withLock { index in
        defer { index += 1 }
        return index
      }
      if number > 0 {
        await arrived.raise()
        await release.wait()
      }
      return try StubResponse.text(body, status: 500).answering(request)
    }
    let clock = TestClock()
    let deadline = Deadline(after: .seconds(5), clock: clock)
    let request = request(to: server)
    let backoffStarted = Signal()
    let policy = policy(clock: clock) { _ in
      Task { await backoffStarted.raise() }
      return .zero
    }
    let call = Task { try await send(request, to: server, policy: policy, deadline: deadline) }

    await backoffStarted.wait()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(1))
    await arrived.wait()
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(4))
    let answer = try await call.value
    await release.raise()

    checkEqual((answer.response as? HTTPURLResponse)?.statusCode, 500)
    checkEqual(answer.data.count, 1 << 20)
    checkEqual(answer.attempts, 2)
  }

  @Test("a deadline already passed sends nothing")
  func deadlinePassed() async throws {
    let server = try server(answering: [.text("[]")])
    let clock = TestClock()
    let deadline = Deadline(after: .seconds(1), clock: clock)
    await clock.advance(by: .seconds(2))

    await #expect(
      throws: NetworkError.timedOut(host: ShownHost(server.baseURL), limit: .seconds(1))
    ) {
      try await send(
        request(to: server), to: server, policy: policy(clock: clock), deadline: deadline)
    }
    check(server.requests.isEmpty)
  }
}

import Dependencies
import Foundation
import HTTPClient
import Synchronization
import TestSupport
import Testing

@Suite("RefreshingCredentials", .timeLimit(.minutes(1)))
struct RefreshingCredentialsTests {
  /// Issues `token-1`, `token-2`, … counting the renewals; each waits until `held` lets it go
  /// when a test holds them.
  final class Issuer: Sendable {
    private let count = Mutex(0)
    private let held: AsyncStream<Void>?
    private let release: AsyncStream<Void>.Continuation?
    private let starts: AsyncStream<Void>
    private let started: AsyncStream<Void>.Continuation
    let failure: (any Error)?

    init(holding: Bool = false, failure: (any Error)? = nil) {
      (starts, started) = AsyncStream.makeStream(of: Void.self)
      if holding {
        let (stream, continuation) = AsyncStream.makeStream(of: Void.self)
        held = stream
        release = continuation
      } else {
        held = nil
        release = nil
      }
      self.failure = failure
    }

    var issued: Int { count.withLock { $0 } }

    func letGo() {
      release?.finish()
    }

    /// Returns once an issue has started, or once the waiting task is cancelled.
    func firstIssueStarted() async {
      var iterator = starts.makeAsyncIterator()
      _ = await iterator.next()
    }

    func issue(lifetime: Duration? = nil) async throws -> RefreshingCredentials.Issued {
      let number = count.withLock { count in
        count += 1
        return count
      }
      started.yield()
      if let held {
        for await _ in held {}
      }
      if let failure { throw failure }
      return RefreshingCredentials.Issued(.bearer("token-\(number)"), lifetime: lifetime)
    }
  }

  private let url = ShownURL(URL(fileURLWithPath: "/posts"))
  private let unauthorized = HTTPResponseHead(status: 401)

  private func request(_ credentials: Credentials, again: Bool = false) -> OutgoingRequest {
    var request = OutgoingRequest(method: "GET", url: url, isRetryAfterUnauthorized: again)
    request.credentials = credentials
    return request
  }

  @Test("ten requests before any credentials wait for one issue")
  func firstCredentials() async throws {
    let issuer = Issuer()
    let hook = RefreshingCredentials { try await issuer.issue() }
    let sent = try await withThrowingTaskGroup(of: Credentials.self) { group in
      for _ in 0..<10 {
        group.addTask {
          var request = OutgoingRequest(
            method: "GET", url: ShownURL(URL(fileURLWithPath: "/")), isRetryAfterUnauthorized: false
          )
          try await hook.prepare(&request)
          return request.credentials
        }
      }
      return try await group.reduce(into: Set<Credentials>()) { $0.insert($1) }
    }

    checkEqual(sent, [.bearer("token-1")])
    checkEqual(issuer.issued, 1)
  }

  @Test("ten 401s to the same credentials cause one renewal, and each is sent again")
  func oneRenewal() async throws {
    let issuer = Issuer(holding: true)
    let hook = RefreshingCredentials(initial: .bearer("token-0")) { try await issuer.issue() }
    let retries = Task {
      try await withThrowingTaskGroup(of: Bool.self) { group in
        for _ in 0..<10 {
          group.addTask {
            try await hook.retryAfterUnauthorized(
              self.request(.bearer("token-0")), answer: self.unauthorized)
          }
        }
        return try await group.reduce(into: [Bool]()) { $0.append($1) }
      }
    }
    await issuer.firstIssueStarted()
    issuer.letGo()
    var renewed = OutgoingRequest(method: "GET", url: url, isRetryAfterUnauthorized: true)
    let answers = try await retries.value
    try await hook.prepare(&renewed)

    checkEqual(answers, Array(repeating: true, count: 10))
    checkEqual(issuer.issued, 1)
    checkEqual(renewed.credentials, .bearer("token-1"))
  }

  @Test("a 401 to credentials renewed since is sent again without a renewal; a second is final")
  func renewedSince() async throws {
    let issuer = Issuer()
    let hook = RefreshingCredentials(initial: .bearer("token-0")) { try await issuer.issue() }
    check(
      try await hook.retryAfterUnauthorized(request(.bearer("token-0")), answer: unauthorized))
    check(
      try await hook.retryAfterUnauthorized(request(.bearer("token-0")), answer: unauthorized))
    checkEqual(issuer.issued, 1)
    check(
      try await !hook.retryAfterUnauthorized(
        request(.bearer("token-1"), again: true), answer: unauthorized))
    checkEqual(issuer.issued, 1)
  }

  @Test("a renewal that fails fails each waiting request with its error, and the next try issues")
  func failedRenewal() async throws {
    let failing = Issuer(failure: NetworkError.unreachable(host: "auth.example", reason: "down"))
    let hook = RefreshingCredentials(initial: .bearer("token-0")) { try await failing.issue() }
    for _ in 0..<2 {
      await #expect(throws: NetworkError.unreachable(host: "auth.example", reason: "down")) {
        try await hook.retryAfterUnauthorized(
          self.request(.bearer("token-0")), answer: self.unauthorized)
      }
    }
    var request = OutgoingRequest(method: "GET", url: url, isRetryAfterUnauthorized: false)
    await #expect(throws: NetworkError.self) { try await hook.prepare(&request) }
    checkEqual(failing.issued, 3)
  }

  @Test("credentials with a lifetime are renewed its margin before it ends, on the clock given")
  func lifetime() async throws {
    let clock = TestClock()
    let issuer = Issuer()
    let hook = RefreshingCredentials(clock: clock, margin: .seconds(10)) {
      try await issuer.issue(lifetime: .seconds(60))
    }
    var request = OutgoingRequest(method: "GET", url: url, isRetryAfterUnauthorized: false)
    try await hook.prepare(&request)
    await clock.advance(by: .seconds(49))
    try await hook.prepare(&request)
    checkEqual(request.credentials, .bearer("token-1"))
    await clock.advance(by: .seconds(1))
    try await hook.prepare(&request)
    checkEqual(request.credentials, .bearer("token-2"))
    checkEqual(issuer.issued, 2)
  }

  @Test(
    "credentials that last less than four margins are renewed a quarter of their lifetime early")
  func shortLifetime() async throws {
    let clock = TestClock()
    let issuer = Issuer()
    let hook = RefreshingCredentials(clock: clock, margin: .seconds(10)) {
      try await issuer.issue(lifetime: .seconds(8))
    }
    var request = OutgoingRequest(method: "GET", url: url, isRetryAfterUnauthorized: false)
    try await hook.prepare(&request)
    try await hook.prepare(&request)
    await clock.advance(by: .seconds(5))
    try await hook.prepare(&request)
    checkEqual(issuer.issued, 1)
    await clock.advance(by: .seconds(1))
    try await hook.prepare(&request)
    check(issuer.issued == 2 && request.credentials == .bearer("token-2"))
  }

  @Test("a waiter cancelled stops waiting at once; the renewal goes on for the others")
  func cancelledWaiter() async throws {
    let issuer = Issuer(holding: true)
    let hook = RefreshingCredentials(initial: .bearer("token-0")) { try await issuer.issue() }
    let patient = Task {
      try await hook.retryAfterUnauthorized(
        self.request(.bearer("token-0")), answer: self.unauthorized)
    }
    let impatient = Task {
      try await hook.retryAfterUnauthorized(
        self.request(.bearer("token-0")), answer: self.unauthorized)
    }
    await issuer.firstIssueStarted()
    impatient.cancel()
    await #expect(throws: CancellationError.self) { try await impatient.value }
    issuer.letGo()

    check(try await patient.value)
    checkEqual(issuer.issued, 1)
  }
}

import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

/// A session's hook on loopback servers (127.0.0.1 and ::1): tokens renewed once after a `401`
/// for every request waiting on them, a renewal that fails or is too slow, a `401` after a
/// renewal, and what each request came to, told for a log.
@Suite("HTTPSession: its hook on every request", .timeLimit(.minutes(1)))
struct HTTPSessionHookTests {
  private struct Item: Decodable, Sendable, Equatable {
    var id: Int
  }

  /// Every summary a session told, for a log.
  final class Log: SessionHook {
    let lines = Mutex<[ExchangeSummary]>([])

    func finished(_ exchange: ExchangeSummary) {
      lines.withLock { $0.append(exchange) }
    }

    var summaries: [ExchangeSummary] { lines.withLock { $0 } }
  }

  private static let paging = Paging.numbered(page: "page", size: nil, total: nil)
  private static let immediate = TransferPolicy(clock: ImmediateClock())

  private static func page(_ request: PageRequest) -> Endpoint<Page<Item>> {
    .page(["api", "items"], resource: "items", paging: paging, request: request)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aTokenThatExpiresInTheMiddleOfAFeedIsRenewedOnceAndThePageAskedForAgain(
    address: String
  ) async throws {
    let api = try TokenGuardedAPI(address: address, firstUses: 2, pages: 4)
    var session = api.session(policy: Self.immediate)
    let log = Log()
    session.hook = HookChain([try #require(session.hook), log])
    var request = PageRequest(size: 2)
    var ids: [Int] = []
    while true {
      let page = try await session.send(Self.page(request))
      ids += page.items.map(\.id)
      guard let next = page.next else { break }
      request.continuation = next
    }

    checkEqual(ids, Array(1...8))
    checkEqual(api.tokenRequests, 2)
    checkEqual(
      api.itemRequests,
      [
        "/api/items?page=1", "/api/items?page=2", "/api/items?page=3", "/api/items?page=3",
        "/api/items?page=4", "/api/items?page=5",
      ])
    checkEqual(log.summaries.map(\.status), [200, 200, 200, 200, 200])
    checkEqual(log.summaries.map(\.attempts), [1, 1, 2, 1, 1])
    check(log.summaries[2].description.hasPrefix("GET /api/items?page=3: HTTP 200 in "))
    check(!log.summaries.contains { "\($0)".contains("tok-") })
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func tenRequestsThatMeetA401CauseOneRenewalAndAreEachSentAgainOnce(address: String) async throws {
    let api = try TokenGuardedAPI(address: address, firstUses: 1)
    // The renewal waits for all ten requests to have been answered 401.
    let server = api.server
    let session = api.session(policy: Self.immediate) {
      await server.waitForRequests(count: 12)
    }
    _ = try await session.send(Self.page(PageRequest(size: 2)))
    let pages = try await withThrowingTaskGroup(of: Int.self) { group in
      for number in 1...10 {
        group.addTask {
          try await session.send(
            Self.page(PageRequest(continuation: .number(number), size: 2))
          ).items.count
        }
      }
      return try await group.reduce(into: [Int]()) { $0.append($1) }
    }

    checkEqual(pages.count, 10)
    checkEqual(api.tokenRequests, 2)
    let asked = Dictionary(grouping: api.itemRequests.dropFirst(), by: { $0 })
    check(asked.count == 10 && asked.values.allSatisfy { $0.count == 2 })
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aRenewalThatFailsEndsEachWaitingRequestWithThe401AndItsOwnError(address: String)
    async throws
  {
    let api = try TokenGuardedAPI(address: address, firstUses: 1, renewal: .fails)
    let session = api.session(policy: Self.immediate)
    _ = try await session.send(Self.page(PageRequest(size: 2)))
    let failures = await withTaskGroup(of: (any Error)?.self) { group in
      for number in 2...4 {
        group.addTask {
          do {
            _ = try await session.send(
              Self.page(PageRequest(continuation: .number(number), size: 2)))
            return nil
          } catch {
            return error
          }
        }
      }
      return await group.reduce(into: [(any Error)?]()) { $0.append($1) }
    }

    for failure in failures {
      guard case .credentialsNotRenewed(let request, let reason)? = failure as? NetworkError else {
        Issue.record("not a failed renewal: \(String(describing: failure))")
        continue
      }
      check(request.description.hasPrefix("GET http://"))
      check(reason.contains("/oauth/token: HTTP 500"))
      check(reason.contains("the token store is down"))
      checkEqual(
        failure.map { "\($0)" }?.contains(": HTTP 401, and new credentials could not be had: "),
        true)
    }
    checkEqual(failures.count, 3)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aRenewalSlowerThanTheTimeoutEndsTheRequestAsTheTimeoutDoes(address: String) async throws {
    let api = try TokenGuardedAPI(address: address, firstUses: 1, renewal: .neverAnswers)
    let clock = TestClock()
    var session = api.session(
      policy: TransferPolicy(timeout: .seconds(5), clock: ImmediateClock(), timeoutClock: clock),
      tokenPolicy: TransferPolicy(
        timeout: .seconds(5), clock: ImmediateClock(), timeoutClock: TestClock()))
    let log = Log()
    session.hook = HookChain([try #require(session.hook), log])
    _ = try await session.send(Self.page(PageRequest(size: 2)))
    let second = Task {
      try await session.send(Self.page(PageRequest(continuation: .number(2), size: 2)))
    }
    // The second token request has come, and the request waits for it under its timeout.
    await api.server.waitForRequests(count: 4)
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: .seconds(5))

    await #expect {
      try await second.value
    } throws: { error in
      guard case .timedOut(_, let limit, _)? = error as? NetworkError else { return false }
      return limit == .seconds(5)
    }
    let failed = try #require(log.summaries.last)
    check(failed.status == nil && failed.attempts == 1, "the 401 was the one try: \(failed)")
    api.server.stop()
  }

  /// Whether each renewal ran under a deadline.
  final class Deadlines: Sendable {
    let seen = Mutex<[Bool]>([])
  }

  @Test func aRenewalRunsApartFromTheDeadlineOfTheRequestThatStartedIt() async throws {
    let api = try TokenGuardedAPI(address: "127.0.0.1", firstUses: .max)
    let deadlines = Deadlines()
    var session = HTTPSession(
      baseURL: api.server.baseURL, userAgent: "HTTPSessionHookTests/1", policy: Self.immediate)
    session.hook = RefreshingCredentials {
      deadlines.seen.withLock { $0.append(Deadline.current != nil) }
      return RefreshingCredentials.Issued(.bearer("tok-1"))
    }
    _ = try await withDeadline(Deadline(after: .seconds(600), clock: ContinuousClock())) {
      try await session.send(Self.page(PageRequest(size: 2)))
    }

    checkEqual(deadlines.seen.withLock { $0 }, [false])
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func a401AfterARenewalIsNotTriedAgain(address: String) async throws {
    let api = try TokenGuardedAPI(address: address, firstUses: 0, laterUses: 0)
    let session = api.session(policy: Self.immediate)

    await #expect {
      try await session.send(Self.page(PageRequest(size: 2)))
    } throws: { error in
      guard case .unauthorized(_, let schemes, let excerpt)? = error as? NetworkError else {
        return false
      }
      return schemes == ["Bearer"] && excerpt.contains("the token has expired")
    }
    checkEqual(api.tokenRequests, 2)
    checkEqual(api.itemRequests, ["/api/items?page=1", "/api/items?page=1"])
  }
}

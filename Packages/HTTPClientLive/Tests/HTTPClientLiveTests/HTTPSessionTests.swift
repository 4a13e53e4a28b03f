import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A user of the Rails-style API these tests stand in for.
private struct RailsUser: Codable, Sendable, Equatable {
  var id: Int
  var email: String
}

@Suite("HTTPSession", .timeLimit(.minutes(1)))
struct HTTPSessionTests {
  private static let things = Endpoint<ListPayload<Int>>.list(["things"], resource: "things")

  private func session(
    of server: HostileServer, policy: TransferPolicy = TransferPolicy(clock: ImmediateClock())
  ) -> HTTPSession {
    HTTPSession(baseURL: server.baseURL, userAgent: "HTTPSessionTests/1", policy: policy)
  }

  @Test("a page shape of the caller's: the list under a member, pages from 1, empty at the end")
  func customPageShape() async throws {
    let server = try HostileServer { request, _ in
      request.path.contains("page=1&")
        ? [.response(200, body: #"{"response": [{"id": 1, "name": "Mill"}, {"id": "x"}]}"#)]
        : [.response(200, body: #"{"response": []}"#)]
    }
    let session = session(of: server)

    let first = try await session.page(
      producers(page: 1, size: 2), number: 1, size: 2, endsWhenEmpty: true)
    let second = try await session.page(
      producers(page: 2, size: 2), number: 2, size: 2, endsWhenEmpty: true)

    checkEqual(first.items, [Producer(id: 1, name: "Mill")])
    checkEqual(first.skipped.map(\.count), [1])
    check(first.totalCount == nil && first.next == .number(2), "two records came, one unread")
    check(second.items.isEmpty && second.next == nil)
    checkEqual(
      server.requests.map(\.path),
      [
        "/2/producers?page=1&per_page_limit=2", "/2/producers?page=2&per_page_limit=2",
      ])
  }

  @Test("a page's total comes from X-Total-Count, and its end from Link")
  func totalAndLinks() async throws {
    let server = try HostileServer(answering: [
      .response(
        200, headers: ["X-Total-Count": "3", "Link": #"</things?page=2>; rel="next""#],
        body: "[1, 2]")
    ])

    let page = try await session(of: server).page(
      Self.things, number: 1, size: 2)

    check(page.items == [1, 2] && page.totalCount == 3 && page.pageCount == 2)
    checkEqual(page.next, .number(2))
  }

  @Test("a 422 in Rails' default shape is field errors under their fields")
  func railsRejection() async throws {
    let server = try HostileServer(answering: [
      .response(422, body: #"{"email": ["is invalid"], "first_name": ["can't be blank"]}"#)
    ])
    let update = try Endpoint<RailsUser>.write(
      "PATCH", ["users", "1.json"], body: ["user": ["email": "nope"]], resource: "user",
      successStatuses: [200], rejection: .fieldsObject)

    let error = await #expect(throws: NetworkError.self) {
      try await session(of: server).send(update)
    }

    checkEqual(
      error,
      .rejected(
        resource: "user",
        fieldErrors: FieldErrors([
          "email": [#""is invalid""#], "first_name": [#""can't be blank""#],
        ])))
    let request = try #require(server.requests.first)
    check(request.method == "PATCH" && request.path == "/users/1.json")
    checkEqual(request.headers["content-type"], "application/json; charset=utf-8")
    checkEqual(String(decoding: request.body, as: UTF8.self), #"{"user":{"email":"nope"}}"#)
  }

  @Test("the errors-object shape is the default, and another shape is an unexpected status")
  func defaultRejection() async throws {
    let server = try HostileServer { _, index in
      [.response(422, body: index == 0 ? #"{"errors": {"name": "taken"}}"# : #"{"name": 1}"#)]
    }
    let create = try Endpoint<RailsUser>.create(["users"], body: ["name": "a"], resource: "user")

    await #expect(
      throws: NetworkError.rejected(
        resource: "user", fieldErrors: FieldErrors(["name": [#""taken""#]]))
    ) { try await session(of: server).send(create) }
    let error = await #expect(throws: NetworkError.self) {
      try await session(of: server).send(create)
    }
    guard case .unexpectedStatus(422, _, _, _) = error else {
      Issue.record("expected an unexpected 422, got \(String(describing: error))")
      return
    }
  }

  @Test("a session made long before a request still gives that request its whole timeout")
  func timeoutCountsFromEachRequest() async throws {
    let server = try HostileServer(answering: [.response(200, body: #"{"id": 1, "email": "a"}"#)])
    let clock = TestClock()
    let session = session(
      of: server, policy: TransferPolicy(timeout: .seconds(1), clock: clock, timeoutClock: clock))

    await clock.advance(by: .seconds(60))
    let user = try await session.send(Endpoint<RailsUser>.get(["users", "1"], resource: "user"))

    checkEqual(user, RailsUser(id: 1, email: "a"))
  }

  @Test("a request still unanswered at its timeout is abandoned; the call's timeout wins")
  func timeoutOfTheCall() async throws {
    let server = try HostileServer(answering: [.hold])
    let clock = TestClock()
    let session = session(
      of: server, policy: TransferPolicy(timeout: .seconds(30), clock: clock, timeoutClock: clock))
    let call = Task {
      try await session.send(
        Endpoint<RailsUser>.get(["users", "1"], resource: "user"), timeout: .seconds(2))
    }

    await server.waitForRequests(count: 1)
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(2))

    await #expect(
      throws: NetworkError.timedOut(host: ShownHost(server.baseURL), limit: .seconds(2))
    ) {
      try await call.value
    }
  }

  @Test("a deadline scope bounds the requests inside it only")
  func deadlineScope() async throws {
    let server = try HostileServer(answering: [.response(200, body: "[]")])
    let clock = TestClock()
    let session = session(of: server, policy: TransferPolicy(clock: clock))
    let deadline = Deadline(after: .seconds(5), clock: clock)
    await clock.advance(by: .seconds(5))

    await #expect(
      throws: NetworkError.timedOut(host: ShownHost(server.baseURL), limit: .seconds(5))
    ) {
      try await withDeadline(deadline) { try await session.send(Self.things) }
    }
    check(server.requests.isEmpty, "a passed deadline sends nothing")
    check(try await session.send(Self.things).items.isEmpty)
  }

  @Test("a read answered 503 with Retry-After is tried again after that long")
  func retryAfter() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(503, headers: ["Retry-After": "3"], body: "busy")]
        : [.response(200, body: "[7]")]
    }
    let clock = ImmediateClock()

    let page = try await session(of: server, policy: TransferPolicy(clock: clock)).page(
      Self.things)

    checkEqual(page.items, [7])
    checkEqual(server.requests.map(\.path), ["/things", "/things"])
    checkEqual(clock.now.offset, .seconds(3))
  }

  @Test("a body past the size limit is not read")
  func sizeLimit() async throws {
    let server = try HostileServer(answering: [
      .response(200, body: String(repeating: " ", count: 2048) + "[]")
    ])
    let policy = TransferPolicy(maximumResponseSize: 1024, clock: ImmediateClock())

    await #expect(throws: NetworkError.tooLarge(host: ShownHost(server.baseURL), limit: 1024)) {
      try await session(of: server, policy: policy).send(
        Self.things)
    }
  }

  @Test("a write is not redirected by a 302")
  func writeRedirect() async throws {
    let server = try HostileServer(answering: [.response(302, headers: ["Location": "/elsewhere"])])

    let error = await #expect(throws: NetworkError.self) {
      try await session(of: server).send(
        Endpoint<Void>.delete(["users", "1.json"], resource: "user"))
    }

    guard case .redirected(_, 302, _) = error else {
      Issue.record("expected a refused redirect, got \(String(describing: error))")
      return
    }
    checkEqual(server.requests.count, 1)
  }

  @Test("the answers of reads are kept in the cache and stand in when the server fails")
  func staleOnError() async throws {
    let server = try HostileServer { _, index in
      index == 0
        ? [.response(200, headers: ["Cache-Control": "max-age=0"], body: "[1]")]
        : [.response(503, body: "down")]
    }
    var session = session(of: server, policy: TransferPolicy(retries: 0, clock: ImmediateClock()))
    session.cache = .inMemory()

    let fresh = try await session.send(Self.things)
    let stale = try await session.send(Self.things)

    check(fresh.items == [1] && stale.items == [1])
    checkEqual(server.requests.count, 2)
  }

  // MARK: Transport failures

  @Test("a refused connection is unreachable, naming the host")
  func connectionRefused() async throws {
    let server = try StubServer { _ in throw URLError(.cannotConnectToHost) }

    let error = try await #require(throws: NetworkError.self) {
      try await server.httpSession().send(Self.things)
    }

    checkEqual(error, .unreachable(host: ShownHost(server.baseURL), reason: "connection refused"))
    checkEqual(error.description, "cannot reach \(server.host): connection refused")
  }

  @Test("the host in errors carries the base URL's port")
  func hostWithPort() async throws {
    let server = try StubServer(port: 8443) { _ in throw URLError(.cannotFindHost) }

    await #expect(
      throws: NetworkError.unreachable(host: ShownHost(server.baseURL), reason: "host not found")
    ) { try await server.httpSession().send(Self.things) }
  }

  @Test("a timeout is timedOut, naming the host")
  func timedOut() async throws {
    let server = try StubServer { _ in throw URLError(.timedOut) }

    await #expect(throws: NetworkError.timedOut(host: ShownHost(server.baseURL))) {
      try await server.httpSession().send(producer(1))
    }
  }

  // MARK: Cancellation

  @Test("cancelling the calling task while the request is in flight throws cancelled at once")
  func cancelInFlight() async throws {
    let arrived = Signal()
    let release = Signal()
    let answered = Signal()
    let server = try StubServer { request in
      await arrived.raise()
      await release.wait()
      defer { Task { await answered.raise() } }
      return try StubResponse.json([1, 2]).answering(request)
    }
    let session = server.httpSession()
    let call = Task {
      do {
        return try await session.send(Self.things)
      } catch {
        await arrived.raise()  // Never leaves the test waiting for a request that was not sent.
        throw error
      }
    }

    await arrived.wait()
    call.cancel()

    await #expect(throws: NetworkError.cancelled) { try await call.value }
    check(await !answered.isRaised, "the call ended while the server still held the request")
    await release.raise()
    await answered.wait()
    checkEqual(server.requestedPaths, ["/things"])
  }

  @Test("a call from a task that is already cancelled throws cancelled and sends nothing")
  func cancelledBeforeSending() async throws {
    let server = try StubServer(routes: ["/things": .json([1, 2])])
    let session = server.httpSession()

    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await session.send(Self.things)
    }

    await #expect(throws: NetworkError.cancelled) { try await call.value }
    check(server.requests.isEmpty)
  }
}

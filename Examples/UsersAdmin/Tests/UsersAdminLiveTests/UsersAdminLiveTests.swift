import Foundation
import HTTPClient
import HTTPClientLive
import HTTPServer
import TestSupport
import Testing
import UsersAdmin
import UsersAdminLive
import UsersAdminServer

@Suite(.timeLimit(.minutes(1)))
struct UsersAdminLiveTests {
  static let created = Date(timeIntervalSince1970: 1_700_000_000)
  static let seed = [
    StoredUser(
      id: 1, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com",
      avatarURL: "https://example.com/ada.png", createdAt: created)
  ]

  /// Runs `body` with a client of a contract server at `host` holding ``seed``.
  func withServer(
    host: String = "127.0.0.1", _ body: (UsersAdminClient) async throws -> Void
  ) async throws {
    let server = try UsersAdminServer(host: host, users: Self.seed, now: { Self.created })
    try await withClient(of: server.baseURL, shutdown: server.shutdown, body)
  }

  /// Runs `body` with a client of a server that answers every request with `response`.
  func withAnswer(
    _ response: HTTPResponse, _ body: (UsersAdminClient) async throws -> Void
  ) async throws {
    let server = try HTTPServer { _ in response }
    try await withClient(of: server.address.url, shutdown: server.shutdown, body)
  }

  /// Runs `body` with a client of the server at `baseURL`, then stops it with `shutdown`.
  func withClient(
    of baseURL: String, shutdown: () async -> Void,
    _ body: (UsersAdminClient) async throws -> Void
  ) async throws {
    let outcome: Result<Void, any Error>
    do {
      try await body(.live(session(try #require(URL(string: baseURL)))))
      outcome = .success(())
    } catch {
      outcome = .failure(error)
    }
    await shutdown()
    try outcome.get()
  }

  /// A session of `url` that tries once, and refuses answers over 1 KiB. No timeout: no test
  /// here is about one, and a deadline on the wall clock could pass on a loaded machine before
  /// the loopback server answers.
  func session(_ url: URL) -> HTTPSession {
    HTTPSession(
      baseURL: url, userAgent: "UsersAdminTests",
      policy: TransferPolicy(timeout: nil, retries: 0, maximumResponseSize: 1_024))
  }

  let draft = AdminUserDraft(firstName: "Grace", lastName: "Hopper", email: "grace@example.com")

  @Test func listsCreatesAndEditsThroughTheContract() async throws {
    try await withServer { client in
      #expect(try await client.users().items.map(\.fullName) == ["Ada Lovelace"])
      let grace = try await client.create(draft)
      #expect(grace.id == 2)
      #expect(grace.createdAt == Self.created)
      var changed = draft
      changed.avatarURL = "https://example.com/grace.png"
      let edited = try await client.update(grace.id, changed)
      #expect(edited.avatarURL == URL(string: "https://example.com/grace.png"))
      #expect(
        try await client.users().items.map(\.email) == ["ada@example.com", "grace@example.com"])
    }
  }

  @Test func aRefusedCreateIsRejectedWithRailsMessagesPerField() async throws {
    try await withServer { client in
      let blank = AdminUserDraft(firstName: "", lastName: "Hopper", email: "ada@example.com")
      let error = await #expect(throws: NetworkError.self) { try await client.create(blank) }
      #expect(
        error
          == .rejected(
            resource: "user",
            fieldErrors: FieldErrors([
              "first_name": [#""can't be blank""#], "email": [#""has already been taken""#],
            ])))
      let users = try await client.users().items
      #expect(users.count == 1)
    }
  }

  @Test func aRefusedEditIsRejectedAndChangesNothing() async throws {
    try await withServer { client in
      let bad = AdminUserDraft(firstName: "Ada", lastName: "Lovelace", email: "ada@@example")
      let error = await #expect(throws: NetworkError.self) { try await client.update(1, bad) }
      #expect(
        error
          == .rejected(resource: "user", fieldErrors: FieldErrors(["email": [#""is invalid""#]])))
      let users = try await client.users().items
      #expect(users.map(\.email) == ["ada@example.com"])
    }
  }

  @Test func editingAnUnknownUserIsNotFound() async throws {
    try await withServer { client in
      let error = await #expect(throws: NetworkError.self) { try await client.update(9, draft) }
      #expect(error == .notFound(resource: "user", id: "9"))
    }
  }

  @Test func overIPv6TheClientSpeaksTheContract() async throws {
    try await withServer(host: "::1") { client in
      let users = try await client.users().items
      #expect(users.map(\.fullName) == ["Ada Lovelace"])
    }
  }

  @Test func garbageInsteadOfJSONIsUndecodable() async throws {
    let response = HTTPResponse(status: 200, body: Data("<html>oops</html>".utf8))
    try await withAnswer(response) { client in
      let error = await #expect(throws: NetworkError.self) { try await client.users() }
      guard case .undecodable(let resource, _, _) = error else {
        Issue.record("expected undecodable, got \(String(describing: error))")
        return
      }
      #expect(resource == "users")
    }
  }

  @Test func aRecordThatCannotBeReadIsLeftOutAndReported() async throws {
    let body = """
      [{"id": 1, "first_name": "A", "last_name": "B", "created_at": "2023-11-14T22:13:20Z"},
       {"id": 2, "first_name": "C", "last_name": "D", "email": "c@d.e", "avatar_url": null,
        "created_at": "2023-11-14T22:13:20Z"}]
      """
    try await withAnswer(HTTPResponse(status: 200, body: Data(body.utf8))) { client in
      let page = try await client.users()
      #expect(page.items.map(\.email) == ["c@d.e"])
      let skipped = try #require(page.skipped.first)
      #expect(skipped.count == 1)
      #expect(skipped.total == 2)
    }
  }

  @Test func a422WithoutRailsErrorsIsAnUnexpectedStatus() async throws {
    try await withAnswer(HTTPResponse(status: 422, body: Data("nope".utf8))) { client in
      let error = await #expect(throws: NetworkError.self) { try await client.create(draft) }
      guard case .unexpectedStatus(422, "nope", _, _) = error else {
        Issue.record("expected HTTP 422, got \(String(describing: error))")
        return
      }
    }
  }

  @Test func railsBaseErrorsAndErrorsUnderErrorsAreRead() async throws {
    let body = #"{"errors": {"base": ["Accounts are locked"], "email": ["is taken"]}}"#
    try await withAnswer(HTTPResponse(status: 422, body: Data(body.utf8))) { client in
      let error = await #expect(throws: NetworkError.self) { try await client.create(draft) }
      #expect(
        error
          == .rejected(
            resource: "user",
            fieldErrors: FieldErrors(
              ["email": [#""is taken""#]], general: [#""Accounts are locked""#])))
    }
  }

  @Test func aServerErrorIsAnUnexpectedStatusInOneLine() async throws {
    try await withAnswer(HTTPResponse(status: 500, body: Data("boom\nboom".utf8))) { client in
      let error = await #expect(throws: NetworkError.self) { try await client.users() }
      let description = try #require(error?.description)
      #expect(description.hasSuffix("/users.json: HTTP 500: boom boom"))
      #expect(!description.contains("\n"))
    }
  }

  @Test func anAnswerOverTheSizeLimitIsRefused() async throws {
    let body = Data(("[" + String(repeating: " ", count: 2_000) + "]").utf8)
    try await withAnswer(HTTPResponse(status: 200, body: body)) { client in
      let error = await #expect(throws: NetworkError.self) { try await client.users() }
      guard case .tooLarge(_, 1_024) = error else {
        Issue.record("expected too large, got \(String(describing: error))")
        return
      }
    }
  }

  @Test func aServerThatIsGoneIsUnreachable() async throws {
    try await ClosedPort.with { port in
      let url = try #require(URL(string: "http://127.0.0.1:\(port)"))
      let error = await #expect(throws: NetworkError.self) {
        try await UsersAdminClient.live(session(url)).users()
      }
      guard case .unreachable = error else {
        Issue.record("expected unreachable, got \(String(describing: error))")
        return
      }
    }
  }
}

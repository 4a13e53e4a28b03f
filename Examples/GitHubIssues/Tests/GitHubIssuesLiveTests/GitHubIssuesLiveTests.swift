import Dependencies
import Features
import Foundation
import GitHubIssues
import GitHubIssuesLive
import GitHubIssuesServer
import HTTPClient
import HTTPClientLive
import Synchronization
import Testing

/// The live client against a server that speaks GitHub's contract over loopback.
@Suite(.timeLimit(.minutes(1)))
struct GitHubIssuesLiveTests {
  static let repository = Repository(owner: "octo", name: "harbour")
  /// An account that sees the repository.
  static let ada = GitHubAccount(token: "ghp_adaSecretToken0001", login: "ada")
  /// An account that does not: the server answers it `404`, as GitHub does for a private
  /// repository.
  static let eve = GitHubAccount(
    token: "ghp_eveSecretToken0002", login: "eve", seesRepository: false)
  static let opened = Date(timeIntervalSince1970: 1_767_225_600)

  /// Open issues #1 to #`count`; #2 and #4 speak of a crash.
  static func issues(_ count: Int) -> [ServedIssue] {
    (1...count).map { number in
      ServedIssue(
        number: number, title: number.isMultiple(of: 2) ? "Crash \(number)" : "Issue \(number)",
        author: "ada", createdAt: opened.addingTimeInterval(Double(number)))
    }
  }

  func server(
    host: String = "127.0.0.1", issues: Int = 5, rateLimit: Int = 5_000,
    window: TimeInterval = 3_600, now: @escaping @Sendable () -> Date = Date.init
  ) throws -> GitHubIssuesServer {
    try GitHubIssuesServer(
      host: host, owner: "octo", repository: "harbour", accounts: [Self.ada, Self.eve],
      issues: Self.issues(issues), rateLimit: rateLimit, rateLimitWindow: window, now: now)
  }

  /// A session of `server` with `token` that tries reads once, keeping its answers in `storage`
  /// when given, by the cache's clock `now`. No timeout unless `policy` sets one: no test here
  /// is about one, and a deadline on the wall clock could pass on a loaded machine before the
  /// loopback server answers.
  func session(
    _ server: GitHubIssuesServer, token: String, storage: URL? = nil,
    now: @escaping @Sendable () -> Date = Date.init,
    policy: TransferPolicy = GitHubSession.policy(timeout: nil)
  ) throws -> HTTPSession {
    var policy = policy
    policy.retries = 0
    return GitHubSession.session(
      baseURL: try #require(URL(string: server.baseURL)), token: token, policy: policy,
      cache: storage.map { .disk(directory: $0, now: now) } ?? .disabled)
  }

  func client(_ session: HTTPSession) -> ResourceClient<GitHubIssues.Issue, IssueDraft> {
    .live(GitHubResources.openIssues(in: Self.repository), session: session)
  }

  /// A folder of its own for one test's stored answers.
  func storageFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "github-issues-tests-\(UUID().uuidString)", isDirectory: true)
  }

  /// The feed after loading every page through `client`.
  func feed(_ client: ResourceClient<GitHubIssues.Issue, IssueDraft>, pageSize: Int = 2) async
    -> IssuesFeedFeature.State
  {
    let store = Store(
      initialState: IssuesFeedFeature.State(pageSize: pageSize),
      reducer: IssuesFeedFeature(client: client))
    await store.send(.loadRemainingPages)
    return await store.state
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func theFeedFollowsTheLinkHeaderUntilTheLastPage(host: String) async throws {
    let server = try server(host: host)
    let state = await feed(client(try session(server, token: Self.ada.token)))
    await server.shutdown()

    #expect(state.failure == nil)
    #expect(state.items.map(\.number.rawValue) == [5, 4, 3, 2, 1])
    #expect(state.next == nil && state.pageItemCounts == [2, 2, 1])
    #expect(
      server.requests.map(\.target) == [
        "/repos/octo/harbour/issues?state=open&per_page=2",
        "/repos/octo/harbour/issues?state=open&per_page=2&page=2",
        "/repos/octo/harbour/issues?state=open&per_page=2&page=3",
      ])
    #expect(server.requests.allSatisfy { $0.login == "ada" && $0.status == 200 })
  }

  @Test func aWrongTokenIsBadCredentialsAndNoneRequiresAuthentication() async throws {
    let server = try server()
    let url = try #require(URL(string: server.baseURL))
    let wrong = await feed(client(try session(server, token: "ghp_wrong")))
    let anonymous = await feed(
      client(HTTPSession(baseURL: url, userAgent: "tests", headers: GitHubSession.headers)))
    await server.shutdown()

    let request = "GET \(server.baseURL)/repos/octo/harbour/issues?state=open&per_page=2"
    #expect(wrong.failure?.message == "\(request): HTTP 401: Bad credentials")
    #expect(anonymous.failure?.message == "\(request): HTTP 401: Requires authentication")
  }

  @Test func creatingAnswers201AndGitHubs422LandsUnderItsField() async throws {
    let server = try server()
    let client = client(try session(server, token: Self.ada.token))
    let long = Store(
      initialState: IssueForm(fields: .init(title: String(repeating: "x", count: 300))),
      reducer: IssueFormFeature(saving: client))
    await long.send(.submit)
    let valid = Store(
      initialState: IssueForm(fields: .init(title: "Tide in feet", body: "For the sailors.")),
      reducer: IssueFormFeature(saving: client))
    await valid.send(.submit)
    let missing = await #expect(throws: NetworkError.self) {
      try await client.create(IssueDraft(title: " "), nil)
    }
    await server.shutdown()

    #expect(
      await long.state.status.errors?["title"]
        == ["\"title is too long (maximum is 256 characters)\""])
    let created = try #require(await valid.state.status.savedResource)
    #expect(created.number == 6 && created.author == "ada" && created.body == "For the sailors.")
    #expect(
      missing
        == .rejected(resource: "issue", fieldErrors: FieldErrors(["title": ["\"is missing\""]])))
    #expect(server.requests.map(\.status) == [422, 201, 422])
  }

  @Test func closingPatchesTheIssueAndTheStoredListForgetsIt() async throws {
    let storage = storageFolder()
    defer { try? FileManager.default.removeItem(at: storage) }
    let server = try server(issues: 3)
    let client = client(try session(server, token: Self.ada.token, storage: storage))
    let before = await feed(client, pageSize: 10)
    let close = Store(
      initialState: CloseIssueFeature.State(
        target: try #require(before.items.first { $0.number == 2 })),
      reducer: CloseIssueFeature(client: client))
    await close.send(.delete)
    await close.send(.confirm)
    let after = await feed(client, pageSize: 10)
    await server.shutdown()

    #expect(before.items.map(\.number.rawValue) == [3, 2, 1])
    #expect(await close.state.status == .deleted)
    #expect(after.items.map(\.number.rawValue) == [3, 1])
    #expect(server.issues.first { $0.number == 2 }?.state == "closed")
    #expect(server.requests.map(\.method) == ["GET", "PATCH", "GET"])
  }

  @Test func aStaleListIsRevalidatedWithItsETagAndThe304CostsNothing() async throws {
    let storage = storageFolder()
    defer { try? FileManager.default.removeItem(at: storage) }
    let clock = LockedDate()
    let server = try server()
    let session = try session(server, token: Self.ada.token, storage: storage, now: clock.now)
    let endpoint = GitHubResources.openIssues(in: Self.repository).listEndpoint(
      RecordQuery(page: PageRequest(size: 2)))
    let first = try await session.response(endpoint)
    let fresh = try await session.response(endpoint)
    clock.advance(seconds: 61)
    let revalidated = try await session.response(endpoint)
    await server.shutdown()

    #expect(revalidated.payload.items == first.payload.items)
    #expect(fresh.payload.items == first.payload.items)
    #expect(server.requests.map(\.status) == [200, 304])
    #expect(server.requests.last?.ifNoneMatch == first.response?.value(forHeader: "ETag"))
    #expect(first.response?.value(forHeader: "X-RateLimit-Remaining") == "4999")
    #expect(revalidated.response?.value(forHeader: "X-RateLimit-Remaining") == "4999")
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aSecondTokenNeverGetsTheFirstTokensStoredAnswers(host: String) async throws {
    let storage = storageFolder()
    defer { try? FileManager.default.removeItem(at: storage) }
    let clock = LockedDate()
    let server = try server(host: host)
    func client(_ token: String) throws -> ResourceClient<GitHubIssues.Issue, IssueDraft> {
      self.client(try session(server, token: token, storage: storage, now: clock.now))
    }
    let ada = await feed(try client(Self.ada.token))
    let eve = await feed(try client(Self.eve.token))
    await server.shutdown()
    clock.advance(seconds: 120)

    let sources = Mutex<[ReadSource]>([])
    let observer = ReadSourceObserver { source in sources.withLock { $0.append(source) } }
    let adaClient = try client(Self.ada.token)
    let adaOffline = await ReadSourceObserver.$current.withValue(observer) {
      await feed(adaClient)
    }
    let eveOffline = await feed(try client(Self.eve.token))
    let wrongOffline = await feed(try client("ghp_wrong"))

    #expect(ada.items.count == 5 && adaOffline.items == ada.items)
    let stood = sources.withLock { $0 }
    #expect(!stood.isEmpty)
    #expect(stood.allSatisfy { if case .storedInPlaceOfServer = $0 { true } else { false } })
    #expect(eve.items.isEmpty && eve.failure?.message.hasSuffix("HTTP 404: Not Found") == true)
    #expect(server.requests.map(\.login) == ["ada", "ada", "ada", "eve"])
    #expect(server.requests.last?.ifNoneMatch == nil)
    for offline in [eveOffline, wrongOffline] {
      #expect(offline.items.isEmpty)
      #expect(offline.failure?.message.hasPrefix("cannot reach") == true)
    }
    for token in [Self.ada.token, Self.eve.token] {
      #expect(try Self.files(in: storage, containing: token).isEmpty)
    }
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aRateLimitWhoseResetComesWithinTheLongestWaitIsWaitedFor(host: String) async throws {
    let clock = ImmediateClock()
    // The server's time, its `Date` answers' among it, moves only with the client's clock.
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    let server = try server(host: host, rateLimit: 2, window: 30) {
      start.addingTimeInterval(Self.seconds(of: clock.now.offset))
    }
    let client = client(
      try session(
        server, token: Self.ada.token,
        policy: GitHubSession.policy(timeout: nil, maximumWait: .seconds(45), clock: clock)))

    for number in [1, 2, 3] {
      _ = try await client.record("\(number)")
    }
    await server.shutdown()

    #expect(server.requests.map(\.status) == [200, 200, 403, 200])
    #expect(clock.now.offset == .seconds(30))
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aRateLimitResettingPastTheDeadlineFailsSayingWhenToTryAgain(host: String) async throws {
    let server = try server(host: host, rateLimit: 1, window: 3_600)
    let client = client(try session(server, token: Self.ada.token))
    let feed = await feed(client)
    let before = Date()
    let error = await #expect(throws: NetworkError.self) {
      try await client.record("1")
    }
    await server.shutdown()

    #expect(feed.items.count == 2)
    #expect(feed.failure?.message.contains("HTTP 403, rate limited; try again in 1 h") == true)
    // The session knows the limit's reset: the issue is not asked for before it.
    guard case .rateLimited(let request, 403, let retryAt?, 0) = error else {
      Issue.record("expected a rate limit, got \(String(describing: error))")
      return
    }
    #expect(request?.description == "GET \(server.baseURL)/repos/octo/harbour/issues/1")
    #expect(
      retryAt > before.addingTimeInterval(3_590) && retryAt < Date().addingTimeInterval(3_602))
    #expect(
      error?.description.contains(
        "not sent: the server answered HTTP 403 before, rate limited; try again in 1 h") == true)
    #expect(server.requests.map(\.status) == [200, 403])
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func theSearchRunsOnTheServer(host: String) async throws {
    let server = try server(host: host)
    let store = Store(
      initialState: IssueSearchFeature.State(
        searchingOnServer: RecordQuery(page: PageRequest(size: 10))),
      reducer: IssueSearchFeature(
        client: client(try session(server, token: Self.ada.token)), clock: ImmediateClock()))
    await store.send(.searchTextChanged("crash"))
    let state = await store.state
    await server.shutdown()

    #expect(state.visibleItems.map(\.number.rawValue) == [4, 2])
    #expect(state.result.value?.totalCount == 2)
    #expect(
      server.requests.map(\.target) == [
        "/search/issues?q=crash%20repo%3Aocto%2Fharbour%20is%3Aissue%20is%3Aopen&page=1&per_page=10"
      ])
  }

  /// The files below `folder` whose bytes contain `secret`.
  static func files(in folder: URL, containing secret: String) throws -> [String] {
    try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { file in
      let data = FileManager.default.contents(atPath: folder.appendingPathComponent(file).path)
      return data.map { $0.range(of: Data(secret.utf8)) != nil } ?? false
    }
  }

  /// `duration` in seconds.
  static func seconds(of duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}

/// The cache's clock, moved by a test.
final class LockedDate: Sendable {
  private let date = Mutex(Date())

  /// The time now.
  var now: @Sendable () -> Date {
    { [self] in date.withLock { $0 } }
  }

  /// Moves the time `seconds` on.
  func advance(seconds: TimeInterval) {
    date.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}

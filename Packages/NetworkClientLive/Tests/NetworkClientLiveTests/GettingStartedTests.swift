import Dependencies
import Foundation
import Models
import NetworkClient
import NetworkClientLive
import NetworkClientTestSupport
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The code of the "Getting Started with NetworkClientLive" article
/// (`NetworkClientLive.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted. The server answers in-process, through the session's URL protocol.
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedTests {
  @Test func makeAClient() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let session = server.session
    let baseURL = server.baseURL

    let client = NetworkClient.live(
      session: session, decoder: JSONDecoder(), baseURL: baseURL, userAgent: "Example/1.0")
    let post = try await client.post(1)
    // GET <baseURL>/posts/1, with Accept: application/json and User-Agent: Example/1.0

    checkEqual(post, Fixtures.posts[0])
    let request = try #require(server.requests.first)
    checkEqual(request.httpMethod, "GET")
    checkEqual(request.url, baseURL.appending(path: "posts/1"))
    checkEqual(request.value(forHTTPHeaderField: "Accept"), "application/json")
    checkEqual(request.value(forHTTPHeaderField: "User-Agent"), "Example/1.0")
  }

  @Test func setAPolicy() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let session = server.session
    let baseURL = server.baseURL

    let policy = TransferPolicy(timeout: .seconds(30), retries: 3, maximumResponseSize: 1 << 20)
    let patient = NetworkClient.live(
      session: session, decoder: JSONDecoder(), baseURL: baseURL, userAgent: "Example/1.0",
      policy: policy)

    let missing: NetworkError?
    do {
      _ = try await patient.post(99)
      missing = nil
    } catch {
      missing = error as? NetworkError
    }
    // missing == .notFound(resource: "post", id: "99"), described as "post 99 not found"

    checkEqual(missing, .notFound(resource: "post", id: "99"))
    checkEqual(missing?.description, "post 99 not found")
    checkEqual(policy.timeout, .seconds(30))
  }

  @Test func boundAWholeCommand() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let patient = NetworkClient.live(
      session: server.session, decoder: JSONDecoder(), baseURL: server.baseURL,
      userAgent: "Example/1.0", policy: TransferPolicy(timeout: .seconds(30)))

    let deadline = Deadline(after: .seconds(30), clock: ContinuousClock())
    let (first, second) = try await withDeadline(deadline) {
      (try await patient.post(1), try await patient.post(2))
    }
    // both requests, their retries and the waits between them end within 30 s

    checkEqual([first, second], Array(Fixtures.posts.prefix(2)))
    check(Deadline.current == nil, "the deadline ends with its scope")
  }

  @Test func useItThroughTheDependencies() async throws {
    let server = try StubServer(routes: Fixtures.routes())
    let session = server.session
    let baseURL = server.baseURL

    let users = try await withDependencies {
      $0.context = .live
      $0.urlSession = session
      $0.baseURL = baseURL
    } operation: {
      try await DependencyValues.current.networkClient.users(UserQuery())
    }
    // users.items are the users the server at baseURL answered with

    checkEqual(users.items, Fixtures.users)
    checkEqual(server.requestedPaths, ["/users"])
  }
}

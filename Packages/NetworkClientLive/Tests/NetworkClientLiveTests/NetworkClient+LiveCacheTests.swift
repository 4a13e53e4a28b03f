import Foundation
import HTTPClientLive
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The live client through a `ResponseCache`, where JSONPlaceholder's routes and screens meet
/// the cache; the cache's own rules are tested beside it, in `HTTPClientLive`.
@Suite("NetworkClient.live through a ResponseCache")
struct NetworkClientLiveCacheTests {
  /// The cache's clock, moved by the test.
  let clock = LockedValue(Date(timeIntervalSince1970: 1_700_000_000))
  /// What the server answers, by path; a test changes it between reads.
  let routes = LockedValue<[String: StubResponse]>([:])

  func makeServer() throws -> StubServer {
    try StubServer { [routes] request in
      try (routes.withLock { $0[request.url?.path ?? ""] } ?? .notFound).answering(request)
    }
  }

  func cache() -> ResponseCache {
    .inMemory { [clock] in clock.current }
  }

  func answer(_ path: String, _ response: StubResponse) {
    routes.withLock { $0[path] = response }
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
    checkEqual(server.requests.count, 2)

    answer("/todos/4", try StubResponse.json(todo))
    _ = try await client.updateTodo(4, TodoChanges(completed: true))
    try await readAll()

    checkEqual(
      server.requests.suffix(3).map { "\($0.httpMethod ?? "") \($0.url?.path ?? "")" },
      [
        "PATCH /todos/4", "GET /todos", "GET /users/2/todos",
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
      try StubResponse.json([Sample.post(1, title: "a")]).with(header: "Cache-Control", "no-cache")
        .with(header: "ETag", "\"p\""))
    answer(
      "/users",
      try StubResponse.json(Fixtures.users).with(header: "Cache-Control", usersCacheControl)
        .with(header: "ETag", "\"u1\""))
    _ = try await client.postSummaries()
    clock.withLock { $0 = $0.addingTimeInterval(30) }

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
    checkEqual(
      page.items.first?.author?.name, (checksUsers ? "Renamed Author" : Fixtures.users.first?.name))
    checkEqual(
      server.requests.map { $0.url?.path ?? "" }.sorted(),
      ["/posts", "/posts", "/users"] + (checksUsers ? ["/users"] : []))
  }
}

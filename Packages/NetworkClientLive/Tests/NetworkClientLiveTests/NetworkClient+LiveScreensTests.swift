import Foundation
import Models
import NetworkClient
import NetworkClientLive
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("postSummaries, postDetail and userDetail on the live client")
struct NetworkClientScreensTests {
  /// A server that holds the requests named by `hold` (a name for each path, or `nil` to answer
  /// at once) at a rendezvous, and answers from the fixtures; a request released alone gets a
  /// 503 saying so.
  private static func rendezvousServer(
    holding group: Set<String>, client executor: QuiescenceExecutor,
    name: @escaping @Sendable (String) -> String?
  ) throws -> (StubServer, Rendezvous) {
    let routes = try Fixtures.routes()
    let rendezvous = LockedValue<Rendezvous?>(nil)
    let server = try StubServer { request in
      let path = request.url?.path ?? ""
      if let name = name(path), let meeting = rendezvous.withLock({ $0 }) {
        guard await meeting.arrive(name) else {
          return try StubResponse.text(
            "\(name) was answered alone: the rest of \(group.sorted()) never arrived",
            status: 503, contentType: "text/plain"
          ).answering(request)
        }
      }
      return try (routes[path] ?? .notFound).answering(request)
    }
    let meeting = Rendezvous(
      of: group, client: executor, transport: Transport(session: server.session))
    rendezvous.withLock { $0 = meeting }
    return (server, meeting)
  }

  @Test("postSummaries has /posts and /users in flight at the same time")
  func postSummariesRequestsConcurrently() async throws {
    let executor = QuiescenceExecutor()
    let (server, rendezvous) = try Self.rendezvousServer(
      holding: ["posts", "users"], client: executor
    ) { ["/posts": "posts", "/users": "users"][$0] }
    let client = server.client(transport: rendezvous.transport)

    let summaries = try await withTaskExecutorPreference(executor) {
      try await client.postSummaries()
    }

    await checkEqual(rendezvous.metTogether, true)
    checkEqual(summaries.items.map(\.post), Fixtures.posts)
    checkEqual(Set(server.requestedPaths), ["/posts", "/users"])
  }

  @Test("postDetail has the post and its comments in flight at the same time")
  func postDetailRequestsConcurrently() async throws {
    let executor = QuiescenceExecutor()
    let (server, rendezvous) = try Self.rendezvousServer(
      holding: ["post", "comments"], client: executor
    ) { ["/posts/1": "post", "/posts/1/comments": "comments"][$0] }
    let client = server.client(transport: rendezvous.transport)

    let detail = try await withTaskExecutorPreference(executor) {
      try await client.postDetail(id: 1)
    }

    await checkEqual(rendezvous.metTogether, true)
    checkEqual(detail.post, Fixtures.posts[0])
    checkEqual(detail.author, Fixtures.users[0])
    checkEqual(detail.comments, Fixtures.comments(on: 1))
    checkEqual(server.requestedPaths.last, "/users/1")
  }

  @Test("the rendezvous fails a client that waits for /posts before asking for /users")
  func rendezvousRejectsSequentialRequests() async throws {
    let executor = QuiescenceExecutor()
    let (server, rendezvous) = try Self.rendezvousServer(
      holding: ["posts", "users"], client: executor
    ) { ["/posts": "posts", "/users": "users"][$0] }
    let client = server.client(transport: rendezvous.transport)

    await #expect {
      try await withTaskExecutorPreference(executor) {
        _ = try await client.posts(PostQuery())
        _ = try await client.users(UserQuery())
      }
    } throws: { error in
      guard case NetworkError.unexpectedStatus(503, let excerpt, _, _) = error else { return false }
      return excerpt.hasPrefix("posts was answered alone")
    }
    await checkEqual(rendezvous.metTogether, false)
    checkEqual(server.requestedPaths, ["/posts"])
  }

  @Test("postSummaries joins each post to its author, nil when the users list lacks it")
  func postSummariesJoinsAuthors() async throws {
    let server = try StubServer(routes: Fixtures.routes())

    let summaries = try await server.client().postSummaries()

    checkEqual(
      summaries.items,
      [
        PostSummary(post: Fixtures.posts[0], author: Fixtures.users[0]),
        PostSummary(post: Fixtures.posts[1], author: Fixtures.users[1]),
        PostSummary(post: Fixtures.posts[2], author: nil),
      ])
  }

  @Test("postSummaries pages and filters the posts as asked, and still fetches every user")
  func postSummariesWithQuery() async throws {
    var routes = try Fixtures.routes()
    routes["/users/2/posts"] = try StubResponse.json([Fixtures.posts[1]])
      .with(header: "X-Total-Count", "11")
    let server = try StubServer(routes: routes)

    let summaries = try await server.client().postSummaries(
      PostQuery(userID: 2, list: RecordQuery(pageNumber: 2, perPage: 1)))

    checkEqual(
      summaries,
      Page(
        items: [PostSummary(post: Fixtures.posts[1], author: Fixtures.users[1])],
        totalCount: 11, number: 2, size: 1, next: .number(3)))
    let queries = server.requests.compactMap { request in
      request.url.map { url in url.path + (url.query.map { "?\($0)" } ?? "") }
    }
    checkEqual(Set(queries), ["/users/2/posts?_page=2&_limit=1", "/users"])
  }

  @Test("postDetail has a nil author when the server has no such user")
  func postDetailWithMissingAuthor() async throws {
    let server = try StubServer(routes: Fixtures.routes())

    let detail = try await server.client().postDetail(id: 3)

    checkEqual(
      detail, PostDetail(post: Fixtures.posts[2], author: nil, comments: Fixtures.comments(on: 3)))
    check(server.requestedPaths.contains("/users/99"))
  }

  @Test("postDetail of a missing post throws notFound for the post")
  func postDetailOfMissingPost() async throws {
    let server = try StubServer(routes: Fixtures.routes())

    await #expect(throws: NetworkError.notFound(resource: "post", id: "999")) {
      try await server.client().postDetail(id: 999)
    }
    check(!server.requestedPaths.contains { $0.hasPrefix("/users") })
  }

  @Test("userDetail has the user, the albums and the to-dos in flight at the same time")
  func userDetailRequestsConcurrently() async throws {
    let executor = QuiescenceExecutor()
    let (server, rendezvous) = try Self.rendezvousServer(
      holding: ["user", "albums", "todos"], client: executor
    ) { ["/users/1": "user", "/users/1/albums": "albums", "/users/1/todos": "todos"][$0] }
    let client = server.client(transport: rendezvous.transport)

    let detail = try await withTaskExecutorPreference(executor) {
      try await client.userDetail(id: 1)
    }

    await checkEqual(rendezvous.metTogether, true)
    checkEqual(
      detail,
      UserDetail(
        user: Fixtures.users[0], albums: Array(Fixtures.albums[..<2]),
        todos: Array(Fixtures.todos[..<3])))
    checkEqual(detail.completedTodoCount, 2)
    checkEqual(Set(server.requestedPaths), ["/users/1", "/users/1/albums", "/users/1/todos"])
  }

  @Test("the rendezvous fails a client that waits for the user before asking for the rest")
  func rendezvousRejectsPartlySequentialRequests() async throws {
    let executor = QuiescenceExecutor()
    let (server, rendezvous) = try Self.rendezvousServer(
      holding: ["user", "albums", "todos"], client: executor
    ) { ["/users/1": "user", "/users/1/albums": "albums", "/users/1/todos": "todos"][$0] }
    let client = server.client(transport: rendezvous.transport)

    await #expect(throws: NetworkError.self) {
      try await withTaskExecutorPreference(executor) {
        async let albums = client.albums(AlbumQuery(userID: 1))
        _ = try await client.user(1)
        _ = try await client.todos(TodoQuery(userID: 1))
        _ = try await albums
      }
    }
    await checkEqual(rendezvous.metTogether, false)
    check(!server.requestedPaths.contains("/users/1/todos"))
  }

  @Test("userDetail of a missing user throws notFound for the user")
  func userDetailOfMissingUser() async throws {
    var routes = try Fixtures.routes()
    routes["/users/99/albums"] = try .json([Album]())
    routes["/users/99/todos"] = try .json([Todo]())
    let server = try StubServer(routes: routes)

    await #expect(throws: NetworkError.notFound(resource: "user", id: "99")) {
      try await server.client().userDetail(id: 99)
    }
  }

  @Test("postSummaries keeps the posts when a user cannot be read, and reports the user")
  func postSummariesWithAnUnreadableUser() async throws {
    var routes = try Fixtures.routes()
    let users = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Fixtures.users))
    var broken = try #require(users as? [[String: Any]])
    broken[0].removeValue(forKey: "username")
    routes["/users"] = .text(
      String(decoding: try JSONSerialization.data(withJSONObject: broken), as: UTF8.self))
    let server = try StubServer(routes: routes)

    let summaries = try await server.client().postSummaries()

    checkEqual(summaries.items.map(\.post), Fixtures.posts)
    checkEqual(summaries.items.first?.author, nil)
    checkEqual(summaries.items.dropFirst().first?.author, Fixtures.users[1])
    checkEqual(
      summaries.skipped,
      [
        SkippedItems(
          resource: "users", count: 1, total: Fixtures.users.count,
          firstProblem: "[0].username: missing key")
      ])
  }

  @Test("userDetail reports the albums and to-dos it could not read")
  func userDetailWithUnreadableRecords() async throws {
    var routes = try Fixtures.routes()
    routes["/users/1/albums"] = .text(#"[{"userId": 1, "id": 1, "title": "a"}, {"id": 2}]"#)
    routes["/users/1/todos"] = .text(
      #"[{"userId": 1, "id": 1, "title": "t", "completed": "no"}, "#
        + #"{"userId": 1, "id": 2, "title": "u", "completed": true}]"#)
    let server = try StubServer(routes: routes)

    let detail = try await server.client().userDetail(id: 1)

    checkEqual(detail.albums.map(\.id), [1])
    checkEqual(detail.todos.map(\.id), [2])
    checkEqual(detail.skipped.map(\.resource), ["albums", "todos"])
    checkEqual(detail.skipped.map(\.count), [1, 1])
  }
}

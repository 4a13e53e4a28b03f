import Dependencies
import Foundation
import Models
import NetworkClient
import NetworkClientLive
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("DependencyValues.networkClient")
struct DependencyValuesNetworkClientTests {
  @Test("the live value uses the current session, base URL, decoder and user agent")
  func liveValueUsesCurrentDependencies() async throws {
    let server = try StubServer(
      pathPrefix: "/api/",
      routes: ["/posts": .text(#"[{"user_id": 1, "id": 1, "title": "t", "body": "b"}]"#)])
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase

    let posts = try await withDependencies {
      $0.context = .live
      $0.baseURL = server.baseURL
      $0.urlSession = server.session
      $0.jsonDecoder = decoder
      $0.userAgent = "Overridden/1.0"
    } operation: {
      try await DependencyValues.current.networkClient.posts(PostQuery())
    }

    checkEqual(posts.items, [Post(userId: 1, id: 1, title: "t", body: "b")])
    let request = try #require(server.requests.first)
    checkEqual(request.url?.absoluteString, "https://\(server.host)/api/posts")
    checkEqual(request.value(forHTTPHeaderField: "User-Agent"), "Overridden/1.0")
  }

  @Test("the live value is built when read, so later overrides apply to it")
  func liveValueFollowsOverrides() async throws {
    let first = try StubServer(routes: Fixtures.routes())
    let second = try StubServer(routes: Fixtures.routes())
    let client = { (server: StubServer) in
      withDependencies {
        $0.context = .live
        $0.baseURL = server.baseURL
        $0.urlSession = server.session
      } operation: {
        DependencyValues.current.networkClient
      }
    }

    _ = try await client(first).users(UserQuery())
    _ = try await client(second).user(2)

    checkEqual(first.requestedPaths, ["/users"])
    checkEqual(second.requestedPaths, ["/users/2"])
    checkEqual(
      first.requests.first?.value(forHTTPHeaderField: "User-Agent"),
      "NetworkClient/\(NetworkClient.version)")
  }

  @Test("an override of the client itself wins over the live value")
  func overriddenClient() async throws {
    let posts = try await withDependencies {
      $0.context = .live
      $0.networkClient = NetworkClient.unimplemented.with {
        $0.posts = { _ in Page(items: [Fixtures.posts[0]]) }
      }
    } operation: {
      try await DependencyValues.current.networkClient.posts(PostQuery())
    }

    checkEqual(posts.items, [Fixtures.posts[0]])
  }

  @Test("the test value throws UnimplementedDependencyError naming the endpoint")
  func testValueIsUnimplemented() async throws {
    let client = withDependencies {
      $0.context = .test
    } operation: {
      DependencyValues.current.networkClient
    }

    let error = try await #require(throws: UnimplementedDependencyError.self) {
      try await client.post(7)
    }
    checkEqual(error.dependency, "networkClient")
    check(error.detail.contains("post(7)"))
    let calls: [(String, @Sendable () async throws -> Void)] = [
      ("the endpoint posts ", { _ = try await client.posts(PostQuery(userID: 1)) }),
      ("the endpoint users ", { _ = try await client.users(UserQuery()) }),
      ("the endpoint user(1) ", { _ = try await client.user(1) }),
      ("the endpoint comments ", { _ = try await client.comments(CommentQuery(postID: 7)) }),
      ("the endpoint albums ", { _ = try await client.albums(AlbumQuery()) }),
      ("the endpoint album(9) ", { _ = try await client.album(9) }),
      ("the endpoint photos ", { _ = try await client.photos(PhotoQuery()) }),
      ("the endpoint photo(4) ", { _ = try await client.photo(4) }),
      ("the endpoint todos ", { _ = try await client.todos(TodoQuery()) }),
    ]
    for (name, call) in calls {
      let error = try await #require(throws: UnimplementedDependencyError.self) { try await call() }
      check(error.detail.hasPrefix(name), "\(error.detail)")
    }
  }
}

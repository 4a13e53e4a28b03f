import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Synchronization
import TestSupport
import Testing

/// The screen compositions on a client that answers from memory; their concurrency over HTTP is
/// tested with the live client in `NetworkClientLive`.
@Suite("postSummaries, postDetail and userDetail")
struct NetworkClientScreensTests {
  private static let skippedUsers = SkippedItems(
    resource: "users", count: 1, total: 3, firstProblem: "[2].username: missing key")

  private static let client = NetworkClient.unimplemented.with {
    $0.posts = { query in
      Page(
        items: Fixtures.posts.filter { post in query.userID.map { $0 == post.userId } ?? true },
        totalCount: 3)
    }
    $0.users = { _ in Page(items: Fixtures.users, skipped: [skippedUsers]) }
    $0.post = { id in
      guard let post = Fixtures.posts.first(where: { $0.id == id }) else {
        throw NetworkError.notFound(resource: "post", id: "\(id)")
      }
      return post
    }
    $0.user = { id in
      guard let user = Fixtures.users.first(where: { $0.id == id }) else {
        throw NetworkError.notFound(resource: "user", id: "\(id)")
      }
      return user
    }
    $0.comments = { query in Page(items: Fixtures.comments(on: query.postID ?? 0)) }
    $0.albums = { query in
      Page(
        items: Fixtures.albums.filter { $0.userId == query.userID },
        skipped: [SkippedItems(resource: "albums", count: 2, total: 4, firstProblem: "[0].id")])
    }
    $0.todos = { query in Page(items: Fixtures.todos.filter { $0.userId == query.userID }) }
  }

  /// A client whose posts are `posts` and whose users are the fixtures, logging each list
  /// request with the read freshness it was made with.
  private static func loggingClient(
    posts: [Post], log: @escaping @Sendable (String) -> Void
  ) -> NetworkClient {
    client.with {
      $0.posts = { _ in
        log("posts \(ReadFreshness.current)")
        return Page(items: posts)
      }
      $0.users = { _ in
        log("users \(ReadFreshness.current)")
        return Page(items: Fixtures.users)
      }
    }
  }

  @Test(
    "postSummaries asks for the users with the posts' freshness",
    arguments: [ReadFreshness.standard, .storedIfAvailable, .storedOnly])
  func postSummariesReadFreshness(freshness: ReadFreshness) async throws {
    let log = Mutex<[String]>([])
    let known = Fixtures.posts.filter { post in Fixtures.users.contains { $0.id == post.userId } }

    _ = try await ReadFreshness.$current.withValue(freshness) {
      try await Self.loggingClient(posts: known) { entry in log.withLock { $0.append(entry) } }
        .postSummaries()
    }

    checkEqual(Set(log.withLock { $0 }), ["posts \(freshness)", "users \(freshness)"])
    checkEqual(log.withLock { $0 }.count, 2)
  }

  @Test("an author missing from the users makes postSummaries ask for them once more, revalidated")
  func postSummariesRevalidatesForAMissingAuthor() async throws {
    let log = Mutex<[String]>([])

    let page = try await Self.loggingClient(posts: Fixtures.posts) { entry in
      log.withLock { $0.append(entry) }
    }.postSummaries()

    checkEqual(log.withLock { $0 }.last, "users revalidated")
    checkEqual(log.withLock { $0 }.count, 3)
    checkEqual(page.items.map(\.author), [Fixtures.users[0], Fixtures.users[1], nil])
  }

  @Test("a stored-only postSummaries never asks for the users again for a missing author")
  func postSummariesStoredOnlyKeepsToTheStore() async throws {
    let log = Mutex<[String]>([])

    let page = try await ReadFreshness.$current.withValue(.storedOnly) {
      try await Self.loggingClient(posts: Fixtures.posts) { entry in
        log.withLock { $0.append(entry) }
      }.postSummaries()
    }

    checkEqual(Set(log.withLock { $0 }), ["posts storedOnly", "users storedOnly"])
    checkEqual(log.withLock { $0 }.count, 2)
    checkEqual(page.items.map(\.author), [Fixtures.users[0], Fixtures.users[1], nil])
  }

  @Test("postWithAuthor is post then user unless set, following later changes to either")
  func postWithAuthorByDefault() async throws {
    let renamed = Self.client.with {
      $0.user = { id in Sample.user(id, name: "Renamed") }
    }

    let summary = try await renamed.postWithAuthor(1)
    let missing = try await Self.client.postWithAuthor(3)
    let custom = try await renamed.with {
      $0.postWithAuthor = { id in PostSummary(post: Sample.post(id, title: "custom"), author: nil) }
    }.postWithAuthor(5)

    checkEqual(summary.post, Fixtures.posts[0])
    checkEqual(summary.author?.name, "Renamed")
    checkEqual(missing.author, nil)
    checkEqual(custom.post.title, "custom")
  }

  @Test("postDetail takes the post and its author from postWithAuthor")
  func postDetailUsesPostWithAuthor() async throws {
    let client = Self.client.with {
      $0.post = { _ in throw NetworkError.cancelled }
      $0.postWithAuthor = { id in
        PostSummary(post: Sample.post(id, title: "one trip"), author: Sample.leanne)
      }
    }

    let detail = try await client.postDetail(id: 1)

    checkEqual(detail.post.title, "one trip")
    checkEqual(detail.author, Sample.leanne)
  }

  @Test("postSummaries joins each post to its author, and keeps what both lists left out")
  func postSummaries() async throws {
    let page = try await Self.client.postSummaries()

    checkEqual(page.items.map(\.post), Fixtures.posts)
    checkEqual(page.items.map(\.author), [Fixtures.users[0], Fixtures.users[1], nil])
    checkEqual(page.totalCount, 3)
    checkEqual(page.skipped, [Self.skippedUsers])
  }

  @Test("postDetail has a nil author when the server has no such user")
  func postDetailWithoutAuthor() async throws {
    let detail = try await Self.client.postDetail(id: 3)

    checkEqual(detail.post, Fixtures.posts[2])
    checkEqual(detail.author, nil)
    checkEqual(detail.comments, Fixtures.comments(on: 3))
  }

  @Test("postDetail shows a post whose author cannot be read, and says the author was left out")
  func postDetailWithAnUnreadableAuthor() async throws {
    let client = Self.client.with {
      $0.user = { _ in
        throw NetworkError.undecodable(
          resource: "user", codingPath: "address", reason: "missing key")
      }
    }
    let detail = try await client.postDetail(id: 1)

    checkEqual(detail.post, Fixtures.posts[0])
    checkEqual(detail.author, nil)
    checkEqual(
      detail.skipped,
      [
        SkippedItems(resource: "users", count: 1, total: 1, firstProblem: "address: missing key")
      ])
    checkEqual(detail.comments, Fixtures.comments(on: 1))
  }

  @Test("postDetail of a missing post throws notFound for the post")
  func postDetailOfMissingPost() async {
    await #expect(throws: NetworkError.notFound(resource: "post", id: "999")) {
      try await Self.client.postDetail(id: 999)
    }
  }

  @Test("userDetail has the user's albums and to-dos, and what their lists left out")
  func userDetail() async throws {
    let detail = try await Self.client.userDetail(id: 1)

    checkEqual(detail.user, Fixtures.users[0])
    checkEqual(detail.albums, Array(Fixtures.albums[..<2]))
    checkEqual(detail.todos, Array(Fixtures.todos[..<3]))
    checkEqual(detail.skipped.map(\.resource), ["albums"])
  }
}

import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A post with its author on the live client: `GET /posts/{id}?_expand=user`, and the author on
/// their own where the server does not expand them.
@Suite("A post with its author on the live client")
struct ExpandedPostTests {
  /// `post` as `?_expand=user` answers it, with `user` under `user`.
  static func expanded(_ post: Post, with user: User) throws -> StubResponse {
    var object =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(post)) as? [String: Any] ?? [:]
    object["user"] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(user))
    return StubResponse(
      status: 200, contentType: "application/json",
      body: try JSONSerialization.data(withJSONObject: object))
  }

  @Test("a post and its author are one request where the server expands the author")
  func expandedAuthor() async throws {
    let server = try StubServer(routes: [
      "/posts/7": try Self.expanded(Sample.post(7, by: 1, title: "seven"), with: Sample.leanne)
    ])
    let client = server.client()

    let summary = try await client.postWithAuthor(7)

    checkEqual(summary.post.title, "seven")
    checkEqual(summary.author, Sample.leanne)
    checkEqual(server.requests.map { $0.url?.query }, ["_expand=user"])
  }

  @Test("an expanded author who is not the post's user is asked for on their own")
  func mismatchedExpandedAuthor() async throws {
    let server = try StubServer(routes: [
      "/posts/7": try Self.expanded(Sample.post(7, by: 1, title: "seven"), with: Sample.ervin),
      "/users/1": try .json(Sample.leanne),
    ])

    let summary = try await server.client().postWithAuthor(7)

    checkEqual(summary.author, Sample.leanne)
  }

  @Test("a server that ignores _expand is asked for the author, and a missing one is nil")
  func authorAskedSeparately() async throws {
    let server = try StubServer(routes: [
      "/posts/7": try .json(Sample.post(7, by: 1, title: "seven")),
      "/posts/8": try .json(Sample.post(8, by: 99, title: "eight")),
      "/users/1": try .json(Sample.leanne),
    ])
    let client = server.client()

    let known = try await client.postWithAuthor(7)
    let unknown = try await client.postWithAuthor(8)

    checkEqual(known.author, Sample.leanne)
    checkEqual(unknown.author, nil)
    checkEqual(
      server.requests.map { $0.url?.path ?? "" },
      [
        "/posts/7", "/users/1", "/posts/8", "/users/99",
      ])
  }
}

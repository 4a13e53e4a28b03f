import Foundation
import TestSupport
import Testing

/// The Albums tab of `app browse` names every album's owner, as the posts name their author,
/// by the link of its `userId`, on a pseudo-terminal against a loopback server.
@Suite("app browse, albums' owners", .onWaitingThreads)
struct BrowseAlbumOwnersTests {
  /// Ada's post, and the album of Bo, who has no posts.
  private static let users = """
    [\(RemoteServerTests.user),
     {"id": 4, "name": "Bo Tern", "username": "bo", "email": "bo@example.test",
      "address": {"street": "2 Loop Rd", "suite": "Apt. 3", "city": "Portside",
                  "zipcode": "12345", "geo": {"lat": "0", "lng": "0"}},
      "phone": "555-0101", "website": "bo.example",
      "company": {"name": "Tern", "catchPhrase": "Fly", "bs": "wings"}}]
    """
  private static let albums = """
    [{"userId": 4, "id": 7, "title": "Gulls at dawn"}]
    """

  /// A server with Ada's post and Bo's album, whose users are answered with `users`.
  private static func server(users: LoopbackServer.Response) throws -> LoopbackServer {
    try LoopbackServer { path in
      if path.hasPrefix("/posts") {
        return .http(
          200, headers: ["X-Total-Count": "1"], body: BrowseFreshnessTests.posts(title: "Hi"))
      }
      if path.hasPrefix("/albums") {
        return .http(200, headers: ["X-Total-Count": "1"], body: albums)
      }
      return path.hasPrefix("/users") ? users : .http(404, body: "{}")
    }
  }

  @Test func theAlbumOfAUserWithoutPostsLoadedNamesTheOwner() throws {
    let server = try Self.server(
      users: .http(200, headers: ["X-Total-Count": "2"], body: Self.users))
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.line(2).contains("Hi") && $0.line(2).contains("Ada Quill")
    }
    app.type("3")
    let albums = try app.requireScreen("the album's owner was never named") {
      $0.line(2).contains("Gulls at dawn") && $0.line(2).contains("Bo Tern")
    }
    check(albums.line(1).contains("user"), "the owner's column, by the link's name")
    app.type("q")
  }

  @Test func whenTheUsersFailTheAlbumsShowTheOwnersId() throws {
    let server = try Self.server(users: .http(500, body: "{}"))
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the browser never started") { $0.line(0).contains("Albums") }
    app.type("3")
    let albums = try app.requireScreen("the albums never showed") {
      $0.line(2).contains("Gulls at dawn")
    }
    check(albums.line(2).hasSuffix(" 4"), "the owner's id stays: \(albums.description)")
    app.type("q")
  }
}

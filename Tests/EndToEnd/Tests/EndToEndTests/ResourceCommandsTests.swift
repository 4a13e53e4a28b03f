import Foundation
import TestSupport
import Testing

@Suite("app albums, photos, comments and todos", .onWaitingThreads)
struct ResourceCommandsTests {
  static func rows(_ text: String) -> [[Substring]] {
    UsersCommandTests.rows(text)
  }

  @Test func listsTheAlbumsOfAUser() throws {
    let result = try AppProcess.run(["albums", "--user", "2", "--sample"])
    let json = try AppProcess.run(["albums", "--user", "2", "--sample", "--json"])
    let albums = try JSONDecoder().decode([JSONAlbum].self, from: Data(json.standardOutput.utf8))

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    check(!albums.isEmpty)
    check(albums.allSatisfy { $0.userId == 2 })
    checkEqual(Self.rows(result.standardOutput).map { String($0[0]) }, albums.map { String($0.id) })
    let all = try AppProcess.run(["albums", "--sample"])
    checkEqual(Self.rows(all.standardOutput).count, 100)
  }

  @Test func listsTheFiftyPhotosOfAnAlbumWithTheirURLs() throws {
    let result = try AppProcess.run(["photos", "--album", "1", "--sample"])
    let json = try AppProcess.run(["photos", "--album", "1", "--sample", "--json"])
    let photos = try JSONDecoder().decode([JSONPhoto].self, from: Data(json.standardOutput.utf8))

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let rows = Self.rows(result.standardOutput)
    checkEqual(rows.count, 50)
    check(rows.allSatisfy { $0.count == 3 && $0[2].hasPrefix("https://") })
    checkEqual(photos.count, 50)
    check(photos.allSatisfy { $0.albumId == 1 })
    checkEqual(rows.map { String($0[2]) }, photos.map(\.url))
  }

  @Test func listsEveryPhotoWithoutAnAlbum() throws {
    let result = try AppProcess.run(["photos", "--sample"])

    checkEqual(result.status, 0)
    checkEqual(Self.rows(result.standardOutput).count, 5000)
  }

  @Test func listsTheCommentsOnAPost() throws {
    let result = try AppProcess.run(["comments", "--post", "7", "--sample"])
    let json = try AppProcess.run(["comments", "--post", "7", "--sample", "--json"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    checkEqual(Self.rows(result.standardOutput).map { $0[0] }, ["31", "32", "33", "34", "35"])
    let comments = try JSONDecoder().decode(
      [JSONPost.Comment].self, from: Data(json.standardOutput.utf8))
    checkEqual(comments.map(\.id), Array(31...35))
    check(comments.allSatisfy { $0.postId == 7 })
  }

  @Test func commentsNeedAPost() throws {
    let result = try AppProcess.run(["comments", "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.first, "app: missing option '--post ID' for 'comments'")
    checkEqual(result.errorLines.last, "usage: app comments --post ID [options]")
  }

  @Test func doneAndPendingTodosAddUpToAll() throws {
    func todos(_ arguments: [String]) throws -> [JSONTodo] {
      let result = try AppProcess.run(["todos", "--sample", "--json"] + arguments)
      checkEqual(result.status, 0)
      return try JSONDecoder().decode([JSONTodo].self, from: Data(result.standardOutput.utf8))
    }
    let all = try todos([])
    let done = try todos(["--done"])
    let pending = try todos(["--pending"])

    checkEqual(all.count, 200)
    check(done.allSatisfy { $0.completed })
    check(pending.allSatisfy { !$0.completed })
    checkEqual(done.count + pending.count, all.count)
    check(!done.isEmpty && !pending.isEmpty)
    let piped = try AppProcess.run(["todos", "--done", "--sample"])
    checkEqual(Self.rows(piped.standardOutput).count, done.count)
    let usersDone = try todos(["--user", "1", "--done"])
    check(usersDone.allSatisfy { $0.userId == 1 && $0.completed })
  }

  @Test func doneAndPendingTogetherExit64() throws {
    let result = try AppProcess.run(["todos", "--done", "--pending", "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(
      result.errorLines.first, "app: options '--done' and '--pending' cannot be used together")
  }
}

/// A photo as `--json` prints it.
struct JSONPhoto: Decodable {
  var albumId: Int
  var id: Int
  var title: String
  var url: String
  var thumbnailUrl: String
}

import Foundation
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

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(!albums.isEmpty)
    #expect(albums.allSatisfy { $0.userId == 2 })
    #expect(Self.rows(result.standardOutput).map { String($0[0]) } == albums.map { String($0.id) })
    let all = try AppProcess.run(["albums", "--sample"])
    #expect(Self.rows(all.standardOutput).count == 100)
  }

  @Test func listsTheFiftyPhotosOfAnAlbumWithTheirURLs() throws {
    let result = try AppProcess.run(["photos", "--album", "1", "--sample"])
    let json = try AppProcess.run(["photos", "--album", "1", "--sample", "--json"])
    let photos = try JSONDecoder().decode([JSONPhoto].self, from: Data(json.standardOutput.utf8))

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let rows = Self.rows(result.standardOutput)
    #expect(rows.count == 50)
    #expect(rows.allSatisfy { $0.count == 3 && $0[2].hasPrefix("https://") })
    #expect(photos.count == 50)
    #expect(photos.allSatisfy { $0.albumId == 1 })
    #expect(rows.map { String($0[2]) } == photos.map(\.url))
  }

  @Test func listsEveryPhotoWithoutAnAlbum() throws {
    let result = try AppProcess.run(["photos", "--sample"])

    #expect(result.status == 0)
    #expect(Self.rows(result.standardOutput).count == 5000)
  }

  @Test func listsTheCommentsOnAPost() throws {
    let result = try AppProcess.run(["comments", "--post", "7", "--sample"])
    let json = try AppProcess.run(["comments", "--post", "7", "--sample", "--json"])

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(Self.rows(result.standardOutput).map { $0[0] } == ["31", "32", "33", "34", "35"])
    let comments = try JSONDecoder().decode(
      [JSONPost.Comment].self, from: Data(json.standardOutput.utf8))
    #expect(comments.map(\.id) == Array(31...35))
    #expect(comments.allSatisfy { $0.postId == 7 })
  }

  @Test func commentsNeedAPost() throws {
    let result = try AppProcess.run(["comments", "--sample"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines.first == "app: missing option '--post ID' for 'comments'")
    #expect(result.errorLines.last == "usage: app comments --post ID [options]")
  }

  @Test func doneAndPendingTodosAddUpToAll() throws {
    func todos(_ arguments: [String]) throws -> [JSONTodo] {
      let result = try AppProcess.run(["todos", "--sample", "--json"] + arguments)
      #expect(result.status == 0)
      return try JSONDecoder().decode([JSONTodo].self, from: Data(result.standardOutput.utf8))
    }
    let all = try todos([])
    let done = try todos(["--done"])
    let pending = try todos(["--pending"])

    #expect(all.count == 200)
    #expect(done.allSatisfy { $0.completed })
    #expect(pending.allSatisfy { !$0.completed })
    #expect(done.count + pending.count == all.count)
    #expect(!done.isEmpty && !pending.isEmpty)
    let piped = try AppProcess.run(["todos", "--done", "--sample"])
    #expect(Self.rows(piped.standardOutput).count == done.count)
    let usersDone = try todos(["--user", "1", "--done"])
    #expect(usersDone.allSatisfy { $0.userId == 1 && $0.completed })
  }

  @Test func doneAndPendingTogetherExit64() throws {
    let result = try AppProcess.run(["todos", "--done", "--pending", "--sample"])

    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.errorLines.first == "app: options '--done' and '--pending' cannot be used together")
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

import Foundation
import TestSupport
import Testing

@Suite("app posts", .onWaitingThreads)
struct PostsCommandTests {
  @Test func listsEverySamplePostAsTabSeparatedRowsWhenPiped() throws {
    let json = try AppProcess.run(["posts", "--sample", "--json"])
    let posts = try JSONDecoder().decode([JSONPost].self, from: Data(json.standardOutput.utf8))
    let result = try AppProcess.run(["posts", "--sample"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    check(!result.standardOutput.contains("\u{1B}"), "no escape sequences into a pipe")
    let rows = result.standardOutput.split(separator: "\n").map {
      $0.split(separator: "\t", omittingEmptySubsequences: false)
    }
    checkEqual(rows.count, 100, "one row per post, no header or summary")
    check(rows.allSatisfy { $0.count == 3 })
    checkEqual(rows.map { String($0[0]) }, posts.map { String($0.id) })
    checkEqual(rows.map { String($0[1]) }, posts.map(\.title), "cut -f2 gives the full titles")
    checkEqual(rows.map { String($0[2]) }, posts.map { $0.user?.name ?? "" })
  }

  @Test func printsTheListAsJSONWithEachAuthorEmbedded() throws {
    let result = try AppProcess.run(["posts", "--sample", "--json"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let posts = try JSONDecoder().decode(
      [JSONPost].self, from: Data(result.standardOutput.utf8))
    checkEqual(posts.map(\.id), Array(1...100))
    for post in posts {
      checkEqual(post.userId, (post.id - 1) / 10 + 1)
      checkEqual(post.user?.id, post.userId)
    }
  }

  @Test func viewShowsEachPostsTitleAndAuthor() throws {
    let json = try AppProcess.run(["posts", "--sample", "--json"])
    let posts = try JSONDecoder().decode([JSONPost].self, from: Data(json.standardOutput.utf8))
    let view = try AppProcess.run(["posts", "--sample"], environment: ["COLUMNS": "200"])

    let first = try #require(posts.first)
    let row = try #require(
      view.standardOutput.split(separator: "\n").first { $0.contains(first.title) })
    check(row.contains(try #require(first.user?.name)))
  }

  @Test func optionsMayComeBeforeTheCommand() throws {
    let result = try AppProcess.run(["--sample", "--json", "posts"])

    checkEqual(result.status, 0)
    check(result.standardOutput.hasPrefix("["))
  }

  @Test func writesNoSpinnerWhenStandardErrorIsNotATerminal() throws {
    let result = try AppProcess.run(["posts", "--sample", "--latency", "150ms"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
  }
}

/// A post as `--json` prints it, with its author embedded.
struct JSONPost: Decodable {
  struct Author: Decodable {
    var id: Int
    var name: String
    var email: String
  }

  struct Comment: Decodable {
    var postId: Int
    var id: Int
    var name: String
    var body: String
  }

  var userId: Int
  var id: Int
  var title: String
  var body: String
  var user: Author?
  var comments: [Comment]?
}

@Suite("app posts with a user or a search", .onWaitingThreads)
struct PostsFilterTests {
  @Test func listsTheUsersPosts() throws {
    let result = try AppProcess.run(["posts", "--user", "2", "--sample", "--json"])
    let piped = try AppProcess.run(["posts", "--user", "2", "--sample"])

    checkEqual(result.status, 0)
    let posts = try JSONDecoder().decode([JSONPost].self, from: Data(result.standardOutput.utf8))
    checkEqual(posts.map(\.id), Array(11...20))
    check(posts.allSatisfy { $0.userId == 2 && $0.user?.id == 2 })
    checkEqual(UsersCommandTests.rows(piped.standardOutput).count, 10)
  }

  @Test func searchesTitlesAndBodies() throws {
    let all = try AppProcess.run(["posts", "--sample", "--json"])
    let posts = try JSONDecoder().decode([JSONPost].self, from: Data(all.standardOutput.utf8))
    let first = try #require(posts.first)
    let words: [String] = first.title.components(separatedBy: " ")
    let word = try #require(words.max { $0.count < $1.count })

    let result = try AppProcess.run(["posts", "--search", word.uppercased(), "--sample", "--json"])

    checkEqual(result.status, 0)
    let found = try JSONDecoder().decode([JSONPost].self, from: Data(result.standardOutput.utf8))
    check(found.contains { $0.id == first.id })
    check(found.count < posts.count)
  }

  @Test func aSearchWithNoMatchSucceeds() throws {
    let result = try AppProcess.run(["posts", "--search", "zzzz-nothing", "--sample"])

    checkEqual(result.status, 0)
    check(result.standardOutput.isEmpty)
    checkEqual(result.standardError, "No posts match \"zzzz-nothing\".\n")
  }

  @Test func aSearchCoversEveryPostAndThenPagesTheMatches() throws {
    let all = try AppProcess.run(["posts", "--search", "tea", "--sample", "--json"])
    let matches = try JSONDecoder().decode([JSONPost].self, from: Data(all.standardOutput.utf8))
    let paged = try AppProcess.run([
      "posts", "--search", "tea", "--page", "2", "--per-page", "2", "--sample", "--json",
    ])
    let shown = try JSONDecoder().decode([JSONPost].self, from: Data(paged.standardOutput.utf8))
    let terminal = try AppProcess.run([
      "posts", "--search", "tea", "--page", "2", "--per-page", "2", "--sample", "--color",
      "always",
    ])

    check(matches.count > 10, "more than one server page")
    checkEqual(shown.map(\.id), matches.dropFirst(2).prefix(2).map(\.id))
    let pages = (matches.count + 1) / 2
    checkEqual(
      TerminalText.withoutStyles(terminal.standardOutput).split(separator: "\n").last
        .map(String.init), "page 2 of \(pages) (\(matches.count) posts)")
  }
}

import Foundation
import TestSupport
import Testing

@Suite("app post <id>", .onWaitingThreads)
struct PostCommandTests {
  @Test func showsThePostItsAuthorAndItsComments() throws {
    let json = try AppProcess.run(["post", "7", "--sample", "--json"])
    let post = try JSONDecoder().decode(JSONPost.self, from: Data(json.standardOutput.utf8))
    let result = try AppProcess.run(["post", "7", "--sample"], environment: ["COLUMNS": "200"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let output = result.standardOutput
    check(output.contains(post.title))
    check(output.contains(try #require(post.user?.name)))
    check(output.contains(try #require(post.user?.email)))
    for line in post.body.split(separator: "\n") {
      check(output.contains(line), "the body keeps its line breaks")
    }
    for comment in try #require(post.comments) {
      check(output.contains(comment.name))
    }
  }

  @Test func printsThePostAsJSONWithAuthorAndComments() throws {
    let result = try AppProcess.run(["post", "7", "--sample", "--json"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    let post = try JSONDecoder().decode(JSONPost.self, from: Data(result.standardOutput.utf8))
    checkEqual(post.id, 7)
    checkEqual(post.userId, 1)
    checkEqual(post.user?.id, 1)
    checkEqual(post.comments?.map(\.id), Array(31...35))
    checkEqual(post.comments?.allSatisfy { $0.postId == 7 }, true)
  }

  @Test func aMissingPostIsNotFound() throws {
    let result = try AppProcess.run(["post", "999", "--sample"])

    checkEqual(result.status, 1)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines, ["app: post 999 not found"])
  }

  @Test func aMissingPostIsNotFoundWithJSONToo() throws {
    let result = try AppProcess.run(["post", "101", "--sample", "--json"])

    checkEqual(result.status, 1)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines, ["app: post 101 not found"])
  }
}

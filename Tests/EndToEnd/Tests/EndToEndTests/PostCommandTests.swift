import Foundation
import Testing

@Suite("app post <id>", .onWaitingThreads)
struct PostCommandTests {
  @Test func showsThePostItsAuthorAndItsComments() throws {
    let json = try AppProcess.run(["post", "7", "--sample", "--json"])
    let post = try JSONDecoder().decode(JSONPost.self, from: Data(json.standardOutput.utf8))
    let result = try AppProcess.run(["post", "7", "--sample"], environment: ["COLUMNS": "200"])

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let output = result.standardOutput
    #expect(output.contains(post.title))
    #expect(output.contains(try #require(post.user?.name)))
    #expect(output.contains(try #require(post.user?.email)))
    for line in post.body.split(separator: "\n") {
      #expect(output.contains(line), "the body keeps its line breaks")
    }
    for comment in try #require(post.comments) {
      #expect(output.contains(comment.name))
    }
  }

  @Test func printsThePostAsJSONWithAuthorAndComments() throws {
    let result = try AppProcess.run(["post", "7", "--sample", "--json"])

    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let post = try JSONDecoder().decode(JSONPost.self, from: Data(result.standardOutput.utf8))
    #expect(post.id == 7)
    #expect(post.userId == 1)
    #expect(post.user?.id == 1)
    #expect(post.comments?.map(\.id) == Array(31...35))
    #expect(post.comments?.allSatisfy { $0.postId == 7 } == true)
  }

  @Test func aMissingPostIsNotFound() throws {
    let result = try AppProcess.run(["post", "999", "--sample"])

    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines == ["app: post 999 not found"])
  }

  @Test func aMissingPostIsNotFoundWithJSONToo() throws {
    let result = try AppProcess.run(["post", "101", "--sample", "--json"])

    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(result.errorLines == ["app: post 101 not found"])
  }
}

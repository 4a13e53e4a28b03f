import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct PostsCommandTests {
  @Test func readsTheAuthorTheSearchAndThePaging() throws {
    #expect(try parse(["posts"], as: PostsCommand.self) == PostsCommand())
    #expect(
      try parse(["posts", "--user", "2", "--search", "tea"], as: PostsCommand.self)
        == PostsCommand(query: PostQuery(userID: 2), search: "tea"))
    #expect(
      try parse(["posts", "--page", "2", "--per-page", "10"], as: PostsCommand.self)
        == PostsCommand(query: PostQuery(options: ListOptions(page: 2, perPage: 10))))
  }

  @Test func perPageAloneMeansPageOneAndTheLastValueWins() throws {
    #expect(
      try parse(["posts", "--per-page", "5", "--per-page", "7"], as: PostsCommand.self).query
        .options == ListOptions(page: 1, perPage: 7))
  }
}

import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct PostsCommandTests {
  @Test func readsTheAuthorTheSearchAndThePaging() throws {
    try checkEqual(parse(["posts"], as: PostsCommand.self), PostsCommand())
    try checkEqual(
      parse(["posts", "--user", "2", "--search", "tea"], as: PostsCommand.self),
      PostsCommand(query: PostQuery(userID: 2), search: "tea"))
    try checkEqual(
      parse(["posts", "--page", "2", "--per-page", "10"], as: PostsCommand.self),
      PostsCommand(query: PostQuery(list: RecordQuery(pageNumber: 2, perPage: 10))))
  }

  @Test func perPageAloneMeansPageOneAndTheLastValueWins() throws {
    try checkEqual(
      parse(["posts", "--per-page", "5", "--per-page", "7"], as: PostsCommand.self).query
        .list, RecordQuery(pageNumber: 1, perPage: 7))
  }
}

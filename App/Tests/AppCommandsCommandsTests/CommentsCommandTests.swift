import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct CommentsCommandTests {
  @Test func readsThePost() throws {
    try checkEqual(
      parse(["comments", "--post", "7"], as: CommentsCommand.self),
      CommentsCommand(query: CommentQuery(postID: 7)))
  }

  @Test func thePostIsRequired() {
    #expect(
      throws: UsageError("missing option '--post ID' for 'comments'", command: "comments")
    ) { try parse(["comments"], as: CommentsCommand.self) }
  }
}

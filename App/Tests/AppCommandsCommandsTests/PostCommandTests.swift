import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct PostCommandTests {
  @Test func readsThePostsID() throws {
    try checkEqual(parse(["post", "7"], as: PostCommand.self), PostCommand(id: 7))
  }

  @Test(arguments: ["abc", "0", "-3", "+3", "99999999999999999999", "٣"])
  func anIDIsAPositiveWholeNumberInASCIIDigits(text: String) {
    #expect(
      throws: UsageError(
        "invalid post id '\(text)' (expected a positive whole number)", command: "post")
    ) { try parse(["post", "--", text], as: PostCommand.self) }
  }
}

import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct PostEditCommandTests {
  @Test func readsTheIDAndTheFieldsGiven() throws {
    try checkEqual(
      parse(["post", "edit", "7", "--body", "-"], as: PostEditCommand.self),
      PostEditCommand(id: 7, fields: [.body: "-"]))
  }

  @Test func theAuthorCannotBeChanged() {
    #expect(
      throws: UsageError("option '--user' does not apply to 'post edit'", command: "post edit")
    ) { try parse(["post", "edit", "7", "--user", "2"], as: PostEditCommand.self) }
  }
}

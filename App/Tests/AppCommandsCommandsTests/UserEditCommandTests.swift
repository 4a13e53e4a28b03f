import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct UserEditCommandTests {
  @Test func readsTheIDAndTheFieldsGiven() throws {
    #expect(
      try parse(["user", "edit", "2", "--phone", "1"], as: UserEditCommand.self)
        == UserEditCommand(id: 2, fields: [.phone: "1"]))
    #expect(UserEditCommand.spec.options.allSatisfy { !$0.summary.contains("(required)") })
  }
}

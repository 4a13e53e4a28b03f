import ArgumentParsing
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct UserEditCommandTests {
  @Test func readsTheIDAndTheFieldsGiven() throws {
    try checkEqual(
      parse(["user", "edit", "2", "--phone", "1"], as: UserEditCommand.self),
      UserEditCommand(id: 2, fields: [.phone: "1"]))
    check(UserEditCommand.spec.options.allSatisfy { !$0.summary.contains("(required)") })
  }
}

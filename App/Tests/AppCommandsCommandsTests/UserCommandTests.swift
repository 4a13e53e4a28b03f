import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct UserCommandTests {
  @Test func readsTheUsersID() throws {
    try checkEqual(parse(["user", "3"], as: UserCommand.self), UserCommand(id: 3))
  }
}

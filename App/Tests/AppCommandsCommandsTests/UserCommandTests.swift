import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct UserCommandTests {
  @Test func readsTheUsersID() throws {
    #expect(try parse(["user", "3"], as: UserCommand.self) == UserCommand(id: 3))
  }
}

import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct UserDeleteCommandTests {
  @Test func yesConfirmsTheDeletion() throws {
    #expect(
      try parse(["user", "delete", "2"], as: UserDeleteCommand.self)
        == UserDeleteCommand(id: 2, isConfirmed: false))
    #expect(
      try parse(["user", "delete", "2", "--yes"], as: UserDeleteCommand.self)
        == UserDeleteCommand(id: 2, isConfirmed: true))
  }
}

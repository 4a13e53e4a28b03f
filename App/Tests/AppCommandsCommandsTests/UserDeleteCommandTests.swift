import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct UserDeleteCommandTests {
  @Test func yesConfirmsTheDeletion() throws {
    try checkEqual(
      parse(["user", "delete", "2"], as: UserDeleteCommand.self),
      UserDeleteCommand(id: 2, isConfirmed: false))
    try checkEqual(
      parse(["user", "delete", "2", "--yes"], as: UserDeleteCommand.self),
      UserDeleteCommand(id: 2, isConfirmed: true))
  }
}

import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct PostDeleteCommandTests {
  @Test func yesConfirmsTheDeletion() throws {
    try checkEqual(
      parse(["post", "delete", "7"], as: PostDeleteCommand.self),
      PostDeleteCommand(id: 7, isConfirmed: false))
    try checkEqual(
      parse(["post", "delete", "7", "--yes"], as: PostDeleteCommand.self),
      PostDeleteCommand(id: 7, isConfirmed: true))
  }
}

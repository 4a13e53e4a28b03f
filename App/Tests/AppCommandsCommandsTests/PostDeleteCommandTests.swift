import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct PostDeleteCommandTests {
  @Test func yesConfirmsTheDeletion() throws {
    #expect(
      try parse(["post", "delete", "7"], as: PostDeleteCommand.self)
        == PostDeleteCommand(id: 7, isConfirmed: false))
    #expect(
      try parse(["post", "delete", "7", "--yes"], as: PostDeleteCommand.self)
        == PostDeleteCommand(id: 7, isConfirmed: true))
  }
}

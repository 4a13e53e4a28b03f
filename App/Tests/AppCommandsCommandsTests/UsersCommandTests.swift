import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct UsersCommandTests {
  @Test func readsEveryOwnerInOrderTheSearchAndThePaging() throws {
    try checkEqual(parse(["users"], as: UsersCommand.self), UsersCommand())
    try checkEqual(
      parse(
        ["users", "--owner", "1", "--owner=2", "--search", "lyon", "--page", "4"],
        as: UsersCommand.self),
      UsersCommand(
        query: UserQuery(list: RecordQuery(pageNumber: 4, perPage: nil)), owners: [1, 2],
        search: "lyon"))
  }
}

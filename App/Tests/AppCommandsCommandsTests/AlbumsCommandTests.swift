import ArgumentParsing
import Models
import NetworkClient
import TestSupport
import Testing

@testable import AppCommands

@Suite struct AlbumsCommandTests {
  @Test func readsTheUserAndThePaging() throws {
    try checkEqual(parse(["albums"], as: AlbumsCommand.self), AlbumsCommand())
    try checkEqual(
      parse(["albums", "--user", "2", "--per-page", "5"], as: AlbumsCommand.self),
      AlbumsCommand(
        query: AlbumQuery(userID: 2, list: RecordQuery(pageNumber: 1, perPage: 5))))
  }
}

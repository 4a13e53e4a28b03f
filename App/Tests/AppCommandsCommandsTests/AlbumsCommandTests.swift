import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct AlbumsCommandTests {
  @Test func readsTheUserAndThePaging() throws {
    #expect(try parse(["albums"], as: AlbumsCommand.self) == AlbumsCommand())
    #expect(
      try parse(["albums", "--user", "2", "--per-page", "5"], as: AlbumsCommand.self)
        == AlbumsCommand(
          query: AlbumQuery(userID: 2, options: ListOptions(page: 1, perPage: 5))))
  }
}

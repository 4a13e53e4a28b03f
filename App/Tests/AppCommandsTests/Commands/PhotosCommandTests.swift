import ArgumentParsing
import Models
import NetworkClient
import Testing

@testable import AppCommands

@Suite struct PhotosCommandTests {
  @Test func readsTheAlbumAndThePaging() throws {
    #expect(try parse(["photos"], as: PhotosCommand.self) == PhotosCommand())
    #expect(
      try parse(["photos", "--album", "1", "--page", "3"], as: PhotosCommand.self)
        == PhotosCommand(query: PhotoQuery(albumID: 1, options: ListOptions(page: 3))))
  }
}

import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct AlbumsViewTests {
  let albums = [
    Sample.album(1, by: 1, title: "quidem molestiae enim"),
    Sample.album(12, by: 2, title: "Sommer in Zürich\nand a second line"),
  ]

  func render(_ page: Loadable<Page<Album>>, isTerminal: Bool = true) -> String {
    AlbumsView(state: AlbumsFeature.State(query: AlbumQuery(), page: page))
      .render(options: RenderOptions(width: 80, isTerminal: isTerminal))
  }

  @Test func showsIdTitleAndOwner() {
    checkEqual(
      render(.loaded(Page(items: albums))),
      """
      ID  TITLE                  USER
       1  quidem molestiae enim     1
      12  Sommer in Zürich          2
      2 albums
      """)
  }

  @Test func aPageEndsWithItsPlaceInTheCollection() {
    check(
      render(.loaded(Page(items: [albums[0]], totalCount: 100, number: 1, size: 10)))
        .hasSuffix("\npage 1 of 10 (100 albums)"))
  }

  @Test func whenNotATerminalRowsAreTabSeparated() {
    checkEqual(
      render(.loaded(Page(items: albums)), isTerminal: false),
      "1\tquidem molestiae enim\t1\n12\tSommer in Zürich and a second line\t2")
  }

  @Test func loadingFailureAndEmptySaySo() {
    checkEqual(render(.loading), "Loading albums…")
    checkEqual(render(.failed(LoadFailure(message: "offline"))), "Could not load albums: offline")
    checkEqual(render(.loaded(Page(items: []))), "No albums.")
  }
}

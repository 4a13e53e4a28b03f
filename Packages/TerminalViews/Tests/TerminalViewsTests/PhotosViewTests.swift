import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct PhotosViewTests {
  let photos = [
    Sample.photo(
      1, title: "accusamus beatae ad facilis cum similique qui sunt",
      url: "https://via.placeholder.com/600/92c952"),
    Sample.photo(2, title: "reprehenderit", url: "https://via.placeholder.com/600/771796"),
  ]

  func render(_ page: Loadable<Page<Photo>>, width: Int = 80, isTerminal: Bool = true)
    -> String
  {
    PhotosView(state: PhotosFeature.State(query: PhotoQuery(albumID: 1), page: page))
      .render(options: RenderOptions(width: width, isTerminal: isTerminal))
  }

  @Test func showsIdTitleAndImageAddress() {
    checkEqual(
      render(.loaded(Page(items: photos, totalCount: 50, number: 1, size: 2)), width: 120),
      """
      ID  TITLE                                               URL
       1  accusamus beatae ad facilis cum similique qui sunt  https://via.placeholder.com/600/92c952
       2  reprehenderit                                       https://via.placeholder.com/600/771796
      page 1 of 25 (50 photos)
      """)
  }

  @Test func theTitleShrinksBeforeTheAddress() {
    checkEqual(
      render(.loaded(Page(items: photos)), width: 60),
      """
      ID  TITLE             URL
       1  accusamus beata…  https://via.placeholder.com/600/92c952
       2  reprehenderit     https://via.placeholder.com/600/771796
      2 photos
      """)
  }

  @Test func at80TheTitleGivesWayToTheWholeAddress() {
    checkEqual(
      render(.loaded(Page(items: photos))),
      """
      ID  TITLE                                 URL
       1  accusamus beatae ad facilis cum sim…  https://via.placeholder.com/600/92c952
       2  reprehenderit                         https://via.placeholder.com/600/771796
      2 photos
      """)
  }

  @Test func whenNotATerminalRowsAreTabSeparated() {
    checkEqual(
      render(.loaded(Page(items: [photos[1]])), isTerminal: false),
      "2\treprehenderit\thttps://via.placeholder.com/600/771796")
  }

  @Test func loadingFailureAndEmptySaySo() {
    checkEqual(render(.loading), "Loading photos…")
    checkEqual(render(.failed(LoadFailure(message: "offline"))), "Could not load photos: offline")
    checkEqual(render(.loaded(Page(items: []))), "No photos.")
  }
}

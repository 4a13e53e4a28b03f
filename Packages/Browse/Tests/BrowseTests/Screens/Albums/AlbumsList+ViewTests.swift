import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// How the Albums tab is drawn.
@Suite struct AlbumsListViewTests {
  @Test func theAlbumsNameTheirOwnersOnceTheirPostsAreLoaded() {
    let summaries = [PostSummary(post: Sample.post(1, title: "First"), author: Sample.leanne)]
    let albums = [Sample.album(1, title: "Hers"), Sample.album(2, by: 7, title: "Someone's")]
    let state = BrowseState.withPosts(summaries).onAlbums(albums)
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: 1).hasPrefix("  ID  TITLE      OWNER"))
    #expect(buffer.text(ofRow: 2).hasPrefix("›  1  Hers       Leanne Graham"))
    #expect(buffer.text(ofRow: 3).hasPrefix("   2  Someone's  7"), "an owner not known: the id")
  }
}

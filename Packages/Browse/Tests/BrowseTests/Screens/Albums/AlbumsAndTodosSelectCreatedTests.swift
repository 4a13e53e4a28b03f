import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A record created on the Albums or the To-dos tab is put under the cursor once the list,
/// read again, shows it, as a post or a user created is.
@Suite(.timeLimit(.minutes(1))) struct AlbumsAndTodosSelectCreatedTests {
  @Test func anAlbumCreatedIsUnderTheCursorOnceTheListShowsIt() async {
    let albums = LockedValue([Sample.album(1, title: "Trips"), Sample.album(2, title: "Gulls")])
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in Page(items: albums.current) }
    }
    let store = Store(
      initialState: AlbumsScreen.State(size: Fixtures.size),
      reducer: AlbumsScreen(albums: AlbumsFeature(client: client), isOffline: false))
    await store.send(.appear)
    albums.withLock { $0.append(Sample.album(3, title: "Zebra")) }

    await store.send(.select(3))
    await store.send(.reload)

    #expect(await store.state.selectedRow?.id == 3)
  }

}

import Features
import NetworkClient

extension BrowseSession {
  /// Does the work of an album screen; what it reports back, if anything, goes to the state.
  func perform(_ request: AlbumRequest) -> AlbumEvent? {
    switch request {
    case .loadList(let screen):
      let store = Store(
        initialState: AlbumsFeature.State(query: AlbumQuery()),
        reducer: AlbumsFeature(client: client))
      albumListStores[screen] = store
      startTask(forwarding: store, screen: screen) {
        .browse(.albums(.listChanged(screen: screen, $0)))
      }
      send([.load], to: store, screen: screen, freshness: .storedIfAvailable, origin: screen)
    case .openAlbum(let screen, let id):
      let store = Store(
        initialState: AlbumGrid(albumID: id).photos, reducer: PhotosFeature(client: client))
      photoStores[screen] = store
      startTask(forwarding: store, screen: screen) {
        .browse(.albums(.photosChanged(screen: screen, $0)))
      }
      send([.load], to: store, screen: screen, freshness: .storedIfAvailable, origin: screen)
    case .reload(let screen):
      if let store = albumListStores[screen] {
        send([.load], to: store, screen: screen, freshness: .revalidated, origin: screen)
      }
      if let store = photoStores[screen] {
        send([.load], to: store, screen: screen, freshness: .revalidated, origin: screen)
      }
    case .openURL(let screen, let url):
      guard openURL(url) else { return .urlNotOpened(screen: screen, url) }
    }
    return nil
  }
}

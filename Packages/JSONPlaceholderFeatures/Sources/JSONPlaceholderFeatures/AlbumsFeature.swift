import Dependencies
import Features
import Models
import NetworkClient

/// The albums list: every album, or one user's (`AlbumQuery.userID`), a page at a time.
public typealias AlbumsFeature = ListFeature<AlbumQuery, Album>

extension ListFeature where Query == AlbumQuery, Item == Album {
  /// Creates the albums list, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: client.albums)
  }
}

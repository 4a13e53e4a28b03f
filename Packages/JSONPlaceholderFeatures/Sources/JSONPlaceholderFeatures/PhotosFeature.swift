import Dependencies
import Features
import Models
import NetworkClient

/// The photos list: the photos of an album (`PhotoQuery.albumID`), a page at a time.
public typealias PhotosFeature = ListFeature<PhotoQuery, Photo>

extension ListFeature where Query == PhotoQuery, Item == Photo {
  /// Creates the photos list, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: client.photos)
  }
}

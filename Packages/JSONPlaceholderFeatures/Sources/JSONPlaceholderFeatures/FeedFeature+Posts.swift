import Dependencies
import Features
import NetworkClient

extension FeedFeature where Item == PostSummary {
  /// Creates the feed of posts, each joined to its author, loading through `client`: by
  /// default the current `DependencyValues.networkClient`. Each page is the one its request's
  /// number names (`RecordQuery.pageNumber`), as json-server numbers them.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init { request in
      try await client.postSummaries(PostQuery(list: RecordQuery(page: request)))
    }
  }
}

import Dependencies
import Features
import Models
import NetworkClient

/// The posts list: loads a page of posts, each joined to its author, or, while searching, the
/// whole collection, which it filters and pages itself.
///
/// It is `SearchableListFeature` for posts: a search keeps the posts whose title or body
/// contains the text, ignoring case and accents, over every post of the query, and pages the
/// matches as `SearchableListFeature.State.requestedQuery` asks. What is shown is
/// `SearchableListFeature.State.result`, a function of the state alone.
public typealias PostsListFeature = SearchableListFeature<PostQuery, PostSummary>

extension SearchableListFeature where Query == PostQuery, Item == PostSummary {
  /// Creates the feature, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`. Each load fetches
  /// the posts and the users concurrently (see `NetworkClient.postSummaries(_:)`).
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init { query in try await client.postSummaries(query) }
  }
}

extension SearchableListFeature.State where Query == PostQuery, Item == PostSummary {
  public init(
    query: PostQuery = PostQuery(),
    posts: Loadable<Page<PostSummary>> = .loading,
    searchText: String = ""
  ) {
    self.init(query: query, page: posts, searchText: searchText)
  }

  /// The page of posts with their authors, or the whole collection while searching, as the
  /// server answered it.
  public var posts: Loadable<Page<PostSummary>> {
    list.page
  }

  /// The posts to show: `SearchableListFeature.State.result`'s. Empty until loaded.
  public var visiblePosts: [PostSummary] {
    visibleItems
  }
}

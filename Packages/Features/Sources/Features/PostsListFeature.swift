import Dependencies
import Models
import NetworkClient

/// The posts list: loads a page of posts, each joined to its author, and narrows what it shows
/// by a search applied to the fetched page.
///
/// A search (``Action/searchTextChanged(_:)``) keeps the posts whose title or body contains the
/// text, ignoring case and accents. What is shown is ``State/visiblePosts``, a function of the
/// state alone.
///
/// The state starts as `.loading`, since the screen has nothing to show before its first load;
/// there is no idle state.
public struct PostsListFeature: Reducer {
  /// The list of posts underneath: loading, paging and retrying.
  public typealias List = ListFeature<PostQuery, PostSummary>

  /// What the posts list shows.
  public struct State: Sendable, Hashable {
    /// The query (author, paging) and the page the server answered.
    public var list: List.State
    /// What to look for in the posts' titles and bodies; empty for every post.
    public var search: SearchText

    /// Creates a state, by default for every post, waiting for the first load, with no search.
    public init(
      query: PostQuery = PostQuery(),
      posts: Loadable<Page<PostSummary>> = .loading,
      searchText: String = ""
    ) {
      self.list = List.State(query: query, page: posts)
      self.search = SearchText(searchText)
    }

    /// The page of posts with their authors, as the server answered it.
    public var posts: Loadable<Page<PostSummary>> {
      list.page
    }

    /// The posts to show: those of the loaded page that match the search, in the server's
    /// order. Empty until loaded.
    public var visiblePosts: [PostSummary] {
      guard let page = posts.value else { return [] }
      return page.items.filter { search.matches([$0.post.title, $0.post.body]) }
    }
  }

  /// What can happen to the posts list.
  public enum Action: Sendable, Hashable {
    /// Something for the list underneath: load, retry, another query, a response.
    case list(List.Action)
    /// Replaces the search text; empty shows every post.
    case searchTextChanged(String)
  }

  private let list: List

  /// Creates the feature, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`. Each load fetches
  /// the posts and the users concurrently (see `NetworkClient.postSummaries(_:)`).
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.list = List { query in try await client.postSummaries(query) }
  }

  /// Applies `action`: list actions load as ``ListFeature`` does; changing the search changes
  /// what is shown, without a request.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(let action):
      return list.reduce(into: &state.list, action: action).map { .list($0) }
    case .searchTextChanged(let text):
      state.search = SearchText(text)
      return .none
    }
  }
}

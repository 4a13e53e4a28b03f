import Dependencies
import Models
import NetworkClient

/// The posts list: loads a page of posts, each joined to its author, or, while searching, the
/// whole collection, which it filters and pages itself.
///
/// A search (``Action/searchTextChanged(_:)``) keeps the posts whose title or body contains the
/// text, ignoring case and accents, over every post of the query, not only one page: the
/// feature then asks for the whole collection (a client that stores answers gives it without a
/// request when it can) and pages the matches as ``State/requestedQuery`` asks.
/// What is shown is ``State/result``, a function of the state alone.
///
/// The state starts as `.loading`, since the screen has nothing to show before its first load;
/// there is no idle state.
public struct PostsListFeature: Reducer {
  /// The list of posts underneath: loading, paging and retrying.
  public typealias List = ListFeature<PostQuery, PostSummary>

  /// What the posts list shows.
  public struct State: Sendable, Hashable {
    /// The query asked for and the page or collection the server answered.
    public var list: List.State
    /// What to look for in the posts' titles and bodies; empty for every post.
    public var search: SearchText
    /// The query the person asked for, whose paging applies to the matches while searching.
    public var requestedQuery: PostQuery

    /// Creates a state, by default for every post, waiting for the first load, with no search.
    public init(
      query: PostQuery = PostQuery(),
      posts: Loadable<Page<PostSummary>> = .loading,
      searchText: String = ""
    ) {
      self.requestedQuery = query
      self.search = SearchText(searchText)
      self.list = List.State(query: query, page: posts)
      self.list.query = fetchedQuery
    }

    /// The page of posts with their authors, or the whole collection while searching, as the
    /// server answered it.
    public var posts: Loadable<Page<PostSummary>> {
      list.page
    }

    /// The query to fetch: the requested one, or its whole collection while searching.
    var fetchedQuery: PostQuery {
      search.isEmpty ? requestedQuery : requestedQuery.wholeCollection
    }

    /// The page to show: the server's page, or, while searching, the requested page of the
    /// posts that match, counted in its total.
    public var result: Loadable<Page<PostSummary>> {
      guard !search.isEmpty else { return posts }
      return posts.map { collection in
        Page.slice(
          of: collection.items.filter { search.matches($0.searchableFields) },
          options: requestedQuery.options, skipped: collection.skipped)
      }
    }

    /// The posts to show: ``result``'s. Empty until loaded.
    public var visiblePosts: [PostSummary] {
      result.value?.items ?? []
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
  /// what is shown, and loads the whole collection when a search starts or the page when it
  /// ends.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(.queryChanged(let query)):
      state.requestedQuery = query
      return fetchAgain(&state)
    case .list(let action):
      return list.reduce(into: &state.list, action: action).map { .list($0) }
    case .searchTextChanged(let text):
      state.search = SearchText(text)
      guard state.fetchedQuery != state.list.query else { return .none }
      return fetchAgain(&state)
    }
  }

  /// Loads the list for the state's query as it now stands: the requested page, or the whole
  /// collection while the list is filtered.
  private func fetchAgain(_ state: inout State) -> Effect<Action> {
    list.reduce(into: &state.list, action: .queryChanged(state.fetchedQuery)).map { .list($0) }
  }
}

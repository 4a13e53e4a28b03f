import HTTPClient

/// A feed of the items a query finds, paged in any shape (numbered pages, offsets, cursors or
/// links), whose query carries a search the person types.
///
/// The pages are a ``FeedFeature``'s, each asked for with the query and the `PageRequest` the
/// feed makes. Typing (``Action/searchTextChanged(_:)``) asks for the query searching the text
/// once typing has paused for the debounce on the feature's clock: typing back the text
/// already searched asks nothing, and emptying the search asks at once. A new query
/// (``Action/queryChanged(_:)``) cancels the page in flight, forgets the pages loaded and pages
/// the new query from its first page.
///
/// ```swift
/// struct Customer: Sendable, Hashable {
///   var id: String
/// }
///
/// struct CustomerQuery: SearchQuery {
///   var email = ""
///
///   var searchText: String { email }
///   func searching(_ text: String) -> CustomerQuery { CustomerQuery(email: text) }
/// }
///
/// let customers = QueryFeedFeature<CustomerQuery, Customer>(
///   debounce: .milliseconds(300), clock: ContinuousClock()
/// ) { query, request in
///   // `starting_after` is the cursor, `limit` the page size.
///   Page(items: [Customer(id: "cus_1")], next: nil)
/// }
/// let store = Store(
///   initialState: QueryFeedFeature<CustomerQuery, Customer>.State(
///     query: CustomerQuery(), pageSize: 10),
///   reducer: customers)
/// await store.send(.feed(.loadNextPage))
/// ```
public struct QueryFeedFeature<Query: SearchQuery, Item: Sendable & Hashable>: Reducer {
  public typealias Feed = FeedFeature<Item>

  public struct State: Sendable, Hashable {
    public var query: Query
    /// The text typed, which the query searches once typing pauses.
    public var search: SearchText
    public var feed: Feed.State

    /// Creates an empty feed of `query`, asking for `pageSize` items at a time, its search the
    /// query's text.
    public init(query: Query, pageSize: Int) {
      self.query = query
      self.search = SearchText(query.searchText)
      self.feed = Feed.State(pageSize: pageSize)
    }
  }

  public enum Action: Sendable, Hashable {
    case feed(Feed.Action)
    /// Replaces the text typed; the query searches it after the pause, or at once when empty.
    case searchTextChanged(String)
    /// Pages `query` from its first page, cancelling the page in flight and forgetting those
    /// loaded.
    case queryChanged(Query)
  }

  private let typing: Typing<State, Action>
  private let fetch: @Sendable (Query, PageRequest) async throws -> Page<Item>

  /// Creates the feature: `fetch` loads each page of a query, asked for with the page's
  /// request, once typing has paused for `debounce` on `clock`.
  public init(
    debounce: Duration, clock: any Clock<Duration>,
    fetch: @escaping @Sendable (Query, PageRequest) async throws -> Page<Item>
  ) {
    self.typing = Typing(
      pause: SearchPause(duration: debounce, clock: clock), query: \.query, search: \.search,
      asking: { .queryChanged($0) })
    self.fetch = fetch
  }

  /// Applies `action`: a feed action to the query's pages; typing changes the text at once and
  /// the query after the pause; a new query pages again from the first page.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .feed(let action):
      return feed(of: state.query).reduce(into: &state.feed, action: action).map { .feed($0) }
    case .searchTextChanged(let text):
      return typing.textChanged(text, in: &state, start: start)
    case .queryChanged(let query):
      return typing.queryChanged(to: query, in: &state, start: start)
    }
  }

  /// Loads the state's query's first page in place of the pages loaded.
  private func start(_ state: inout State) -> Effect<Action> {
    reduce(into: &state, action: .feed(.refresh(.standard)))
  }

  private func feed(of query: Query) -> Feed {
    Feed { [fetch] request in try await fetch(query, request) }
  }
}

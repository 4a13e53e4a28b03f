import HTTPClient

/// A searchable list of any resource: loads a page of items for a query, and searches either on
/// the client, over the whole collection, which it filters and pages itself, or on the server,
/// handing the search to the fetch in the query.
///
/// On the client (``init(fetch:)``), a search (``Action/searchTextChanged(_:)``) keeps the
/// items whose ``Searchable`` fields contain the text, ignoring case and accents, over every
/// item of the query, not only one page: the feature then asks for the whole collection (a
/// client that stores answers gives it without a request when it can) and pages the matches as
/// ``State/requestedQuery`` asks. What is shown is ``State/result``, a function of the state
/// alone.
///
/// On the server (``init(debounce:clock:fetch:)``, with a state made by
/// ``State/init(searchingOnServer:page:)``), the query is a ``ServerSearchQuery``, and the text
/// typed goes into it as in a ``QueryFeedFeature``, by the same code: once the person has
/// stopped typing for the debounce, on the feature's clock, the feature asks for the query
/// searching the text, from its first page, and shows the server's page as it is, rather than
/// a feed of its pages. A new request cancels the one in flight, so that only the answer to
/// the last text is shown; typing back the text already asked for asks nothing, and emptying
/// the search asks at once.
///
/// A feature that filters the items itself, as a list of users of one owner would, embeds it
/// and sets ``State/requiresWholeCollection``. A list passes its fetch:
///
/// ```swift
/// struct Note: Sendable, Hashable, Searchable {
///   var title: String
///   var searchableFields: [String] { [title] }
/// }
///
/// struct NoteQuery: ListQuery {
///   var page: Int?
///   var requestedPage: (number: Int, size: Int)? { page.map { ($0, 20) } }
///   var wholeCollection: NoteQuery { NoteQuery() }
/// }
///
/// let feature = SearchableListFeature<NoteQuery, Note> { query in
///   Page(items: [Note(title: "Harbour")], totalCount: 1)
/// }
/// ```
///
/// A list whose server searches passes a fetch that sends the query's text, and a clock (a
/// `TestClock` in tests):
///
/// ```swift
/// struct Issue: Sendable, Hashable, Searchable {
///   var title: String
///   var searchableFields: [String] { [title] }
/// }
///
/// struct IssueQuery: ServerSearchQuery {
///   var text = ""
///   var page = 1
///
///   var requestedPage: (number: Int, size: Int)? { (page, 30) }
///   var wholeCollection: IssueQuery { self }
///   var searchText: String { text }
///   func searching(_ text: String) -> IssueQuery { IssueQuery(text: text) }
/// }
///
/// let search = SearchableListFeature<IssueQuery, Issue>(
///   debounce: .milliseconds(300), clock: ContinuousClock()
/// ) { query in
///   Page(items: [Issue(title: "Crash when \(query.text)")], totalCount: 1)
/// }
/// let state = SearchableListFeature<IssueQuery, Issue>.State(searchingOnServer: IssueQuery())
/// ```
///
/// The state starts as `.loading`, since the screen has nothing to show before its first load;
/// there is no idle state.
public struct SearchableListFeature<Query: ListQuery, Item: Searchable & Sendable & Hashable>:
  Reducer
{
  public typealias List = ListFeature<Query, Item>

  public struct State: Sendable, Hashable {
    public var list: List.State
    /// What to look for in the items' fields; empty for every item.
    public var search: SearchText
    /// The query the person asked for, whose paging applies to the matches while searching.
    public var requestedQuery: Query
    /// Whether the embedding feature filters the items itself and so needs the whole
    /// collection, whatever the search. Change it with an action that loads again.
    public var requiresWholeCollection: Bool
    /// Whether the server searches, the text going in the query, rather than the client; set
    /// by ``init(searchingOnServer:page:)``.
    public let searchesOnServer: Bool

    public init(
      query: Query, page: Loadable<Page<Item>> = .loading, searchText: String = "",
      requiresWholeCollection: Bool = false
    ) {
      self.requestedQuery = query
      self.search = SearchText(searchText)
      self.requiresWholeCollection = requiresWholeCollection
      self.searchesOnServer = false
      self.list = List.State(query: query, page: page)
      self.list.query = fetchedQuery
    }

    /// Whether the list is filtered on the client, from the whole collection: a search is on
    /// and the client searches, or the embedding feature requires it.
    public var filtersWholeCollection: Bool {
      requiresWholeCollection || (!searchesOnServer && !search.isEmpty)
    }

    /// The query to fetch: the requested one, or its whole collection.
    public var fetchedQuery: Query {
      filtersWholeCollection ? requestedQuery.wholeCollection : requestedQuery
    }

    /// The page to show: the server's page, or, while filtering, the requested page of the
    /// items that match, counted in its total.
    public var result: Loadable<Page<Item>> {
      result { $0 }
    }

    /// The page to show once `filter` has had the whole collection before the search: the
    /// server's page when nothing filters; otherwise the requested page of what `filter` keeps
    /// that matches the search (on the client; the server has searched otherwise), counted in
    /// its total.
    public func result(filter: ([Item]) -> [Item]) -> Loadable<Page<Item>> {
      guard filtersWholeCollection else { return list.page }
      return list.page.map { collection in
        let matches = filter(collection.items).filter {
          searchesOnServer || search.matches($0.searchableFields)
        }
        return Page.slice(of: matches, query: requestedQuery, skipped: collection.skipped)
      }
    }

    /// The items to show: ``result``'s. Empty until loaded.
    public var visibleItems: [Item] {
      result.value?.items ?? []
    }
  }

  public enum Action: Sendable, Hashable {
    /// Another query sent here is the requested one, fetched as the search needs.
    case list(List.Action)
    /// Replaces the search text; empty shows every item.
    case searchTextChanged(String)
  }

  /// Applies the text typed to the state when the server searches: ``QueryFeedFeature``'s
  /// handling of typing, over the requested query, the list fetching with the function passed.
  private typealias ServerSearch =
    @Sendable (String, inout State, (inout State) -> Effect<Action>) -> Effect<Action>

  /// How the server searches the text typed; `nil` when the client searches.
  private let serverSearch: ServerSearch?

  private let list: List

  /// Creates the feature, loading each page, or the whole collection, with `fetch`, and
  /// searching on the client.
  public init(fetch: @escaping @Sendable (Query) async throws -> Page<Item>) {
    self.list = List(fetch: fetch)
    self.serverSearch = nil
  }

  /// Creates the feature for a server that searches: `fetch` loads each page of a query, its
  /// search text included, once typing has paused for `debounce` on `clock`. Its state is made
  /// by ``State/init(searchingOnServer:page:)``.
  public init(
    debounce: Duration, clock: any Clock<Duration>,
    fetch: @escaping @Sendable (Query) async throws -> Page<Item>
  ) where Query: ServerSearchQuery {
    self.list = List(fetch: fetch)
    let typing = QueryFeedFeature<Query, Item>.Typing<State, Action>(
      pause: SearchPause(duration: debounce, clock: clock), query: \.requestedQuery,
      search: \.search, asking: { .list(.queryChanged($0)) })
    self.serverSearch = { text, state, fetchAgain in
      typing.textChanged(text, in: &state, start: fetchAgain)
    }
  }

  /// Applies `action`: list actions load as ``ListFeature`` does, another query being the
  /// requested one; changing the search changes what is shown, and, on the client, loads the
  /// whole collection when a search starts or the page when it ends; on the server, asks for
  /// the query searching the text once typing pauses, or at once for an empty search.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(.queryChanged(let query)):
      state.requestedQuery = query
      return fetchAgain(&state)
    case .list(let action):
      return list.reduce(into: &state.list, action: action).map { .list($0) }
    case .searchTextChanged(let text):
      if let serverSearch {
        return serverSearch(text, &state, fetchAgain)
      }
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

extension SearchableListFeature.State where Query: ServerSearchQuery {
  /// Creates a state whose server searches, for `query` and the text it searches, by default
  /// waiting for the first load: for the feature made by
  /// ``SearchableListFeature/init(debounce:clock:fetch:)``.
  public init(searchingOnServer query: Query, page: Loadable<Page<Item>> = .loading) {
    self.requestedQuery = query
    self.search = SearchText(query.searchText)
    self.requiresWholeCollection = false
    self.searchesOnServer = true
    self.list = SearchableListFeature.List.State(query: query, page: page)
  }
}

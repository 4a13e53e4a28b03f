import Dependencies
import Models
import NetworkClient

/// The users list: loads a page of users, or, with an owner selected or a search, the whole
/// collection, which it filters and pages itself.
///
/// With an owner selected (``Action/selectOwner(_:)``), the list is fetched again and leaves
/// that user out, showing the others in the reverse of the server's order, the way the
/// "selected user" screen lists everyone else; selecting another owner brings the earlier one
/// back. A search (``Action/searchTextChanged(_:)``) keeps the users whose name, username,
/// email or any address field (street, suite, city, zipcode) contains the text, ignoring case
/// and accents.
///
/// Both apply to every user of the query, not one page: the feature then asks for the whole
/// collection (a client that stores answers gives it without a request when it can), and pages
/// what is left as ``State/requestedQuery`` asks. An owner who is not in the collection makes
/// ``State/result`` fail with `NetworkError.notFound(resource:id:)`. What is shown is
/// ``State/result``, a function of the state alone.
public struct UsersListFeature: Reducer {
  /// The list of users underneath: loading, paging and retrying.
  public typealias List = ListFeature<UserQuery, User>

  /// What the users list shows.
  public struct State: Sendable, Hashable {
    /// The query asked for and the page or collection the server answered.
    public var list: List.State
    /// The user the list is shown for, left out of it; `nil` for none.
    public var selectedOwner: User.ID?
    /// What to look for in the users' fields; empty for every user.
    public var search: SearchText
    /// The query the person asked for, whose paging applies on the client while an owner is
    /// selected or a search is on.
    public var requestedQuery: UserQuery

    /// Creates a state, by default for every user, waiting for the first load, with no owner
    /// and no search.
    public init(
      query: UserQuery = UserQuery(),
      users: Loadable<Page<User>> = .loading,
      selectedOwner: User.ID? = nil,
      searchText: String = ""
    ) {
      self.requestedQuery = query
      self.selectedOwner = selectedOwner
      self.search = SearchText(searchText)
      self.list = List.State(query: query, page: users)
      self.list.query = fetchedQuery
    }

    /// The page of users, or the whole collection, as the server answered it.
    public var users: Loadable<Page<User>> {
      list.page
    }

    /// Whether the list is filtered on the client, from the whole collection: an owner is
    /// selected or a search is on.
    public var filtersWholeCollection: Bool {
      selectedOwner != nil || !search.isEmpty
    }

    /// The query to fetch: the requested one, or its whole collection.
    var fetchedQuery: UserQuery {
      filtersWholeCollection ? requestedQuery.wholeCollection : requestedQuery
    }

    /// The selected owner, once the collection has them.
    public var owner: User? {
      guard let selectedOwner else { return nil }
      return users.value?.items.first { $0.id == selectedOwner }
    }

    /// The page to show: the server's page; or the requested page of the users left once the
    /// owner is left out (the rest reversed) and the search applied, counted in its total; or,
    /// for an owner the loaded collection does not have, the failure `user N not found`.
    public var result: Loadable<Page<User>> {
      guard filtersWholeCollection else { return users }
      guard case .loaded(let collection) = users else { return users }
      var shown = collection.items
      if let selectedOwner {
        guard shown.contains(where: { $0.id == selectedOwner }) else {
          return .failed(
            LoadFailure(NetworkError.notFound(resource: "user", id: "\(selectedOwner)")))
        }
        shown = shown.filter { $0.id != selectedOwner }.reversed()
      }
      shown = shown.filter { search.matches($0.searchableFields) }
      return .loaded(
        Page.slice(of: shown, options: requestedQuery.options, skipped: collection.skipped))
    }

    /// The users to show: ``result``'s. Empty until loaded.
    public var visibleUsers: [User] {
      result.value?.items ?? []
    }
  }

  /// What can happen to the users list.
  public enum Action: Sendable, Hashable {
    /// Something for the list underneath: load, retry, another query, a response.
    case list(List.Action)
    /// Selects the user the list is shown for, fetching the list again; `nil` clears it.
    case selectOwner(User.ID?)
    /// Replaces the search text; empty shows every user.
    case searchTextChanged(String)
  }

  private let list: List

  /// Creates the feature, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.list = List(fetch: client.users)
  }

  /// Applies `action`: list actions load as ``ListFeature`` does. Selecting an owner fetches
  /// the list again once it has loaded or failed; a search loads the whole collection when it
  /// starts and the page when it ends, and otherwise changes only what is shown.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(.queryChanged(let query)):
      state.requestedQuery = query
      return fetchAgain(&state)

    case .list(let action):
      return list.reduce(into: &state.list, action: action).map { .list($0) }

    case .selectOwner(let owner):
      state.selectedOwner = owner
      if state.fetchedQuery != state.list.query || !state.users.isLoading {
        return fetchAgain(&state)
      }
      return .none

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

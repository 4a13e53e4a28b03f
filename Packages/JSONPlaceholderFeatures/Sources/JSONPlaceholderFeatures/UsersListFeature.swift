import Dependencies
import Features
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
///
/// The loading, paging and search are `SearchableListFeature`'s, embedded with `Scope`; the
/// owner is this feature's own filter, run on the whole collection before the search.
public struct UsersListFeature: Reducer {
  public typealias Listing = SearchableListFeature<UserQuery, User>
  public typealias List = ListFeature<UserQuery, User>

  public struct State: Sendable, Hashable {
    public var listing: Listing.State
    /// The user the list is shown for, left out of it; `nil` for none.
    public var selectedOwner: User.ID? {
      didSet { listing.requiresWholeCollection = selectedOwner != nil }
    }

    public init(
      query: UserQuery = UserQuery(),
      users: Loadable<Page<User>> = .loading,
      selectedOwner: User.ID? = nil,
      searchText: String = ""
    ) {
      self.selectedOwner = selectedOwner
      self.listing = Listing.State(
        query: query, page: users, searchText: searchText,
        requiresWholeCollection: selectedOwner != nil)
    }

    public var list: List.State {
      get { listing.list }
      set { listing.list = newValue }
    }

    /// What to look for in the users' fields; empty for every user.
    public var search: SearchText {
      get { listing.search }
      set { listing.search = newValue }
    }

    /// The query the person asked for, whose paging applies on the client while an owner is
    /// selected or a search is on.
    public var requestedQuery: UserQuery {
      get { listing.requestedQuery }
      set { listing.requestedQuery = newValue }
    }

    /// The page of users, or the whole collection, as the server answered it.
    public var users: Loadable<Page<User>> {
      list.page
    }

    /// Whether the list is filtered on the client, from the whole collection: an owner is
    /// selected or a search is on.
    public var filtersWholeCollection: Bool {
      listing.filtersWholeCollection
    }

    /// The query to fetch: the requested one, or its whole collection.
    var fetchedQuery: UserQuery {
      listing.fetchedQuery
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
      guard let selectedOwner, case .loaded(let collection) = users else {
        return listing.result
      }
      guard collection.items.contains(where: { $0.id == selectedOwner }) else {
        return .failed(
          LoadFailure(NetworkError.notFound(resource: "user", id: "\(selectedOwner)")))
      }
      return listing.result { $0.filter { $0.id != selectedOwner }.reversed() }
    }

    /// The users to show: ``result``'s. Empty until loaded.
    public var visibleUsers: [User] {
      result.value?.items ?? []
    }
  }

  public enum Action: Sendable, Hashable {
    case list(List.Action)
    /// Selects the user the list is shown for, fetching the list again; `nil` clears it.
    case selectOwner(User.ID?)
    /// Replaces the search text; empty shows every user.
    case searchTextChanged(String)

    static let listing = ActionCase<Self, Listing.Action>(
      embed: { action in
        switch action {
        case .list(let action): .list(action)
        case .searchTextChanged(let text): .searchTextChanged(text)
        }
      },
      extract: { action in
        switch action {
        case .list(let action): .list(action)
        case .searchTextChanged(let text): .searchTextChanged(text)
        case .selectOwner: nil
        }
      })
  }

  private let listing: Listing

  /// Creates the feature, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.listing = Listing(fetch: client.users)
  }

  /// Applies `action`: list and search actions as `SearchableListFeature` does. Selecting an
  /// owner fetches the list again once it has loaded or failed, as the whole collection while
  /// an owner is selected.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let scope = Scope(state: \State.listing, action: Action.listing) { listing }
    guard case .selectOwner(let owner) = action else {
      return scope.reduce(into: &state, action: action)
    }
    state.selectedOwner = owner
    guard state.fetchedQuery != state.list.query || !state.users.isLoading else { return .none }
    return scope.reduce(into: &state, action: .list(.queryChanged(state.requestedQuery)))
  }
}

import Dependencies
import Models
import NetworkClient

/// The users list: loads a page of users, and narrows what it shows by a selected owner and a
/// search, both applied to the fetched page without asking the server again.
///
/// With an owner selected (``Action/selectOwner(_:)``), the list leaves that user out and shows
/// the others in the reverse of the server's order, the way the "selected user" screen lists
/// everyone else; selecting another owner brings the earlier one back. A search
/// (``Action/searchTextChanged(_:)``) keeps the users whose name, username, email or any
/// address field (street, suite, city, zipcode) contains the text, ignoring case and accents.
/// What is shown is ``State/visibleUsers``, a function of the state alone.
public struct UsersListFeature: Reducer {
  /// The list of users underneath: loading, paging and retrying.
  public typealias List = ListFeature<UserQuery, User>

  /// What the users list shows.
  public struct State: Sendable, Hashable {
    /// The query and the page the server answered.
    public var list: List.State
    /// The user the list is shown for, left out of it; `nil` for none.
    public var selectedOwner: User.ID?
    /// What to look for in the users' fields; empty for every user.
    public var search: SearchText

    /// Creates a state, by default for every user, waiting for the first load, with no owner
    /// and no search.
    public init(
      query: UserQuery = UserQuery(),
      users: Loadable<Page<User>> = .loading,
      selectedOwner: User.ID? = nil,
      searchText: String = ""
    ) {
      self.list = List.State(query: query, page: users)
      self.selectedOwner = selectedOwner
      self.search = SearchText(searchText)
    }

    /// The page of users as the server answered it.
    public var users: Loadable<Page<User>> {
      list.page
    }

    /// The selected owner, when the loaded page has them.
    public var owner: User? {
      guard let selectedOwner else { return nil }
      return users.value?.items.first { $0.id == selectedOwner }
    }

    /// The users to show: the loaded page without the selected owner, reversed when an owner is
    /// selected, and only those matching the search. Empty until loaded.
    public var visibleUsers: [User] {
      guard let page = users.value else { return [] }
      var users = page.items
      if let selectedOwner {
        users = users.filter { $0.id != selectedOwner }.reversed()
      }
      return users.filter { search.matches(UsersListFeature.searchableFields(of: $0)) }
    }
  }

  /// What can happen to the users list.
  public enum Action: Sendable, Hashable {
    /// Something for the list underneath: load, retry, another query, a response.
    case list(List.Action)
    /// Selects the user the list is shown for, or none.
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

  /// Applies `action`: list actions load as ``ListFeature`` does; selecting an owner or
  /// changing the search changes what is shown, without a request.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(let action):
      return list.reduce(into: &state.list, action: action).map { .list($0) }
    case .selectOwner(let owner):
      state.selectedOwner = owner
      return .none
    case .searchTextChanged(let text):
      state.search = SearchText(text)
      return .none
    }
  }

  /// The fields a search looks in: name, username, email, street, suite, city and zipcode.
  static func searchableFields(of user: User) -> [String] {
    [
      user.name, user.username, user.email, user.address.street, user.address.suite,
      user.address.city, user.address.zipcode,
    ]
  }
}

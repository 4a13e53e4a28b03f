import Dependencies
import Models
import NetworkClient

/// The users list: loads a page of users, and narrows what it shows by a selected owner and a
/// search, both applied to the fetched page without asking the server again.
///
/// With an owner selected (``Action/selectOwner(_:)``), the list leaves that user out and shows
/// the others in the reverse of the server's order, the way the "selected user" screen lists
/// everyone else; selecting another owner brings the earlier one back. An owner who is not on
/// the loaded page is looked up on their own (``State/ownerLookup``), so that a screen can still
/// name them. A search
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
    /// The selected owner, fetched on their own because the loaded page does not have them;
    /// `nil` when no owner is selected, the page has them, or the page has not loaded.
    public var ownerLookup: Loadable<User>?

    /// Creates a state, by default for every user, waiting for the first load, with no owner
    /// and no search.
    public init(
      query: UserQuery = UserQuery(),
      users: Loadable<Page<User>> = .loading,
      selectedOwner: User.ID? = nil,
      searchText: String = "",
      ownerLookup: Loadable<User>? = nil
    ) {
      self.list = List.State(query: query, page: users)
      self.selectedOwner = selectedOwner
      self.search = SearchText(searchText)
      self.ownerLookup = ownerLookup
    }

    /// The page of users as the server answered it.
    public var users: Loadable<Page<User>> {
      list.page
    }

    /// The selected owner, from the loaded page or from their lookup.
    public var owner: User? {
      guard let selectedOwner else { return nil }
      return users.value?.items.first { $0.id == selectedOwner } ?? ownerLookup?.value
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
    /// The outcome of looking up the selected owner with this id, who is not on the page.
    case ownerResponse(User.ID, Result<User, LoadFailure>)
  }

  private enum CancelID {
    case ownerLookup
  }

  private let list: List
  private let fetchUser: @Sendable (User.ID) async throws -> User
  private let looksUpMissingOwner: Bool

  /// Creates the feature.
  ///
  /// - Parameters:
  ///   - client: The client to load through: by default the current
  ///     `DependencyValues.networkClient`, as overridden with `withDependencies`.
  ///   - looksUpMissingOwner: Whether a selected owner who is not on the loaded page is looked up
  ///     on their own; a screen that never names the owner passes `false` and saves the request.
  public init(
    client: NetworkClient = Dependency(\.networkClient).wrappedValue,
    looksUpMissingOwner: Bool = true
  ) {
    self.list = List(fetch: client.users)
    self.fetchUser = client.user
    self.looksUpMissingOwner = looksUpMissingOwner
  }

  /// Applies `action`: list actions load as ``ListFeature`` does; selecting an owner or
  /// changing the search changes what is shown, with a request only to look up an owner who
  /// is not on the loaded page.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .list(let action):
      let listEffect = list.reduce(into: &state.list, action: action).map { Action.list($0) }
      guard let lookup = lookUpOwner(&state) else { return listEffect }
      return .merge(listEffect, lookup)

    case .selectOwner(let owner):
      state.selectedOwner = owner
      state.ownerLookup = nil
      return lookUpOwner(&state) ?? .cancel(id: CancelID.ownerLookup)

    case .searchTextChanged(let text):
      state.search = SearchText(text)
      return .none

    case .ownerResponse(let owner, let result):
      guard owner == state.selectedOwner, state.ownerLookup?.isLoading == true else { return .none }
      switch result {
      case .success(let user): state.ownerLookup = .loaded(user)
      case .failure(let failure): state.ownerLookup = .failed(failure)
      }
      return .none
    }
  }

  /// Starts looking up the selected owner when the loaded page does not have them and no
  /// lookup has begun; `nil` when there is nothing to start.
  private func lookUpOwner(_ state: inout State) -> Effect<Action>? {
    guard looksUpMissingOwner, let owner = state.selectedOwner, let page = state.users.value
    else { return nil }
    if page.items.contains(where: { $0.id == owner }) {
      state.ownerLookup = nil
      return nil
    }
    guard state.ownerLookup == nil else { return nil }
    state.ownerLookup = .loading
    return .run { [fetchUser] send in
      do {
        await send(.ownerResponse(owner, .success(try await fetchUser(owner))))
      } catch {
        await send(.ownerResponse(owner, .failure(LoadFailure(error))))
      }
    }
    .cancellable(id: CancelID.ownerLookup, cancelInFlight: true)
  }

  /// The fields a search looks in: name, username, email, street, suite, city and zipcode.
  static func searchableFields(of user: User) -> [String] {
    [
      user.name, user.username, user.email, user.address.street, user.address.suite,
      user.address.city, user.address.zipcode,
    ]
  }
}

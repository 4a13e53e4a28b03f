import Dependencies
import Features
import Models
import NetworkClient

/// Choosing a post's author from the users: a list loaded once, when the picker is first
/// opened, filtered by a search of the users' names, usernames and emails as it is typed.
///
/// ``Action/open(query:)`` shows the picker, loading the users the first time;
/// ``Action/move(by:)`` moves the highlight over the users that match;
/// ``Action/pick`` chooses the highlighted user and closes the picker; ``Action/close``
/// closes it and keeps the choice it had. A failed load shows its failure until
/// ``Action/retry``. The form that shows the picker reads ``State/chosen`` once picked.
public struct AuthorPickerFeature: Reducer {
  public struct State: Sendable, Hashable {
    /// The chosen author's id, `nil` until one is chosen.
    public var chosen: User.ID?
    /// The chosen author's name, when it is known.
    public var chosenName: String?
    public var isOpen = false
    /// The users to choose from: `nil` until the picker is first opened.
    public var users: Loadable<[User]>?
    /// The search, as typed.
    public var query = ""
    /// Whether keys type into the search rather than move the highlight.
    public var isEditingQuery = false
    /// The highlighted row among ``matches``.
    public var cursor = 0

    public init(chosen: User.ID? = nil, chosenName: String? = nil) {
      self.chosen = chosen
      self.chosenName = chosenName
    }

    /// The users the search finds, in the list's order; none until they are loaded.
    public var matches: [User] {
      let search = SearchText(query)
      return (users?.value ?? []).filter { search.matches([$0.name, $0.username, $0.email]) }
    }

    /// The highlighted user, if any matches.
    public var highlighted: User? {
      let matches = matches
      return matches.indices.contains(cursor) ? matches[cursor] : nil
    }

    /// The chosen author as the form shows it: `Leanne Graham (#1)`, or `#1` when the name is
    /// not known; empty when nothing is chosen.
    public var chosenText: String {
      guard let chosen else { return "" }
      guard let chosenName else { return "#\(chosen)" }
      return "\(chosenName) (#\(chosen))"
    }
  }

  public enum Action: Sendable, Hashable {
    /// Shows the picker, its search starting as `query` typed, or browsing the list for `nil`.
    /// Loads the users the first time, and again after a failure.
    case open(query: String?)
    case usersResponse(Result<[User], LoadFailure>)
    /// Loads the users again after a failure; ignored otherwise.
    case retry
    /// Sets the search's text, typing into it from now on; the highlight goes to the first
    /// match.
    case setQuery(String)
    /// Moves the highlight by `delta` rows, stopping at the first and the last match.
    case move(by: Int)
    /// Chooses the highlighted user and closes the picker; ignored when nothing matches.
    case pick
    /// Closes the picker, keeping the author chosen before.
    case close
  }

  private let load: @Sendable () async throws -> [User]

  /// Creates the feature, reading every user through `client`: by default the current
  /// `DependencyValues.networkClient`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init { try await client.users(UserQuery()).items }
  }

  public init(load: @escaping @Sendable () async throws -> [User]) {
    self.load = load
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .open(let query):
      state.isOpen = true
      state.query = query ?? ""
      state.isEditingQuery = query != nil
      state.cursor = query == nil ? (state.matches.firstIndex { $0.id == state.chosen } ?? 0) : 0
      guard state.users == nil || state.users?.failure != nil else { return .none }
      return loadUsers(&state)

    case .usersResponse(let result):
      switch result {
      case .success(let users): state.users = .loaded(users)
      case .failure(let failure): state.users = .failed(failure)
      }
      if state.query.isEmpty, let index = state.matches.firstIndex(where: { $0.id == state.chosen })
      {
        state.cursor = index
      }
      return .none

    case .retry:
      guard state.users?.failure != nil else { return .none }
      return loadUsers(&state)

    case .setQuery(let query):
      state.query = query
      state.isEditingQuery = true
      state.cursor = 0
      return .none

    case .move(let delta):
      let count = state.matches.count
      let step = max(-count, min(count, delta))
      state.cursor = max(0, min(count - 1, state.cursor + step))
      return .none

    case .pick:
      guard state.isOpen, let user = state.highlighted else { return .none }
      state.chosen = user.id
      state.chosenName = user.name
      state.isOpen = false
      return .none

    case .close:
      state.isOpen = false
      return .none
    }
  }

  private func loadUsers(_ state: inout State) -> Effect<Action> {
    state.users = .loading
    return .run { [load] send in
      do {
        await send(.usersResponse(.success(try await load())))
      } catch {
        await send(.usersResponse(.failure(LoadFailure(error))))
      }
    }
  }
}

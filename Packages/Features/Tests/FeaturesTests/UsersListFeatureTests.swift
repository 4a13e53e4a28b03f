import Dependencies
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct UsersListFeatureTests {
  static let users = [
    Sample.user(1, name: "Leanne Graham", email: "Sincere@april.biz", city: "Gwenborough"),
    Sample.user(2, name: "Renée Fontaine", username: "rfontaine", city: "Lyon"),
    Sample.user(3, name: "Björn Ölund", zipcode: "90566-7771"),
    Sample.user(4, name: "田中 太郎", street: "Kulas Light", suite: "Suite 879"),
  ]

  var users: [User] { Self.users }

  /// A client that answers every user query with `users`, remembering the queries.
  func client(queries: Log<UserQuery> = Log()) -> NetworkClient {
    NetworkClient.unimplemented.with {
      $0.users = { query in
        queries.append(query)
        return Page(items: Self.users, totalCount: 4, number: query.options.page, size: 4)
      }
    }
  }

  func loaded(owner: User.ID? = nil, search: String = "") -> UsersListFeature.State {
    UsersListFeature.State(
      users: .loaded(Page(items: users)), selectedOwner: owner, searchText: search)
  }

  func ids(_ users: [User]) -> [Int] {
    users.map(\.id.rawValue)
  }

  // MARK: loading

  @Test func loadShowsLoadingAndRequestsThePageOfTheQuery() async {
    let queries = Log<UserQuery>()
    let feature = UsersListFeature(client: client(queries: queries))
    let query = UserQuery(options: ListOptions(page: 1, perPage: 4))
    var state = UsersListFeature.State(query: query, users: .loaded(Page(items: [])))

    let effect = feature.reduce(into: &state, action: .list(.load))

    #expect(state.users == .loading)
    #expect(state.visibleUsers.isEmpty)
    let page = Page(items: users, totalCount: 4, number: 1, size: 4)
    #expect(await effect.actions() == [.list(.pageResponse(.success(page)))])
    #expect(queries.entries == [query])
    #expect(effect.cancellations.first??.cancelInFlight == true)
  }

  @Test func loadEndsLoadedOrFailedAndRetryRecovers() async {
    let attempts = Log<Int>()
    let feature = UsersListFeature(
      client: client().with {
        $0.users = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else {
            throw NetworkError.unreachable(host: "api", reason: "offline")
          }
          return Page(items: Self.users)
        }
      })
    let store = Store(initialState: UsersListFeature.State(), reducer: feature)

    await store.send(.list(.load))
    #expect(
      await store.state.users.failure?.networkError == .unreachable(host: "api", reason: "offline"))
    #expect(await store.state.visibleUsers.isEmpty)

    await store.send(.list(.retry))
    #expect(await store.state.users == .loaded(Page(items: users)))
    #expect(ids(await store.state.visibleUsers) == [1, 2, 3, 4])
    #expect(attempts.entries == [1, 2])
  }

  @Test func noUsersEndsLoadedEmpty() async {
    let feature = UsersListFeature(client: client().with { $0.users = { _ in Page(items: []) } })
    let store = Store(initialState: UsersListFeature.State(), reducer: feature)

    await store.send(.list(.load))

    #expect(await store.state.users == .loaded(Page(items: [])))
    #expect(await store.state.visibleUsers.isEmpty)
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client()
    } operation: {
      UsersListFeature()
    }
    let store = Store(initialState: UsersListFeature.State(), reducer: feature)

    await store.send(.list(.load))

    #expect(ids(await store.state.visibleUsers) == [1, 2, 3, 4])
  }

  // MARK: owner selection

  @Test func selectingAnOwnerLeavesThemOutAndReversesTheRestWithoutARequest() {
    let feature = UsersListFeature(client: .unimplemented)
    var state = loaded()

    let effect = feature.reduce(into: &state, action: .selectOwner(2))

    #expect(effect.isNone)
    #expect(state.selectedOwner == 2)
    #expect(state.owner == users[1])
    #expect(ids(state.visibleUsers) == [4, 3, 1])
  }

  @Test func selectingAnotherOwnerBringsTheEarlierOneBack() {
    let feature = UsersListFeature(client: .unimplemented)
    var state = loaded()

    _ = feature.reduce(into: &state, action: .selectOwner(2))
    _ = feature.reduce(into: &state, action: .selectOwner(4))

    #expect(state.owner == users[3])
    #expect(ids(state.visibleUsers) == [3, 2, 1])
  }

  @Test func selectingTheSameOwnerTwiceChangesNothing() {
    let feature = UsersListFeature(client: .unimplemented)
    var state = loaded()

    _ = feature.reduce(into: &state, action: .selectOwner(1))
    let once = state
    _ = feature.reduce(into: &state, action: .selectOwner(1))

    #expect(state == once)
    #expect(ids(state.visibleUsers) == [4, 3, 2])
  }

  @Test func selectingNoOwnerRestoresTheServersOrder() {
    let feature = UsersListFeature(client: .unimplemented)
    var state = loaded(owner: 3)

    _ = feature.reduce(into: &state, action: .selectOwner(nil))

    #expect(state.owner == nil)
    #expect(ids(state.visibleUsers) == [1, 2, 3, 4])
  }

  @Test func anOwnerMissingFromThePageLeavesNobodyOutButStillReverses() {
    let state = loaded(owner: 42)

    #expect(state.owner == nil)
    #expect(ids(state.visibleUsers) == [4, 3, 2, 1])
  }

  @Test func theOwnerSurvivesAReload() async {
    let store = Store(
      initialState: UsersListFeature.State(selectedOwner: 1),
      reducer: UsersListFeature(client: client()))

    await store.send(.list(.load))

    #expect(await store.state.owner == users[0])
    #expect(ids(await store.state.visibleUsers) == [4, 3, 2])
  }

  // MARK: search

  @Test(
    arguments: [
      ("leanne", [1]), ("RENEE", [2]), ("rfontaine", [2]), ("april.biz", [1]),
      ("gwenborough", [1]), ("lyon", [2]), ("90566", [3]), ("kulas", [4]), ("suite 879", [4]),
      ("springfield", [3, 4]), ("apt. 1", [1, 2, 3]), ("olund", [3]), ("BJÖRN", [3]),
      ("太郎", [4]), ("555-0100", []), ("acme", []), ("", [1, 2, 3, 4]),
    ] as [(String, [Int])])
  func searchMatchesNameUsernameEmailAndEveryAddressField(text: String, expected: [Int]) {
    #expect(ids(loaded(search: text).visibleUsers) == expected)
  }

  @Test func searchTextChangedFiltersWithoutARequest() {
    let feature = UsersListFeature(client: .unimplemented)
    var state = loaded()

    let effect = feature.reduce(into: &state, action: .searchTextChanged("Fontaine"))

    #expect(effect.isNone)
    #expect(state.search.text == "Fontaine")
    #expect(ids(state.visibleUsers) == [2])
  }

  @Test func aSearchWithNoMatchShowsNobody() {
    let feature = UsersListFeature(client: .unimplemented)
    var state = loaded()

    _ = feature.reduce(into: &state, action: .searchTextChanged("nobody here"))

    #expect(state.users.value?.items == users)
    #expect(state.visibleUsers.isEmpty)
  }

  @Test func searchAppliesAfterLeavingTheOwnerOut() {
    #expect(ids(loaded(owner: 3, search: "apt. 1").visibleUsers) == [2, 1])
    #expect(loaded(owner: 2, search: "lyon").visibleUsers.isEmpty)
  }

  // MARK: paging

  @Test func aPagePastTheEndEndsLoadedEmptyWithTheTotal() async {
    let feature = UsersListFeature(
      client: client().with {
        $0.users = { query in Page(items: [], totalCount: 10, number: query.options.page, size: 5) }
      })
    let query = UserQuery(options: ListOptions(page: 3, perPage: 5))
    let store = Store(initialState: UsersListFeature.State(query: query), reducer: feature)

    await store.send(.list(.load))

    #expect(
      await store.state.users == .loaded(Page(items: [], totalCount: 10, number: 3, size: 5)))
    #expect(await store.state.visibleUsers.isEmpty)
  }
}

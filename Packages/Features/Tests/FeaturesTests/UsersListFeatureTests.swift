import Dependencies
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct UsersListFeatureTests {
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

  func loaded(owner: User.ID? = nil, search: String = "", ownerLookup: Loadable<User>? = nil)
    -> UsersListFeature.State
  {
    UsersListFeature.State(
      users: .loaded(Page(items: users)), selectedOwner: owner, searchText: search,
      ownerLookup: ownerLookup)
  }

  func ids(_ users: [User]) -> [Int] {
    users.map(\.id.rawValue)
  }

  // MARK: loading

  @Test func loadShowsLoadingAndRequestsThePageOfTheQuery() async {
    let queries = Log<UserQuery>()
    let query = UserQuery(options: ListOptions(page: 1, perPage: 4))
    let store = TestStore(
      initialState: UsersListFeature.State(query: query, users: .loaded(Page(items: []))),
      reducer: UsersListFeature(client: client(queries: queries)))
    let page = Page(items: users, totalCount: 4, number: 1, size: 4)

    await store.send(.list(.load)) { $0.list.page = .loading }
    #expect(store.state.visibleUsers.isEmpty)
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    #expect(queries.entries == [query])
  }

  @Test func loadEndsLoadedOrFailedAndRetryRecovers() async {
    let attempts = Log<Int>()
    let error = NetworkError.unreachable(host: "api", reason: "offline")
    let feature = UsersListFeature(
      client: client().with {
        $0.users = { _ in
          attempts.append(attempts.entries.count + 1)
          guard attempts.entries.count > 1 else { throw error }
          return Page(items: Self.users)
        }
      })
    let store = TestStore(initialState: UsersListFeature.State(), reducer: feature)
    let failure = LoadFailure(error)
    let page = Page(items: users)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.failure(failure)))) {
      $0.list.page = .failed(failure)
    }
    #expect(store.state.visibleUsers.isEmpty)

    await store.send(.list(.retry)) { $0.list.page = .loading }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    #expect(failure.networkError == error)
    #expect(ids(store.state.visibleUsers) == [1, 2, 3, 4])
    #expect(attempts.entries == [1, 2])
  }

  @Test func noUsersEndsLoadedEmpty() async {
    let feature = UsersListFeature(client: client().with { $0.users = { _ in Page(items: []) } })
    let store = TestStore(initialState: UsersListFeature.State(), reducer: feature)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(Page(items: []))))) {
      $0.list.page = .loaded(Page(items: []))
    }
    await store.finish()

    #expect(store.state.visibleUsers.isEmpty)
  }

  @Test func theClientDefaultsToTheNetworkClientDependency() async {
    let feature = withDependencies {
      $0.networkClient = client()
    } operation: {
      UsersListFeature()
    }
    let store = TestStore(initialState: UsersListFeature.State(), reducer: feature)
    let page = Page(items: users, totalCount: 4, size: 4)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    #expect(ids(store.state.visibleUsers) == [1, 2, 3, 4])
  }

  // MARK: owner selection

  @Test func selectingAnOwnerLeavesThemOutAndReversesTheRestWithoutARequest() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.selectOwner(2)) { $0.selectedOwner = 2 }
    await store.finish()

    #expect(store.state.owner == users[1])
    #expect(ids(store.state.visibleUsers) == [4, 3, 1])
  }

  @Test func selectingAnotherOwnerBringsTheEarlierOneBack() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.selectOwner(2)) { $0.selectedOwner = 2 }
    await store.send(.selectOwner(4)) { $0.selectedOwner = 4 }

    #expect(store.state.owner == users[3])
    #expect(ids(store.state.visibleUsers) == [3, 2, 1])
  }

  @Test func selectingTheSameOwnerTwiceChangesNothing() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.selectOwner(1)) { $0.selectedOwner = 1 }
    await store.send(.selectOwner(1))

    #expect(ids(store.state.visibleUsers) == [4, 3, 2])
  }

  @Test func selectingNoOwnerRestoresTheServersOrder() async {
    let store = TestStore(
      initialState: loaded(owner: 3), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.selectOwner(nil)) { $0.selectedOwner = nil }

    #expect(store.state.owner == nil)
    #expect(ids(store.state.visibleUsers) == [1, 2, 3, 4])
  }

  @Test func anOwnerMissingFromThePageLeavesNobodyOutButStillReverses() {
    let state = loaded(owner: 42)

    #expect(state.owner == nil)
    #expect(ids(state.visibleUsers) == [4, 3, 2, 1])
  }

  @Test func theOwnerSurvivesAReload() async {
    let store = TestStore(
      initialState: UsersListFeature.State(selectedOwner: 1),
      reducer: UsersListFeature(client: client()))
    let page = Page(items: users, totalCount: 4, size: 4)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    #expect(store.state.owner == users[0])
    #expect(ids(store.state.visibleUsers) == [4, 3, 2])
  }

  // MARK: owner lookup

  static let stranger = Sample.user(42, name: "Ada Lovelace")

  /// A client that answers `/users/42` with ``stranger``, logging each id it is asked for, and
  /// says any other user is not found.
  func lookupClient(ids: Log<User.ID> = Log(), gate: Gate? = nil) -> NetworkClient {
    client().with {
      $0.user = { id in
        ids.append(id)
        try await gate?.pass()
        guard id == Self.stranger.id else {
          throw NetworkError.notFound(resource: "user", id: "\(id)")
        }
        return Self.stranger
      }
    }
  }

  @Test func anOwnerMissingFromTheLoadedPageIsLookedUpOnTheirOwn() async {
    let lookups = Log<User.ID>()
    let store = TestStore(
      initialState: loaded(), reducer: UsersListFeature(client: lookupClient(ids: lookups)))

    await store.send(.selectOwner(42)) {
      $0.selectedOwner = 42
      $0.ownerLookup = .loading
    }
    await store.receive(.ownerResponse(42, .success(Self.stranger))) {
      $0.ownerLookup = .loaded(Self.stranger)
    }
    await store.finish()

    #expect(lookups.entries == [42])
    #expect(store.state.owner == Self.stranger)
    #expect(ids(store.state.visibleUsers) == [4, 3, 2, 1])
  }

  @Test func anOwnerWhoCannotBeFoundStaysUnnamed() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: lookupClient()))
    let failure = LoadFailure(NetworkError.notFound(resource: "user", id: "99"))

    await store.send(.selectOwner(99)) {
      $0.selectedOwner = 99
      $0.ownerLookup = .loading
    }
    await store.receive(.ownerResponse(99, .failure(failure))) { $0.ownerLookup = .failed(failure) }
    await store.finish()

    #expect(store.state.owner == nil)
  }

  @Test func anOwnerSelectedBeforeThePageLoadsIsLookedUpWhenThePageLacksThem() async {
    let store = TestStore(
      initialState: UsersListFeature.State(selectedOwner: 42),
      reducer: UsersListFeature(client: lookupClient()))
    let page = Page(items: users, totalCount: 4, size: 4)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) {
      $0.list.page = .loaded(page)
      $0.ownerLookup = .loading
    }
    await store.receive(.ownerResponse(42, .success(Self.stranger))) {
      $0.ownerLookup = .loaded(Self.stranger)
    }
    await store.finish()
  }

  @Test func selectingAnOwnerOnThePageDropsALookupInFlight() async {
    let gate = Gate()
    let store = TestStore(
      initialState: loaded(), reducer: UsersListFeature(client: lookupClient(gate: gate)))

    await store.send(.selectOwner(42)) {
      $0.selectedOwner = 42
      $0.ownerLookup = .loading
    }
    var arrivals = gate.arrivals.makeAsyncIterator()
    await arrivals.next()
    await store.send(.selectOwner(2)) {
      $0.selectedOwner = 2
      $0.ownerLookup = nil
    }
    await store.finish()

    #expect(gate.cancellations == 1)
    #expect(store.state.owner == users[1])
  }

  @Test func aLateLookupAnswerAfterTheOwnerChangedIsIgnored() async {
    let store = TestStore(
      initialState: loaded(owner: 2), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.ownerResponse(42, .success(Self.stranger)))
    await store.finish()

    #expect(store.state.owner == users[1])
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

  @Test func searchTextChangedFiltersWithoutARequest() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.searchTextChanged("Fontaine")) { $0.search = SearchText("Fontaine") }
    await store.finish()

    #expect(store.state.search.text == "Fontaine")
    #expect(ids(store.state.visibleUsers) == [2])
  }

  @Test func aSearchWithNoMatchShowsNobody() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.searchTextChanged("nobody here")) { $0.search = SearchText("nobody here") }

    #expect(store.state.users.value?.items == users)
    #expect(store.state.visibleUsers.isEmpty)
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
    let store = TestStore(initialState: UsersListFeature.State(query: query), reducer: feature)
    let page = Page<User>(items: [], totalCount: 10, number: 3, size: 5)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    #expect(store.state.visibleUsers.isEmpty)
  }
}

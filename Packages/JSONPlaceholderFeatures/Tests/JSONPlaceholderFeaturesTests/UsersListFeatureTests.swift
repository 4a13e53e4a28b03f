import Dependencies
import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

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
        return Page(items: Self.users, totalCount: 4, number: query.list.pageNumber, size: 4)
      }
    }
  }

  func loaded(owner: User.ID? = nil, search: String = "") -> UsersListFeature.State {
    UsersListFeature.State(
      users: .loaded(Page(items: users)), selectedOwner: owner, searchText: search)
  }

  /// The page ``client(queries:)`` answers to `query`.
  func page(for query: UserQuery = UserQuery()) -> Page<User> {
    Page(items: users, totalCount: 4, number: query.list.pageNumber, size: 4)
  }

  func ids(_ users: [User]) -> [Int] {
    users.map(\.id.rawValue)
  }

  // MARK: loading

  @Test func loadShowsLoadingAndRequestsThePageOfTheQuery() async {
    let queries = Log<UserQuery>()
    let query = UserQuery(list: RecordQuery(pageNumber: 1, perPage: 4))
    let store = TestStore(
      initialState: UsersListFeature.State(query: query, users: .loaded(Page(items: []))),
      reducer: UsersListFeature(client: client(queries: queries)))
    let page = Page(items: users, totalCount: 4, number: 1, size: 4)

    await store.send(.list(.load)) { $0.list.page = .loading }
    check(store.state.visibleUsers.isEmpty)
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(queries.entries, [query])
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
    check(store.state.visibleUsers.isEmpty)

    await store.send(.list(.retry)) { $0.list.page = .loading }
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    checkEqual(failure.networkError, error)
    checkEqual(ids(store.state.visibleUsers), [1, 2, 3, 4])
    checkEqual(attempts.entries, [1, 2])
  }

  @Test func noUsersEndsLoadedEmpty() async {
    let feature = UsersListFeature(client: client().with { $0.users = { _ in Page(items: []) } })
    let store = TestStore(initialState: UsersListFeature.State(), reducer: feature)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(Page(items: []))))) {
      $0.list.page = .loaded(Page(items: []))
    }
    await store.finish()

    check(store.state.visibleUsers.isEmpty)
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

    checkEqual(ids(store.state.visibleUsers), [1, 2, 3, 4])
  }

  // MARK: owner selection

  @Test func selectingAnOwnerFetchesTheListAgainLeavesThemOutAndReversesTheRest() async {
    let queries = Log<UserQuery>()
    let store = TestStore(
      initialState: loaded(), reducer: UsersListFeature(client: client(queries: queries)))

    await store.send(.selectOwner(2)) {
      $0.selectedOwner = 2
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(page())))) {
      $0.list.page = .loaded(page())
    }
    await store.finish()

    checkEqual(queries.entries, [UserQuery()])
    checkEqual(store.state.owner, users[1])
    checkEqual(ids(store.state.visibleUsers), [4, 3, 1])
  }

  @Test func selectingAnotherOwnerBringsTheEarlierOneBack() async {
    let store = TestStore(
      initialState: loaded(owner: 2), reducer: UsersListFeature(client: client()))

    await store.send(.selectOwner(4)) {
      $0.selectedOwner = 4
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(page())))) {
      $0.list.page = .loaded(page())
    }
    await store.finish()

    checkEqual(store.state.owner, users[3])
    checkEqual(ids(store.state.visibleUsers), [3, 2, 1])
  }

  @Test func selectingNoOwnerRestoresTheServersOrder() async {
    let store = TestStore(
      initialState: loaded(owner: 3), reducer: UsersListFeature(client: client()))

    await store.send(.selectOwner(nil)) {
      $0.selectedOwner = nil
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(page())))) {
      $0.list.page = .loaded(page())
    }
    await store.finish()

    checkEqual(store.state.owner, nil)
    checkEqual(ids(store.state.visibleUsers), [1, 2, 3, 4])
  }

  @Test func anOwnerSelectedWhileLoadingWaitsForThatLoad() async {
    let store = TestStore(
      initialState: UsersListFeature.State(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.selectOwner(3)) { $0.selectedOwner = 3 }
    await store.finish()
  }

  @Test func anOwnerTheCollectionDoesNotHaveIsNotFound() {
    let state = loaded(owner: 42)

    checkEqual(state.owner, nil)
    check(state.visibleUsers.isEmpty)
    checkEqual(
      state.result, .failed(LoadFailure(NetworkError.notFound(resource: "user", id: "42"))))
    checkEqual(state.result.failure?.message, "user 42 not found")
  }

  @Test func anOwnerOffTheRequestedPageIsFoundInTheWholeCollection() async {
    let queries = Log<UserQuery>()
    let requested = UserQuery(list: RecordQuery(pageNumber: 2, perPage: 2))
    let store = TestStore(
      initialState: UsersListFeature.State(query: requested, selectedOwner: 1),
      reducer: UsersListFeature(client: client(queries: queries)))

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page())))) {
      $0.list.page = .loaded(page())
    }
    await store.finish()

    checkEqual(queries.entries, [UserQuery()], "the whole collection, not page 2")
    checkEqual(store.state.owner, users[0])
    checkEqual(ids(store.state.visibleUsers), [2], "page 2 of [4, 3, 2]")
    checkEqual(store.state.result.value?.number, 2)
    checkEqual(store.state.result.value?.totalCount, 3)
    checkEqual(store.state.result.value?.pageCount, 2)
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
    checkEqual(ids(loaded(search: text).visibleUsers), expected)
  }

  @Test func searchTextChangedFiltersTheLoadedCollectionWithoutARequest() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.searchTextChanged("Fontaine")) { $0.search = SearchText("Fontaine") }
    await store.finish()

    checkEqual(store.state.search.text, "Fontaine")
    checkEqual(ids(store.state.visibleUsers), [2])
  }

  @Test func aSearchWithNoMatchShowsNobody() async {
    let store = TestStore(initialState: loaded(), reducer: UsersListFeature(client: .unimplemented))

    await store.send(.searchTextChanged("nobody here")) { $0.search = SearchText("nobody here") }

    checkEqual(store.state.users.value?.items, users)
    check(store.state.visibleUsers.isEmpty)
  }

  @Test func searchAppliesAfterLeavingTheOwnerOut() {
    checkEqual(ids(loaded(owner: 3, search: "apt. 1").visibleUsers), [2, 1])
    check(loaded(owner: 2, search: "lyon").visibleUsers.isEmpty)
  }

  // MARK: paging

  @Test func aSearchOnAPagedListFetchesTheWholeCollectionAndPagesTheMatches() async {
    let queries = Log<UserQuery>()
    let requested = UserQuery(list: RecordQuery(pageNumber: 1, perPage: 2))
    let store = TestStore(
      initialState: UsersListFeature.State(query: requested, users: .loaded(page(for: requested))),
      reducer: UsersListFeature(client: client(queries: queries)))

    await store.send(.searchTextChanged("apt. 1")) {
      $0.search = SearchText("apt. 1")
      $0.list.query = UserQuery()
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(page())))) {
      $0.list.page = .loaded(page())
    }
    await store.send(.searchTextChanged("apt")) { $0.search = SearchText("apt") }
    await store.send(.searchTextChanged("")) {
      $0.search = SearchText("")
      $0.list.query = requested
      $0.list.page = .loading
    }
    await store.receive(.list(.pageResponse(.success(page(for: requested))))) {
      $0.list.page = .loaded(page(for: requested))
    }
    await store.finish()

    checkEqual(queries.entries, [UserQuery(), requested])
  }

  @Test func theMatchesArePagedAsRequestedAndCounted() {
    let requested = UserQuery(list: RecordQuery(pageNumber: 2, perPage: 2))
    let state = UsersListFeature.State(
      query: requested, users: .loaded(page()), searchText: "apt. 1")

    checkEqual(ids(state.visibleUsers), [3])
    checkEqual(state.result.value?.totalCount, 3)
    checkEqual(state.result.value?.number, 2)
  }

  @Test func aPagePastTheEndEndsLoadedEmptyWithTheTotal() async {
    let feature = UsersListFeature(
      client: client().with {
        $0.users = { query in
          Page(items: [], totalCount: 10, number: query.list.pageNumber, size: 5)
        }
      })
    let query = UserQuery(list: RecordQuery(pageNumber: 3, perPage: 5))
    let store = TestStore(initialState: UsersListFeature.State(query: query), reducer: feature)
    let page = Page<User>(items: [], totalCount: 10, number: 3, size: 5)

    await store.send(.list(.load))
    await store.receive(.list(.pageResponse(.success(page)))) { $0.list.page = .loaded(page) }
    await store.finish()

    check(store.state.visibleUsers.isEmpty)
  }
}

import Features
import FeaturesTesting
import HTTPClient
import Testing
import UsersAdmin

@Suite(.timeLimit(.minutes(1)))
struct AdminUsersListFeatureTests {
  @Test func loadsEveryUser() async {
    let client = Fixtures.client { _, _ in Fixtures.ada }
    let store = TestStore(
      initialState: AdminUsersListFeature.State(query: RecordQuery(page: PageRequest(size: 100))),
      reducer: AdminUsersListFeature(client: client))

    await store.send(.load)
    await store.receive(.pageResponse(.success(Page(items: [Fixtures.ada, Fixtures.alan])))) {
      $0.page = .loaded(Page(items: [Fixtures.ada, Fixtures.alan]))
    }
    await store.finish()
  }

  @Test func aFailureIsShownInOneLine() async {
    let error = NetworkError.unreachable(host: "127.0.0.1", reason: "connection refused")
    var client = ResourceClient<AdminUser, AdminUserDraft>.unimplemented
    client.page = { _ in throw error }
    let store = TestStore(
      initialState: AdminUsersListFeature.State(query: RecordQuery(page: PageRequest(size: 100))),
      reducer: AdminUsersListFeature(client: client))

    await store.send(.load)
    await store.receive(.pageResponse(.failure(LoadFailure(error)))) {
      $0.page = .failed(LoadFailure(error))
    }
    await store.finish()
    #expect(
      UsersListScreen.lines(store.state) == [
        "Users", "Could not load the users: cannot reach 127.0.0.1: connection refused",
      ])
  }

  @Test func theScreenShowsNameEmailAndAvatarWhenPresent() {
    let state = AdminUsersListFeature.State(
      query: RecordQuery(page: PageRequest(size: 100)),
      page: .loaded(Page(items: [Fixtures.ada, Fixtures.alan])))
    #expect(
      UsersListScreen.lines(state) == [
        "Users (2)",
        "#1 Ada Lovelace", "    ada@example.com", "    avatar: https://example.com/ada.png",
        "#2 Alan Turing", "    alan@example.com",
      ])
  }

  @Test func anEmptyListSaysSo() {
    let state = AdminUsersListFeature.State(
      query: RecordQuery(page: PageRequest(size: 100)), page: .loaded(Page(items: [])))
    #expect(UsersListScreen.lines(state) == ["Users", "No users yet."])
  }
}

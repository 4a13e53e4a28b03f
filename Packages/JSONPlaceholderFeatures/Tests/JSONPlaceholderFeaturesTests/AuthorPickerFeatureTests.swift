import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct AuthorPickerFeatureTests {
  let users = [
    Sample.user(1, name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz"),
    Sample.user(2, name: "Ervin Howell", username: "Antonette", email: "Shanna@melissa.tv"),
    Sample.user(3, name: "Clémentine Bauch", username: "Samantha", email: "Nathan@yesenia.net"),
  ].map(AuthorChoice.init)

  func store(
    _ state: AuthorPickerFeature.State = AuthorPickerFeature.State(),
    load: @escaping @Sendable () async throws -> [AuthorChoice]
  ) -> TestStore<AuthorPickerFeature> {
    TestStore(initialState: state, reducer: AuthorPickerFeature(load: load))
  }

  /// A picker open on the users, loaded.
  var opened: AuthorPickerFeature.State {
    var state = AuthorPickerFeature.State()
    state.isOpen = true
    state.choices = .loaded(users)
    return state
  }

  @Test func openingLoadsTheUsersOnceAndKeepsThem() async {
    let loads = Log<Int>()
    let store = store { [users] in
      loads.append(1)
      return users
    }

    await store.send(.open(query: nil)) {
      $0.isOpen = true
      $0.choices = .loading
    }
    await store.receive(.choicesResponse(.success(users))) { [users] in $0.choices = .loaded(users)
    }
    await store.send(.close) { $0.isOpen = false }
    await store.send(.open(query: "e")) {
      $0.isOpen = true
      $0.query = "e"
      $0.isEditingQuery = true
    }
    await store.finish()
    checkEqual(loads.entries.count, 1, "a second open uses the users loaded")
  }

  @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
    let attempts = Log<Int>()
    let store = store { [users] in
      attempts.append(1)
      guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
      return users
    }
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.retry)
    await store.send(.open(query: nil)) {
      $0.isOpen = true
      $0.choices = .loading
    }
    await store.receive(.choicesResponse(.failure(failure))) { $0.choices = .failed(failure) }
    await store.send(.retry) { $0.choices = .loading }
    await store.receive(.choicesResponse(.success(users))) { [users] in $0.choices = .loaded(users)
    }
    await store.finish()
    checkEqual(attempts.entries.count, 2)
  }

  @Test func theSearchFiltersByNameUsernameAndEmailIgnoringCaseAndAccents() {
    var state = opened
    state.query = "CLEMENTINE"
    checkEqual(state.matches.map(\.id), [3])
    state.query = "antonette"
    checkEqual(state.matches.map(\.id), [2])
    state.query = "april.biz"
    checkEqual(state.matches.map(\.id), [1])
    state.query = "  "
    checkEqual(state.matches.map(\.id), [1, 2, 3], "an empty search finds everyone")
    state.query = "2"
    checkEqual(state.matches.map(\.id), [2], "an id is found whole")
    state.query = "nobody"
    check(state.matches.isEmpty)
    checkEqual(state.highlighted, nil)
  }

  @Test func typingTheSearchHighlightsTheFirstMatch() async {
    var start = opened
    start.cursor = 2
    let store = store(start) { [] }

    await store.send(.setQuery("e")) {
      $0.query = "e"
      $0.isEditingQuery = true
      $0.cursor = 0
    }
    await store.finish()
    checkEqual(store.state.highlighted?.id, 2, "Ervin starts with e; the others only hold it")
  }

  @Test func movingStopsAtTheFirstAndTheLastMatch() async {
    let store = store(opened) { [] }

    await store.send(.move(by: -1))
    await store.send(.move(by: 1)) { $0.cursor = 1 }
    await store.send(.move(by: 1)) { $0.cursor = 2 }
    await store.send(.move(by: 1))
    await store.send(.move(by: Int.min)) { $0.cursor = 0 }
    await store.send(.move(by: Int.max)) { $0.cursor = 2 }
    await store.finish()
  }

  @Test func pickChoosesTheHighlightedUserAndCloses() async {
    var start = opened
    start.query = "ervin"
    let store = store(start) { [] }

    await store.send(.pick) {
      $0.chosen = 2
      $0.chosenName = "Ervin Howell"
      $0.isOpen = false
    }
    await store.finish()
    checkEqual(store.state.chosenText, "Ervin Howell (#2)")
  }

  @Test func pickWithNoMatchChangesNothing() async {
    var start = opened
    start.query = "nobody"
    let store = store(start) { [] }

    await store.send(.pick)
    await store.finish()
  }

  @Test func escapeClosesAndKeepsTheChoice() async {
    var start = opened
    start.chosen = 1
    start.chosenName = "Leanne Graham"
    start.cursor = 2
    let store = store(start) { [] }

    await store.send(.close) { $0.isOpen = false }
    await store.finish()
    checkEqual(store.state.chosen, 1)
  }

  @Test func openingHighlightsTheChosenAuthor() async {
    var start = opened
    start.isOpen = false
    start.chosen = 3
    let store = store(start) { [] }

    await store.send(.open(query: nil)) {
      $0.isOpen = true
      $0.cursor = 2
    }
    await store.finish()
  }

  @Test func theChosenAuthorShowsByNameOrByID() {
    checkEqual(AuthorPickerFeature.State().chosenText, "")
    checkEqual(AuthorPickerFeature.State(chosen: 4).chosenText, "#4")
    checkEqual(
      AuthorPickerFeature.State(chosen: 1, chosenName: "Leanne Graham").chosenText,
      "Leanne Graham (#1)")
  }

  @Test func theClientFeatureReadsEveryUser() async {
    let client = NetworkClient.unimplemented.with { [users] in
      $0.users = { query in
        checkEqual(query, UserQuery())
        return Page(items: users.map(\.user))
      }
    }
    let store = TestStore(
      initialState: AuthorPickerFeature.State(), reducer: AuthorPickerFeature(client: client))

    await store.send(.open(query: nil)) {
      $0.isOpen = true
      $0.choices = .loading
    }
    await store.receive(.choicesResponse(.success(users))) { [users] in $0.choices = .loaded(users)
    }
    await store.finish()
  }
}

import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

/// The author picker's keys on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct AuthorPickerTests {
  private static let users = [Sample.leanne, Sample.ervin]

  private static func opened() -> AuthorPicker.State {
    var state = AuthorPicker.State()
    state.isOpen = true
    state.users = .loaded(users)
    return state
  }

  private static let picker = AuthorPicker(picker: AuthorPickerFeature { users })

  @Test func jAndKMoveUntilASearchIsTypedAndEnterPicks() async {
    let store = TestStore(initialState: Self.opened(), reducer: Self.picker)

    await store.send(.key(.character("j"), page: 5)) { $0.cursor = 1 }
    await store.send(.key(.character("k"), page: 5)) { $0.cursor = 0 }
    await store.send(.key(.character("/"), page: 5)) { $0.isEditingQuery = true }
    for (query, letter) in [("e", "e"), ("er", "r"), ("erv", "v")] {
      await store.send(.key(.character(Character(letter)), page: 5)) { $0.query = query }
    }
    await store.send(.key(.character("j"), page: 5)) { $0.query = "ervj" }
    await store.send(.key(.backspace, page: 5)) { $0.query = "erv" }
    await store.send(.key(.down, page: 5))
    await store.send(.key(.enter, page: 5)) {
      $0.chosen = 2
      $0.chosenName = "Ervin Howell"
      $0.isOpen = false
    }
    await store.finish()
  }

  @Test func theMovesOfEveryScreenMoveByThePageAndToTheEndsAndLettersTypeOnceASearchIs() async {
    var state = Self.opened()
    let many = (1...12).map { Sample.user(User.ID($0), name: "User \($0)") }
    state.users = .loaded(many)
    let store = TestStore(initialState: state, reducer: Self.picker)

    await store.send(.key(.pageDown, page: 5)) { $0.cursor = 5 }
    await store.send(.key(.control("d"), page: 5)) { $0.cursor = 7 }
    await store.send(.key(.end, page: 5)) { $0.cursor = 11 }
    await store.send(.key(.character("g"), page: 5)) { $0.cursor = 0 }
    await store.send(.key(.character("G"), page: 5)) { $0.cursor = 11 }
    await store.send(.key(.pageUp, page: 5)) { $0.cursor = 6 }
    await store.send(.key(.character("/"), page: 5)) {
      $0.isEditingQuery = true
      $0.cursor = 0
    }
    await store.send(.key(.character("G"), page: 5)) { $0.query = "G" }
    await store.send(.key(.character("g"), page: 5)) { $0.query = "Gg" }
    await store.send(.key(.control("u"), page: 5)) { $0.query = "" }
    await store.send(.key(.end, page: 5)) { $0.cursor = 11 }
    await store.finish()
  }

  @Test func aFailedLoadOfTheUsersRetriesOnRAndEscCloses() async {
    var state = Self.opened()
    state.users = .failed(LoadFailure(message: "offline"))
    let store = TestStore(initialState: state, reducer: Self.picker)

    await store.send(.key(.character("x"), page: 5))
    await store.send(.key(.character("r"), page: 5)) { $0.users = .loading }
    await store.receive(.picker(.usersResponse(.success(Self.users)))) {
      $0.users = .loaded(Self.users)
    }
    await store.send(.key(.escape, page: 5)) { $0.isOpen = false }
    await store.finish()
  }
}

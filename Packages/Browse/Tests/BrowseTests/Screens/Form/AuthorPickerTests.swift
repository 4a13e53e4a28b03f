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

    await store.send(.key(.character("j"))) { $0.cursor = 1 }
    await store.send(.key(.character("k"))) { $0.cursor = 0 }
    await store.send(.key(.character("/"))) { $0.isEditingQuery = true }
    for (query, letter) in [("e", "e"), ("er", "r"), ("erv", "v")] {
      await store.send(.key(.character(Character(letter)))) { $0.query = query }
    }
    await store.send(.key(.character("j"))) { $0.query = "ervj" }
    await store.send(.key(.backspace)) { $0.query = "erv" }
    await store.send(.key(.down))
    await store.send(.key(.enter)) {
      $0.chosen = 2
      $0.chosenName = "Ervin Howell"
      $0.isOpen = false
    }
    await store.finish()
  }

  @Test func aFailedLoadOfTheUsersRetriesOnRAndEscCloses() async {
    var state = Self.opened()
    state.users = .failed(LoadFailure(message: "offline"))
    let store = TestStore(initialState: state, reducer: Self.picker)

    await store.send(.key(.character("x")))
    await store.send(.key(.character("r"))) { $0.users = .loading }
    await store.receive(.picker(.usersResponse(.success(Self.users)))) {
      $0.users = .loaded(Self.users)
    }
    await store.send(.key(.escape)) { $0.isOpen = false }
    await store.finish()
  }
}

import Features
import FeaturesTesting
import JSONCoding
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// A link field's picker's keys on the exhaustive `TestStore`.
@Suite(.timeLimit(.minutes(1))) struct LinkPickerTests {
  private static let users = [
    LinkChoice.record(1, name: "Leanne Graham"), LinkChoice.record(2, name: "Ervin Howell"),
  ]

  private static func opened() -> LinkPicker.State {
    var state = LinkPicker.State()
    state.isOpen = true
    state.choices = .loaded(users)
    return state
  }

  private static let picker = LinkPicker(picker: PickerFeature { users })

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
      $0.chosen = "2"
      $0.chosenName = "Ervin Howell"
      $0.isOpen = false
    }
    await store.finish()
  }

  @Test func theMovesOfEveryScreenMoveByThePageAndToTheEndsAndLettersTypeOnceASearchIs() async {
    var state = Self.opened()
    let many = (1...12).map { LinkChoice.record($0, name: "User \($0)") }
    state.choices = .loaded(many)
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

  @Test func aFailedLoadOfTheRecordsRetriesOnRAndEscCloses() async {
    var state = Self.opened()
    state.choices = .failed(LoadFailure(message: "offline"))
    let store = TestStore(initialState: state, reducer: Self.picker)

    await store.send(.key(.character("x"), page: 5))
    await store.send(.key(.character("r"), page: 5)) { $0.choices = .loading }
    await store.receive(.picker(.choicesResponse(.success(Self.users)))) {
      $0.choices = .loaded(Self.users)
    }
    await store.send(.key(.escape, page: 5)) { $0.isOpen = false }
    await store.finish()
  }
}

extension LinkChoice {
  /// The choice of a record `id` called `name`, with no other field.
  static func record(_ id: Int, name: String) -> LinkChoice {
    LinkChoice(
      id: String(id), value: .number(JSONNumber(id)), pickerName: name, pickerDetails: [])
  }
}

import FeaturesTesting
import TestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct PickerFeatureTests {
  /// A record that may have no name, with an id that is text.
  struct Author: PickerChoice {
    var id: String
    var pickerName: String?
    var pickerDetails: [String] = []
  }

  let authors = [
    Author(id: "a1", pickerName: "Simone Weil", pickerDetails: ["philosopher"]),
    Author(id: "de/beauvoir", pickerName: "Simone de Beauvoir"),
    Author(id: "s3", pickerName: "Sören Kierkegaard", pickerDetails: ["simone's reader"]),
    Author(id: "simone", pickerName: nil, pickerDetails: ["anonymous"]),
    Author(id: "a5", pickerName: "Simone"),
  ]

  /// A picker open on the authors, loaded, searching `query`.
  func opened(_ query: String = "") -> PickerFeature<Author>.State {
    var state = PickerFeature<Author>.State()
    state.isOpen = true
    state.choices = .loaded(authors)
    state.query = query
    return state
  }

  @Test func aSearchFindsTheIDThenTheNameThenItsStartThenWhatHoldsIt() {
    checkEqual(
      opened("simone").matches.map(\.id), ["simone", "a5", "a1", "de/beauvoir", "s3"],
      "the id, the name equal, the names it starts in their order, then a detail")
    checkEqual(opened("SIMONE DE").matches.map(\.id), ["de/beauvoir"])
    checkEqual(opened("soren").matches.map(\.id), ["s3"], "accents and case are folded")
    checkEqual(opened("philosopher").matches.map(\.id), ["a1"])
    checkEqual(opened(" de/beauvoir ").matches.first?.id, "de/beauvoir")
    checkEqual(opened("anonymous").matches.map(\.id), ["simone"], "a nameless choice by detail")
    check(opened("A1").matches.map(\.id).isEmpty, "an id is found as it is written")
  }

  @Test func anEmptySearchKeepsTheChoicesOrder() {
    checkEqual(opened("  ").matches.map(\.id), authors.map(\.id))
    checkEqual(opened().matchCount, authors.count)
    checkEqual(opened("nobody").matchCount, 0)
    checkEqual(opened("nobody").highlighted, nil)
    checkEqual(opened().match(at: authors.count), nil)
  }

  @Test func choicesLoadedAfterTheSearchIsTypedAreRankedForIt() {
    var state = PickerFeature<Author>.State()
    state.query = "simone de"
    state.choices = .loading
    checkEqual(state.matchCount, 0)
    state.choices = .loaded(authors)
    checkEqual(state.matches.map(\.id), ["de/beauvoir"])
  }

  @Test func pickingANamelessChoiceShowsItByID() async {
    let store = TestStore(
      initialState: opened("anonymous"), reducer: PickerFeature<Author> { [] })

    await store.send(.pick) {
      $0.chosen = "simone"
      $0.isOpen = false
    }
    await store.finish()
    checkEqual(store.state.chosenText, "#simone")
  }

  @Test func openingBrowsesFromTheChosenAndTypingFromTheBest() async {
    var start = opened()
    start.isOpen = false
    start.chosen = "s3"
    let store = TestStore(initialState: start, reducer: PickerFeature<Author> { [] })

    await store.send(.open(query: nil)) {
      $0.isOpen = true
      $0.cursor = 2
    }
    await store.send(.setQuery("simone")) {
      $0.query = "simone"
      $0.isEditingQuery = true
      $0.cursor = 0
    }
    await store.finish()
    checkEqual(store.state.highlighted?.id, "simone")
  }
}

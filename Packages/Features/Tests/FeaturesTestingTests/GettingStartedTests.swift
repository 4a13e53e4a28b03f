import Features
import FeaturesTesting
import TestSupport
import Testing

struct Tally: Reducer {
  struct State: Sendable, Equatable {
    var count = 0
    var isLoading = false
  }

  enum Action: Sendable, Equatable {
    case load
    case loaded(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      state.isLoading = true
      return .run { send in await send(.loaded(3)) }
    case .loaded(let count):
      state.isLoading = false
      state.count = count
      return .none
    }
  }
}

/// The code of the "Getting Started with FeaturesTesting" article
/// (`FeaturesTesting.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedTests {
  @Test func assertEveryStep() async {
    let store = TestStore(initialState: Tally.State(), reducer: Tally())
    await store.send(.load) { $0.isLoading = true }
    await store.receive(.loaded(3)) {
      $0.isLoading = false
      $0.count = 3
    }
    await store.finish()

    checkEqual(store.state, Tally.State(count: 3, isLoading: false))
  }

  @Test func aChangeTheTestDidNotStateFails() async {
    let careless = TestStore(initialState: Tally.State(), reducer: Tally())
    await withKnownIssue {
      await careless.send(.load)
      await careless.receive(.loaded(3)) { $0.count = 3 }
      await careless.finish()
    }
    // both steps fail: neither says how isLoading changes

    checkEqual(careless.state, Tally.State(count: 3, isLoading: false))
  }
}

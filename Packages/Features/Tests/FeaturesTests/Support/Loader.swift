import Features
import TestSupport

/// A child feature for the combinators' tests: it loads a word that a gate holds back, and a
/// new load cancels the one in flight.
struct Loader: Reducer {
  struct State: Sendable, Hashable, Identifiable {
    var id: Int
    var word: String?
    var isLoading = false
  }

  enum Action: Sendable, Hashable {
    case load(String)
    case loaded(String)
    case cancel
  }

  private enum CancelID {
    case load
  }

  /// What a load waits for before it answers.
  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load(let word):
      state.isLoading = true
      return .run { [gate] send in
        guard (try? await gate.pass()) != nil else { return }
        await send(.loaded(word))
      }
      .cancellable(id: CancelID.load, cancelInFlight: true)
    case .loaded(let word):
      state.isLoading = false
      state.word = word
      return .none
    case .cancel:
      state.isLoading = false
      return .cancel(id: CancelID.load)
    }
  }
}

import Features
import FeaturesTesting
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ScopeTests {
  struct Parent: Reducer {
    struct State: Sendable, Hashable {
      var first = Loader.State(id: 1)
      var second = Loader.State(id: 2)
      var log: [String] = []
    }

    enum Action: Sendable, Hashable {
      case first(Loader.Action)
      case second(Loader.Action)
      case note(String)

      static let firstCase = ActionCase<Self, Loader.Action>(embed: Self.first) {
        guard case .first(let action) = $0 else { return nil }
        return action
      }
      static let secondCase = ActionCase<Self, Loader.Action>(embed: Self.second) {
        guard case .second(let action) = $0 else { return nil }
        return action
      }
    }

    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      Scope(state: \.first, action: Action.firstCase) { Loader(gate: gate) }
        .combined(with: Scope(state: \.second, action: Action.secondCase) { Loader(gate: gate) })
        .combined(
          with: Reduce<State, Action> { state, action in
            switch action {
            case .first(.loaded(let word)):
              state.log.append("first saw \(word), now \(state.first.word ?? "nothing")")
            case .note(let text):
              state.log.append(text)
            default:
              break
            }
            return .none
          }
        )
        .reduce(into: &state, action: action)
    }
  }

  @Test func runsTheChildOnItsStateAndMapsItsEffectsUp() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await store.send(.first(.load("ada"))) { $0.first.isLoading = true }
    await store.receive(.first(.loaded("ada"))) {
      $0.first.isLoading = false
      $0.first.word = "ada"
      $0.log = ["first saw ada, now ada"]
    }
    await store.send(.note("done")) { $0.log.append("done") }
    await store.finish()
  }

  @Test func twoChildrenOfOneTypeDoNotCancelEachOther() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(.first(.load("ada"))) { $0.first.isLoading = true }
    await arrivals.next()
    await store.send(.second(.load("bo"))) { $0.second.isLoading = true }
    await arrivals.next()
    await store.send(.second(.cancel)) { $0.second.isLoading = false }
    gate.open()

    await store.receive(.first(.loaded("ada"))) {
      $0.first.isLoading = false
      $0.first.word = "ada"
      $0.log = ["first saw ada, now ada"]
    }
    await store.finish()
    checkEqual(gate.cancellations, 1)
  }

  @Test func anUnstatedChangeOfTheChildFails() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await withKnownIssue {
      await store.send(.first(.load("ada")))
    } matching: { issue in
      issue.description.contains("isLoading")
    }
    await store.send(.first(.cancel)) { $0.first.isLoading = false }
    await store.finish()
  }
}

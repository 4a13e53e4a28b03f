import Features
import FeaturesTesting
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct IfLetReducerTests {
  struct Parent: Reducer {
    struct State: Sendable, Hashable {
      var child: Loader.State?
      var seen: [String] = []
    }

    enum Action: Sendable, Hashable {
      case child(Loader.Action)
      case present
      case dismiss

      static let childCase = ActionCase<Self, Loader.Action>(embed: Self.child) {
        guard case .child(let action) = $0 else { return nil }
        return action
      }
    }

    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      Reduce<State, Action> { state, action in
        switch action {
        case .present:
          state.child = Loader.State(id: 1)
        case .dismiss:
          state.child = nil
        case .child(.loaded(let word)):
          state.seen.append(word)
          state.child = nil
        case .child:
          break
        }
        return .none
      }
      .ifLet(\.child, action: Action.childCase) { Loader(gate: gate) }
      .reduce(into: &state, action: action)
    }
  }

  @Test func runsTheChildWhilePresentThenTheParent() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await store.send(.present) { $0.child = Loader.State(id: 1) }
    await store.send(.child(.load("ada"))) { $0.child?.isLoading = true }
    await store.receive(.child(.loaded("ada"))) {
      $0.seen = ["ada"]
      $0.child = nil
    }
    await store.finish()
  }

  @Test func aDismissedChildReceivesNoLateAnswer() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(.present) { $0.child = Loader.State(id: 1) }
    await store.send(.child(.load("ada"))) { $0.child?.isLoading = true }
    await arrivals.next()
    await store.send(.dismiss) { $0.child = nil }
    gate.open()
    await store.finish()

    checkEqual(gate.cancellations, 1)
  }

  @Test func anActionForAnAbsentChildChangesNothing() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await store.send(.child(.load("ada")))
    await store.finish()
  }

  @Test func aChildPresentedAgainAfterADismissalStartsAfresh() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(.present) { $0.child = Loader.State(id: 1) }
    await store.send(.child(.load("old"))) { $0.child?.isLoading = true }
    await arrivals.next()
    await store.send(.dismiss) { $0.child = nil }
    await store.send(.present) { $0.child = Loader.State(id: 1) }
    await store.send(.child(.load("new"))) { $0.child?.isLoading = true }
    await arrivals.next()
    gate.open()

    await store.receive(.child(.loaded("new"))) {
      $0.seen = ["new"]
      $0.child = nil
    }
    await store.finish()
  }

  @Test func aWrongExpectationOfTheChildFails() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(
      initialState: Parent.State(child: Loader.State(id: 1)), reducer: Parent(gate: gate))

    await store.send(.child(.load("ada"))) { $0.child?.isLoading = true }
    await withKnownIssue {
      await store.receive(.child(.loaded("ada"))) { $0.seen = ["ada"] }
    } matching: { issue in
      issue.description.contains("child")
    }
    await store.finish()
  }
}

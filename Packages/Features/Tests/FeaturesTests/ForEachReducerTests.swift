import Dependencies
import Features
import FeaturesTesting
import Synchronization
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ForEachReducerTests {
  struct Parent: Reducer {
    struct State: Sendable, Hashable {
      var rows: [Loader.State] = [Loader.State(id: 1), Loader.State(id: 2)]
      var loadedCount = 0
    }

    enum Action: Sendable, Hashable {
      case row(ElementAction<Int, Loader.Action>)
      case remove(Int)

      static let rowCase = ActionCase<Self, ElementAction<Int, Loader.Action>>(embed: Self.row) {
        guard case .row(let action) = $0 else { return nil }
        return action
      }
    }

    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      Reduce<State, Action> { state, action in
        switch action {
        case .remove(let id):
          state.rows.removeAll { $0.id == id }
        case .row(let element):
          if case .loaded = element.action {
            state.loadedCount += 1
          }
        }
        return .none
      }
      .forEach(\.rows, action: Action.rowCase) { Loader(gate: gate) }
      .reduce(into: &state, action: action)
    }
  }

  private static func row(_ id: Int, _ action: Loader.Action) -> Parent.Action {
    .row(ElementAction(id: id, action: action))
  }

  @Test func runsTheChildWithTheIdAndMapsItsEffectsUp() async throws {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await store.send(Self.row(2, .load("bo"))) { $0.rows[1].isLoading = true }
    await store.receive(Self.row(2, .loaded("bo"))) {
      $0.rows[1].isLoading = false
      $0.rows[1].word = "bo"
      $0.loadedCount = 1
    }
    await store.finish()
    try checkEqual(#require(store.state.rows.first).word, nil)
  }

  @Test func rowsOfOneTypeDoNotCancelEachOther() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(Self.row(1, .load("ada"))) { $0.rows[0].isLoading = true }
    await arrivals.next()
    await store.send(Self.row(2, .load("bo"))) { $0.rows[1].isLoading = true }
    await arrivals.next()
    gate.open()

    // Both loads pass the gate at once, so their answers come in either order.
    let received = Mutex<Parent.Action?>(nil)
    for _ in 0..<2 {
      await store.receive(
        matching: { action in
          received.withLock { $0 = action }
          guard case .row(let element) = action, case .loaded = element.action else {
            return false
          }
          return true
        },
        { state in
          guard case .row(let element)? = received.withLock({ $0 }),
            case .loaded(let word) = element.action,
            let index = state.rows.firstIndex(where: { $0.id == element.id })
          else { return }
          state.rows[index].isLoading = false
          state.rows[index].word = word
          state.loadedCount += 1
        })
    }
    await store.finish()
    checkEqual(store.state.rows.map(\.word), ["ada", "bo"])
    checkEqual(store.state.loadedCount, 2)
    checkEqual(gate.cancellations, 0)
  }

  @Test func aRemovedRowReceivesNoLateAnswer() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()

    await store.send(Self.row(1, .load("ada"))) { $0.rows[0].isLoading = true }
    await arrivals.next()
    await store.send(.remove(1)) { $0.rows = [Loader.State(id: 2)] }
    gate.open()
    await store.finish()

    checkEqual(gate.cancellations, 1)
  }

  @Test func anActionForAnUnknownIdChangesNoRow() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await store.send(Self.row(9, .load("ada")))
    await store.finish()
  }

  @Test func aLateAnswerTheTestDidNotExpectFails() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))

    await store.send(Self.row(1, .load("ada"))) { $0.rows[0].isLoading = true }
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("did not receive")
    }
  }
}

import Features
import FeaturesTesting
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct StackReducerTests {
  struct Parent: Reducer {
    struct State: Sendable, Hashable {
      var path = StackState([Loader.State(id: 1), Loader.State(id: 2)])
      var loadedCount = 0
      /// The depth of the stack the parent saw with each pop or push.
      var depthsSeen: [Int] = []
    }

    enum Action: Sendable, Hashable {
      case path(StackAction<Loader.State, Loader.Action>)
      case popAll
      /// Runs an element's action by a function call, not through the `forEach`.
      case runAlone(StackElementID, Loader.Action)

      static let pathCase = ActionCase<Self, StackAction<Loader.State, Loader.Action>>(
        embed: Self.path
      ) {
        guard case .path(let action) = $0 else { return nil }
        return action
      }
    }

    let gate: Gate

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      Reduce<State, Action> { state, action in
        switch action {
        case .popAll:
          while state.path.popLast() != nil {}
        case .runAlone(let id, let action):
          return Loader(gate: gate).reduceElement(id, action, in: &state, at: \.path) {
            .path(.element(id: $0, action: $1))
          }
        case .path(.element(_, .loaded)):
          state.loadedCount += 1
        case .path(.popFrom), .path(.push):
          state.depthsSeen.append(state.path.count)
        case .path(.element):
          break
        }
        return .none
      }
      .forEach(\.path, action: Action.pathCase) { Loader(gate: gate) }
      .reduce(into: &state, action: action)
    }
  }

  private static func element(
    _ id: StackElementID, _ action: Loader.Action
  ) -> Parent.Action {
    .path(.element(id: id, action: action))
  }

  /// `action` sent to the element `id`: through the stack, or `alone`, by the parent's call.
  private static func element(
    _ id: StackElementID, _ action: Loader.Action, alone: Bool
  ) -> Parent.Action {
    alone ? .runAlone(id, action) : element(id, action)
  }

  /// Started alone, by the parent's call, the element's actions still come back through the
  /// stack.
  @Test(arguments: [false, true])
  func runsTheElementWithTheIdAndMapsItsEffectsUp(alone: Bool) async throws {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    let top = try #require(store.state.path.ids.last)

    await store.send(Self.element(top, .load("bo"), alone: alone)) {
      $0.path[id: top]?.isLoading = true
    }
    await store.receive(Self.element(top, .loaded("bo"))) {
      $0.path[id: top]?.isLoading = false
      $0.path[id: top]?.word = "bo"
      $0.loadedCount = 1
    }
    await store.finish()
    checkEqual(store.state.path.first?.word, nil)
  }

  @Test func pushAppendsUnderTheNextIdAfterTheParentSawTheStackAndOnlyOnce() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    let id = store.state.path.nextID

    await store.send(.path(.push(id: id, state: Loader.State(id: 3)))) {
      $0.path.append(Loader.State(id: 3))
      $0.depthsSeen = [2]
    }
    checkEqual(store.state.path.ids.last, id)
    // The same push again, as a key pressed twice sends it: the id is given, so nothing is pushed.
    await store.send(.path(.push(id: id, state: Loader.State(id: 3)))) {
      $0.depthsSeen = [2, 3]
    }
    await store.finish()
  }

  @Test func popFromPopsAfterTheParentSawTheStack() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    let bottom = store.state.path.ids[0]

    await store.send(.path(.popFrom(id: bottom))) {
      $0.path.pop(from: bottom)
      $0.depthsSeen = [2]
    }
    check(store.state.path.isEmpty)
    await store.finish()
  }

  /// A store whose element at `index` is loading, its load held back by the gate it returns;
  /// started `alone` by the parent's function call rather than through the stack.
  private static func loading(
    at index: Int, alone: Bool = false
  ) async -> (store: TestStore<Parent>, gate: Gate, id: StackElementID) {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()
    let id = store.state.path.ids[index]
    await store.send(element(id, .load("ada"), alone: alone)) { $0.path[id: id]?.isLoading = true }
    await arrivals.next()
    return (store, gate, id)
  }

  @Test func anElementNoLongerInTheStackIsNotRunAlone() async {
    let gate = Gate()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    let top = store.state.path.ids[1]
    await store.send(.path(.popFrom(id: top))) {
      $0.path.popLast()
      $0.depthsSeen = [2]
    }
    await store.send(.runAlone(top, .load("ada")))
    await store.finish()
  }

  /// Started alone, by the parent's call, the element is cancelled as if its `forEach` had
  /// run it.
  @Test(arguments: [false, true])
  func aPoppedElementReceivesNoLateAnswer(alone: Bool) async {
    let (store, gate, top) = await Self.loading(at: 1, alone: alone)

    await store.send(.path(.popFrom(id: top))) {
      $0.path.popLast()
      $0.depthsSeen = [2]
    }
    gate.open()
    await store.finish()

    checkEqual(gate.cancellations, 1)
  }

  @Test func anElementThatTheParentPopsIsCancelledToo() async {
    let (store, gate, bottom) = await Self.loading(at: 0)

    await store.send(.popAll) { $0.path.pop(from: bottom) }
    gate.open()
    await store.finish()

    checkEqual(gate.cancellations, 1)
  }

  @Test func poppingOneElementLeavesTheEffectsOfThoseBelow() async {
    let (store, gate, bottom) = await Self.loading(at: 0)
    let top = store.state.path.ids[1]

    await store.send(.path(.popFrom(id: top))) {
      $0.path.popLast()
      $0.depthsSeen = [2]
    }
    gate.open()
    await store.receive(Self.element(bottom, .loaded("ada"))) {
      $0.path[id: bottom]?.isLoading = false
      $0.path[id: bottom]?.word = "ada"
      $0.loadedCount = 1
    }
    await store.finish()

    checkEqual(gate.cancellations, 0)
  }

  @Test func anActionForAnIdNoLongerInTheStackChangesNoElement() async {
    let gate = Gate()
    gate.open()
    let store = TestStore(initialState: Parent.State(), reducer: Parent(gate: gate))
    let top = store.state.path.ids[1]

    await store.send(.path(.popFrom(id: top))) {
      $0.path.popLast()
      $0.depthsSeen = [2]
    }
    await store.send(Self.element(top, .load("ada")))
    await store.finish()
  }
}

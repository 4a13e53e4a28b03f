import Features
import FeaturesTesting
import TestSupport
import Testing

/// A counter that loads words: enough behaviour for every kind of assertion a test store makes.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    var words: [String] = []
  }

  enum Action: Equatable, Sendable {
    case increment
    case incrementTwice
    case load([String])
    case loaded(String)
    case wait
    case stop
    case waited
  }

  /// What a `wait` effect waits for: it sends `waited` when this yields, and ends without a
  /// word when cancelled.
  let opened: AsyncStream<Void>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .incrementTwice:
      return .merge(.send(.increment), .send(.increment))
    case .load(let words):
      return .run { send in
        for word in words {
          await send(.loaded(word))
        }
      }
    case .loaded(let word):
      state.words.append(word)
      return .none
    case .wait:
      return .run { [opened] send in
        for await _ in opened {
          await send(.waited)
          return
        }
      }
      .cancellable(id: "wait")
    case .stop:
      return .cancel(id: "wait")
    case .waited:
      state.count = -1
      return .none
    }
  }
}

@Suite(.timeLimit(.minutes(1)))
struct TestStoreTests {
  let opened: AsyncStream<Void>
  let open: AsyncStream<Void>.Continuation

  init() {
    (opened, open) = AsyncStream.makeStream(of: Void.self)
  }

  func makeStore() -> TestStore<Counter> {
    TestStore(initialState: Counter.State(), reducer: Counter(opened: opened))
  }

  @Test func passesWhenEveryChangeIsStated() async {
    let store = makeStore()

    await store.send(.increment) { $0.count = 1 }
    await store.send(.increment) { $0.count = 2 }

    checkEqual(store.state.count, 2)
  }

  @Test func failsWhenAChangeIsNotStated() async {
    let store = makeStore()

    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.description.contains("− ") && issue.description.contains("+ ")
    }
  }

  @Test func failsWhenTheStatedChangeIsWrong() async {
    let store = makeStore()

    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      issue.description.contains("− ") && issue.description.contains("count: 2")
        && issue.description.contains("+ ") && issue.description.contains("count: 1")
    }
  }

  @Test func receivesTheActionsOfEffectsInOrder() async {
    let store = makeStore()

    await store.send(.load(["a", "b"]))
    await store.receive(.loaded("a")) { $0.words = ["a"] }
    await store.receive(.loaded("b")) { $0.words = ["a", "b"] }
    await store.finish()
  }

  @Test func receivesActionsThatMatchAPredicate() async {
    let store = makeStore()

    let isLoaded: @Sendable (Counter.Action) -> Bool = {
      if case .loaded = $0 { true } else { false }
    }

    await store.send(.load(["a"]))
    await store.receive(matching: isLoaded) { $0.words = ["a"] }
    await store.finish()
  }

  @Test func immediateActionsMustBeReceivedToo() async {
    let store = makeStore()

    await store.send(.incrementTwice)
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }
  }

  @Test func failsWhenAnotherActionIsReceived() async {
    let store = makeStore()

    await store.send(.load(["a"]))
    await withKnownIssue {
      await store.receive(.loaded("z")) { $0.words = ["a"] }
    } matching: { issue in
      issue.description.contains("Received loaded(\"a\"), expected loaded(\"z\")")
    }
    await store.finish()
  }

  @Test func failsWhenNoEffectIsLeftToSendTheAction() async {
    let store = makeStore()

    await withKnownIssue {
      await store.receive(.loaded("a"))
    } matching: { issue in
      issue.description.contains("no effect is running")
    }
  }

  @Test func failsWhenSendingWhileActionsWaitToBeReceived() async {
    let store = makeStore()
    await store.send(.incrementTwice)

    await withKnownIssue {
      await store.send(.loaded("x")) { $0.words = ["x"] }
    } matching: { issue in
      issue.description.contains("wait to be received: increment, increment")
    }
    await store.receive(.increment) { $0.count = 1 }
    await store.receive(.increment) { $0.count = 2 }
  }

  @Test func finishFailsWhenActionsWereNotReceived() async {
    let store = makeStore()

    await store.send(.load(["a", "b"]))
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("2 actions that the test did not receive")
    }
  }

  @Test func failsWhenTheTestEndsWithoutWaitingForEffects() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.load([]))
    } matching: { issue in
      issue.description.contains("await store.finish()")
    }
  }

  @Test func failsWhenTheTestEndsWithActionsNotReceived() async {
    await withKnownIssue {
      let store = makeStore()
      await store.send(.incrementTwice)
    } matching: { issue in
      issue.description.contains("2 actions that the test did not receive")
    }
  }

  @Test func aCancelledEffectEndsAndItsActionsAreDropped() async {
    let store = makeStore()

    await store.send(.wait)
    await store.send(.stop)
    await store.finish()
    open.yield()

    checkEqual(store.state.count, 0)
  }

  @Test func finishWaitsForARunningEffect() async {
    let store = makeStore()

    await store.send(.wait)
    open.yield()
    await store.receive(.waited) { $0.count = -1 }
    await store.finish()
  }

  @Test func finishStopsWaitingWhenItsTaskIsCancelled() async {
    let store = makeStore()
    await store.send(.wait)

    let finishing = Task {
      await withKnownIssue {
        await store.finish()
      } matching: { issue in
        issue.description.contains("cancelled while effects still ran")
      }
    }
    finishing.cancel()
    await finishing.value

    await store.send(.stop)
    await store.finish()
  }

  @Test func receiveStopsWaitingWhenItsTaskIsCancelled() async {
    let store = makeStore()
    await store.send(.wait)

    let receiving = Task {
      await withKnownIssue {
        await store.receive(.waited) { $0.count = -1 }
      } matching: { issue in
        issue.description.contains("cancelled while waiting to receive waited")
      }
    }
    receiving.cancel()
    await receiving.value

    await store.send(.stop)
    await store.finish()
  }
}

import Observation
import Synchronization
import TestSupport
import Testing

@testable import Features

@MainActor
@Suite struct ObservableStoreTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func sendReducesTheActionAtOnce() {
    let store = ObservableStore(initialState: ["initial"], reducer: Script { _ in .none })

    store.send("tap")

    checkEqual(store.state, ["initial", "tap"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func stateChangesAreObservable() {
    let store = ObservableStore(initialState: [], reducer: Script { _ in .none })
    let changes = Counter()
    withObservationTracking {
      _ = store.state
    } onChange: {
      changes.increment()
    }

    store.send("tap")

    checkEqual(changes.value, 1)
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func trackingFiresOnceForTheFirstChange() {
    let store = ObservableStore(initialState: [], reducer: Script { _ in .none })
    let changes = Counter()
    withObservationTracking {
      _ = store.state.count
    } onChange: {
      changes.increment()
    }

    store.send("first")
    store.send("second")

    checkEqual(changes.value, 1, "tracking fires once, for the first change")
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func finishWaitsForEffectsAndTheActionsTheySend() async {
    let store = ObservableStore(
      initialState: [],
      reducer: Script { action in
        switch action {
        case "start": .merge(.send("immediate"), .run { send in await send("loaded") })
        case "loaded": .run { send in await send("follow-up") }
        default: .none
        }
      }
    )

    let task = store.send("start")
    checkEqual(store.state, ["start", "immediate"], "sent actions are reduced before any work")
    await task.finish()

    checkEqual(store.state, ["start", "immediate", "loaded", "follow-up"])
  }
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aCancelledTaskSaysSo() async {
    let store = ObservableStore(initialState: [], reducer: Script { _ in .run { _ in } })

    let task = store.send("start")
    check(!task.isCancelled)
    task.cancel()
    await task.finish()

    check(task.isCancelled)
    checkEqual(store.state, ["start"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test func aTaskWithoutEffectsIsAlreadyFinished() async {
    let store = ObservableStore(initialState: [], reducer: Script { _ in .none })

    let task = store.send("tap")
    await task.finish()

    check(!task.isCancelled)
    checkEqual(store.state, ["tap"])
  }
}

/// A count that an observation's `onChange` can raise from any thread.
private final class Counter: Sendable {
  private let count = Mutex(0)

  var value: Int { count.withLock { $0 } }

  func increment() {
    count.withLock { $0 += 1 }
  }
}

import TestSupport
import Testing

@testable import Features

@Suite struct StoreTests {
  @Test func sendReducesTheAction() async {
    let store = Store(initialState: ["initial"], reducer: Script { _ in .none })

    await store.send("tap")

    await checkEqual(store.state, ["initial", "tap"])
  }

  @Test func statesStartWithTheCurrentStateAndFollowEveryAction() async {
    let store = Store(
      initialState: ["initial"],
      reducer: Script { action in
        action == "start" ? .run { send in await send("loaded") } : .none
      }
    )
    let states = await store.states()

    await store.send("start")

    var iterator = states.makeAsyncIterator()
    await checkEqual(iterator.next(), ["initial"])
    await checkEqual(iterator.next(), ["initial", "start"])
    await checkEqual(iterator.next(), ["initial", "start", "loaded"])
  }

  @Test func everyStatesStreamGetsEveryState() async {
    let store = Store(initialState: [], reducer: Script { _ in .none })
    let first = await store.states()
    let second = await store.states()

    await store.send("tap")

    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    await checkEqual(firstIterator.next(), [])
    await checkEqual(firstIterator.next(), ["tap"])
    await checkEqual(secondIterator.next(), [])
    await checkEqual(secondIterator.next(), ["tap"])
  }

  @Test func statesFinishWhenTheStoreIsReleased() async throws {
    var store: Store<Script>? = Store(initialState: [], reducer: Script { _ in .none })
    let states = try #require(await store?.states())
    await store?.send("tap")

    store = nil

    var received: [[String]] = []
    for await state in states {
      received.append(state)
    }
    checkEqual(received, [[], ["tap"]])
  }
}

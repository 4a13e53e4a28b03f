import Testing

@testable import Features

@Suite struct StoreTests {
  @Test func sendReducesTheAction() async {
    let store = Store(initialState: ["initial"], reducer: Script { _ in .none })

    await store.send("tap")

    #expect(await store.state == ["initial", "tap"])
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
    #expect(await iterator.next() == ["initial"])
    #expect(await iterator.next() == ["initial", "start"])
    #expect(await iterator.next() == ["initial", "start", "loaded"])
  }

  @Test func everyStatesStreamGetsEveryState() async {
    let store = Store(initialState: [], reducer: Script { _ in .none })
    let first = await store.states()
    let second = await store.states()

    await store.send("tap")

    var firstIterator = first.makeAsyncIterator()
    var secondIterator = second.makeAsyncIterator()
    #expect(await firstIterator.next() == [])
    #expect(await firstIterator.next() == ["tap"])
    #expect(await secondIterator.next() == [])
    #expect(await secondIterator.next() == ["tap"])
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
    #expect(received == [[], ["tap"]])
  }
}

import NetworkClientTestSupport
import Testing

@testable import Features

@Suite struct StoreTests {
  @Test func sendReducesTheAction() async {
    let store = Store(initialState: ["initial"], reducer: Script { _ in .none })

    await store.send("tap")

    #expect(await store.state == ["initial", "tap"])
  }

  @Test func actionsFromEffectsAreFedBackAndAwaitedTransitively() async {
    let store = Store(
      initialState: [],
      reducer: Script { action in
        switch action {
        case "start":
          return .run { send in
            await send("first")
            await send("second")
          }
        case "first":
          return .run { send in await send("first's follow-up") }
        default:
          return .none
        }
      }
    )

    await store.send("start")

    #expect(await store.state == ["start", "first", "first's follow-up", "second"])
  }

  @Test func aSentActionIsReducedBeforeAnyOperationRuns() async {
    let store = Store(
      initialState: [],
      reducer: Script { action in
        guard action == "start" else { return .none }
        return .merge(.run { send in await send("from run") }, .send("immediate"))
      }
    )

    await store.send("start")

    #expect(await store.state == ["start", "immediate", "from run"])
  }

  @Test(.timeLimit(.minutes(1)))
  func mergedOperationsRunConcurrently() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script { action in
        guard action == "start" else { return .none }
        return .merge(
          .run { send in
            guard (try? await gate.pass()) != nil else { return }
            await send("waited")
          },
          .run { send in
            gate.open()
            await send("opened")
          }
        )
      }
    )

    await store.send("start")

    #expect(await store.state.sorted() == ["opened", "start", "waited"])
  }

  @Test(.timeLimit(.minutes(1)))
  func cancellingTheSenderCancelsItsEffectsAndDropsTheirActions() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script { action in
        guard action == "start" else { return .none }
        return .run { send in
          do {
            try await gate.pass()
            await send("passed")
          } catch {
            await send("cancelled")
          }
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let sender = Task { await store.send("start") }
    await arrivals.next()
    sender.cancel()
    await sender.value

    #expect(gate.cancellations == 1)
    #expect(await store.state == ["start"])
  }

  @Test(.timeLimit(.minutes(1)))
  func cancellingTheSenderCancelsWhatTheActionsOfItsEffectsStarted() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script { action in
        switch action {
        case "start":
          return .run { send in await send("next") }
        case "next":
          return .run { send in
            guard (try? await gate.pass()) != nil else { return }
            await send("passed")
          }
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let sender = Task { await store.send("start") }
    await arrivals.next()
    sender.cancel()
    await sender.value

    #expect(gate.cancellations == 1)
    #expect(await store.state == ["start", "next"])
  }

  @Test(.timeLimit(.minutes(1)))
  func cancelByIdentifierLeavesRunningWhatTheEffectsActionsStarted() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script { action in
        switch action {
        case "start":
          return .run { send in await send("done") }.cancellable(id: "child")
        case "done":
          // A parent that dismisses the child whose last answer this is, and reloads.
          let reload = Effect<String>.run { send in
            guard (try? await gate.pass()) != nil else { return }
            await send("reloaded")
          }
          return .merge(reload, .cancel(id: "child"))
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let sender = Task { await store.send("start") }
    await arrivals.next()
    gate.open()
    await sender.value

    #expect(gate.cancellations == 0)
    #expect(await store.state == ["start", "done", "reloaded"])
  }

  @Test(.timeLimit(.minutes(1)))
  func cancelByIdentifierStopsTheRunningOperation() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script { action in
        switch action {
        case "start":
          return .run { send in
            guard (try? await gate.pass()) != nil else { return }
            await send("passed")
          }
          .cancellable(id: "job")
        case "stop":
          return .cancel(id: "job")
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let starter = Task { await store.send("start") }
    await arrivals.next()
    await store.send("stop")
    await starter.value

    #expect(gate.cancellations == 1)
    #expect(await store.state == ["start", "stop"])
  }

  @Test(.timeLimit(.minutes(1)))
  func cancelByIdentifierLeavesOtherIdentifiersRunning() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script { action in
        switch action {
        case "start":
          return .run { send in
            guard (try? await gate.pass()) != nil else { return }
            await send("passed")
          }
          .cancellable(id: "job")
        case "stop":
          return .merge(.cancel(id: "other job"), .cancel(id: 1))
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let starter = Task { await store.send("start") }
    await arrivals.next()
    await store.send("stop")
    gate.open()
    await starter.value

    #expect(gate.cancellations == 0)
    #expect(await store.state == ["start", "stop", "passed"])
  }

  @Test(.timeLimit(.minutes(1)))
  func cancelInFlightCancelsTheEarlierOperation() async {
    let gate = Gate()
    let store = Store(
      initialState: [],
      reducer: Script.latestLoad(through: gate)
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let firstLoad = Task { await store.send("load 1") }
    await arrivals.next()
    let secondLoad = Task { await store.send("load 2") }
    await firstLoad.value
    await arrivals.next()
    gate.open()
    await secondLoad.value

    #expect(gate.cancellations == 1)
    #expect(await store.state == ["load 1", "load 2", "response to load 2"])
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

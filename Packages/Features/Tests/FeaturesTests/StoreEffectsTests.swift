import TestSupport
import Testing

@testable import Features

/// How ``Store`` and ``ObservableStore`` run effects, checked on both: they share one core, and
/// these tests pin what it does.
@MainActor
@Suite struct StoreEffectsTests {
  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(arguments: StoreKind.allCases)
  func actionsFromEffectsAreFedBackAndAwaitedTransitively(kind: StoreKind) async {
    let store = kind.make(
      Script { action in
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

    await store.send("start").finish()

    await checkEqual(store.state(), ["start", "first", "first's follow-up", "second"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(arguments: StoreKind.allCases)
  func aSentActionIsReducedBeforeAnyOperationRuns(kind: StoreKind) async {
    let store = kind.make(
      Script { action in
        guard action == "start" else { return .none }
        return .merge(.run { send in await send("from run") }, .send("immediate"))
      }
    )

    await store.send("start").finish()

    await checkEqual(store.state(), ["start", "immediate", "from run"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func mergedOperationsRunConcurrently(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(
      Script { action in
        guard action == "start" else { return .none }
        return .merge(
          .passing(gate, then: "waited"),
          .run { send in
            gate.open()
            await send("opened")
          }
        )
      }
    )

    await store.send("start").finish()

    await checkEqual(store.state().sorted(), ["opened", "start", "waited"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func cancellingASendCancelsItsEffectsAndDropsTheirActions(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(
      Script { action in
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

    let sending = store.send("start")
    await arrivals.next()
    sending.cancel()
    await sending.finish()

    checkEqual(gate.cancellations, 1)
    await checkEqual(store.state(), ["start"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func cancellingASendCancelsWhatTheActionsOfItsEffectsStarted(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(
      Script { action in
        switch action {
        case "start":
          return .run { send in await send("next") }
        case "next":
          return .passing(gate, then: "passed")
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let sending = store.send("start")
    await arrivals.next()
    sending.cancel()
    await sending.finish()

    checkEqual(gate.cancellations, 1)
    await checkEqual(store.state(), ["start", "next"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func anActionSentAfterTheCancellationIsDropped(kind: StoreKind) async {
    let latch = Latch()
    let store = kind.make(
      Script { action in
        switch action {
        case "start":
          return .run { send in await send("next") }
        case "next":
          // Work that does not check for cancellation, then answers late.
          return .run { send in
            await latch.wait()
            await send("late")
          }
        default:
          return .none
        }
      }
    )
    var arrivals = latch.arrivals.makeAsyncIterator()

    let sending = store.send("start")
    await arrivals.next()
    sending.cancel()
    latch.open()
    await sending.finish()

    await checkEqual(store.state(), ["start", "next"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func cancelByIdentifierLeavesRunningWhatTheEffectsActionsStarted(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(
      Script { action in
        switch action {
        case "start":
          return .run { send in await send("done") }.cancellable(id: "child")
        case "done":
          // A parent that dismisses the child whose last answer this is, and reloads.
          let reload = Effect<String>.passing(gate, then: "reloaded")
          return .merge(reload, .cancel(id: "child"))
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let sending = store.send("start")
    await arrivals.next()
    gate.open()
    await sending.finish()

    checkEqual(gate.cancellations, 0)
    await checkEqual(store.state(), ["start", "done", "reloaded"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func cancelByIdentifierStopsTheRunningOperation(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(
      Script { action in
        switch action {
        case "start":
          return .passing(gate, then: "passed")
            .cancellable(id: "job")
        case "stop":
          return .cancel(id: "job")
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let starting = store.send("start")
    await arrivals.next()
    await store.send("stop").finish()
    await starting.finish()

    checkEqual(gate.cancellations, 1)
    await checkEqual(store.state(), ["start", "stop"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func cancelByIdentifierLeavesOtherIdentifiersRunning(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(
      Script { action in
        switch action {
        case "start":
          return .passing(gate, then: "passed")
            .cancellable(id: "job")
        case "stop":
          return .merge(.cancel(id: "other job"), .cancel(id: 1))
        default:
          return .none
        }
      }
    )
    var arrivals = gate.arrivals.makeAsyncIterator()

    let starting = store.send("start")
    await arrivals.next()
    await store.send("stop").finish()
    gate.open()
    await starting.finish()

    checkEqual(gate.cancellations, 0)
    await checkEqual(store.state(), ["start", "stop", "passed"])
  }

  @available(macOS 14, iOS 17, tvOS 17, watchOS 10, *)
  @Test(.timeLimit(.minutes(1)), arguments: StoreKind.allCases)
  func cancelInFlightKeepsOnlyTheLatestResponse(kind: StoreKind) async {
    let gate = Gate()
    let store = kind.make(Script.latestLoad(through: gate))
    var arrivals = gate.arrivals.makeAsyncIterator()

    let first = store.send("load 1")
    await arrivals.next()
    let second = store.send("load 2")
    await first.finish()
    await arrivals.next()
    gate.open()
    await second.finish()

    checkEqual(gate.cancellations, 1)
    await checkEqual(store.state(), ["load 1", "load 2", "response to load 2"])
  }
}

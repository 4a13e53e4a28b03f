import TestSupport
import Testing

@testable import Features

@Suite struct EffectTests {
  @Test func noneDoesNothing() async {
    let effect = Effect<Int>.none

    check(effect.isNone)
    await checkEqual(effect.actions(), [])
  }

  @Test func sendSendsItsAction() async {
    await checkEqual(Effect.send(1).actions(), [1])
  }

  @Test func runSendsWhatItsOperationSends() async {
    let effect = Effect<Int>.run { send in
      await send(1)
      await send(2)
    }

    await checkEqual(effect.actions(), [1, 2])
    checkEqual(effect.cancellations.count, 1)
    check(effect.cancellations.compactMap { $0 }.isEmpty)
  }

  @Test func mergeKeepsEveryOperationInOrder() async {
    let effect = Effect.merge(.send(1), .none, .run { await $0(2) }, .send(3))

    await checkEqual(effect.actions(), [1, 2, 3])
  }

  @Test func mergeOfASequenceKeepsEveryOperation() async {
    let effect = Effect.merge((1...3).map { Effect.send($0) })

    await checkEqual(effect.actions(), [1, 2, 3])
  }

  @Test func cancellableMarksEveryRunOperation() throws {
    let effect = Effect.merge(.run { _ in }, .send(1), .run { _ in })
      .cancellable(id: "load", cancelInFlight: true)

    checkEqual(effect.cancellations.count, 2)
    for cancellation in effect.cancellations {
      let cancellation = try #require(cancellation)
      checkEqual(cancellation.id, CancellationID("load"))
      check(cancellation.cancelInFlight)
    }
  }

  @Test func cancellableDoesNotCancelInFlightByDefault() {
    let effect = Effect<Int>.run { _ in }.cancellable(id: 1)

    checkEqual(effect.cancellations.first??.cancelInFlight, false)
  }

  @Test func mapTransformsEveryAction() async {
    let effect = Effect.merge(.send(1), .run { await $0(2) }).map { "action \($0)" }

    await checkEqual(effect.actions(), ["action 1", "action 2"])
  }

  @Test func mapKeepsCancellationAndCancelOperations() throws {
    try expectLoadAndPollKept(in: Self.loadAndPoll.map(String.init))
  }

  /// A cancellable run under `load` that cancels in flight, and a cancel of `poll`.
  private static let loadAndPoll = Effect.merge(
    Effect<Int>.run { _ in }.cancellable(id: "load", cancelInFlight: true),
    .cancel(id: "poll")
  )

  /// Checks that `effect` still has ``loadAndPoll``'s cancellations.
  private func expectLoadAndPollKept<Action>(in effect: Effect<Action>) throws {
    let cancellation = try #require(effect.cancellations.first ?? nil)
    checkEqual(cancellation.id, CancellationID("load"))
    check(cancellation.cancelInFlight)
    guard case .cancel(let id) = effect.operations.last else {
      Issue.record("the cancel operation is gone")
      return
    }
    checkEqual(id, CancellationID("poll"))
  }

  @Test func aroundOperationsRunsEachOperationWithinItsScope() async {
    let effect = Effect.merge(.send(1), .run { await $0(Marker.current) })
      .aroundOperations { operation, send in
        await Marker.$current.withValue(10) {
          await send(5)
          await operation(send)
        }
      }

    await checkEqual(effect.actions(), [1, 5, 10], "the send is left alone; the run is scoped")
  }

  @Test func aroundOperationsKeepsCancellationAndCancelOperations() throws {
    try expectLoadAndPollKept(
      in: Self.loadAndPoll.aroundOperations { operation, send in await operation(send) })
  }

  private enum Marker {
    @TaskLocal static var current = 0
  }
}

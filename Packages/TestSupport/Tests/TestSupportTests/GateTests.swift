import TestSupport
import Testing

@Suite struct GateTests {
  @Test func letsEveryTaskThroughOnceOpenAndLaterOnesAtOnce() async throws {
    let gate = Gate()
    let first = Task { try await gate.pass() }
    for await _ in gate.arrivals { break }

    gate.open()
    try await first.value
    try await gate.pass()

    checkEqual(gate.cancellations, 0)
  }

  @Test func aCancelledWaiterThrowsAndIsCounted() async {
    let gate = Gate()
    let waiter = Task { try await gate.pass() }
    for await _ in gate.arrivals { break }

    waiter.cancel()
    let result = await waiter.result

    #expect(throws: CancellationError.self) { try result.get() }
    checkEqual(gate.cancellations, 1)
  }
}

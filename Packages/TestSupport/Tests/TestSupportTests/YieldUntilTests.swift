import TestSupport
import Testing

@Suite struct YieldUntilTests {
  @Test func returnsOnceTheConditionHolds() async throws {
    let done = LockedValue(false)
    let setter = Task { done.withLock { $0 = true } }

    try await yieldUntil("the flag to be set") { done.current }

    await setter.value
    check(done.current)
  }

  @Test func aCancelledWaitEndsSayingWhatItWaitedFor() async {
    let waiter = Task { try await yieldUntil("what never comes") { false } }
    waiter.cancel()
    let result = await waiter.result

    #expect(throws: WaitEnded(what: "what never comes", reason: .cancelled)) { try result.get() }
    checkEqual(
      WaitEnded(what: "what never comes", reason: .cancelled).description,
      "cancelled while waiting for what never comes")
  }

  @Test func aWaitPastItsHangGuardEnds() async {
    await #expect(throws: WaitEnded(what: "what never comes", reason: .hangGuard(.zero))) {
      try await yieldUntil("what never comes", hangGuard: .zero) { false }
    }
  }
}

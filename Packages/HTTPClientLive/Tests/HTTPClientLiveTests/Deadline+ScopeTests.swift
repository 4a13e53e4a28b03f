import Dependencies
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("withDeadline(_:isolation:operation:)")
struct DeadlineScopeTests {
  @Test("the deadline is current inside the scope only")
  func scope() async {
    let clock = TestClock()
    let limit = await withDeadline(Deadline(after: .seconds(5), clock: clock)) {
      Deadline.current?.limit
    }

    checkEqual(limit, .seconds(5))
    check(Deadline.current == nil)
  }

  @Test("a scope inside another keeps the deadline that ends sooner")
  func nested() async {
    let clock = TestClock()
    let outer = Deadline(after: .seconds(5), clock: clock)
    let inner = Deadline(after: .seconds(60), clock: clock)
    let sooner = Deadline(after: .seconds(1), clock: clock)

    let kept = await withDeadline(outer) {
      await withDeadline(inner) { Deadline.current?.limit }
    }
    let replaced = await withDeadline(outer) {
      await withDeadline(sooner) { Deadline.current?.limit }
    }

    checkEqual(kept, .seconds(5))
    checkEqual(replaced, .seconds(1))
  }

  @Test("a request's deadline is its timeout from now, or the scope's when that ends sooner")
  func forRequest() async {
    let clock = TestClock()
    let policy = TransferPolicy(timeout: .seconds(10), clock: clock, timeoutClock: clock)
    await clock.advance(by: .seconds(100))

    let own = Deadline.forRequest(under: policy)
    let scoped = await withDeadline(Deadline(after: .seconds(3), clock: clock)) {
      Deadline.forRequest(under: policy)?.limit
    }

    checkEqual(own?.remaining, .seconds(10))
    checkEqual(scoped, .seconds(3))
    check(Deadline.forRequest(under: TransferPolicy(clock: clock)) == nil)
  }
}

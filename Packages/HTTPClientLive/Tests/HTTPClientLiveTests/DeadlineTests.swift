import Dependencies
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

@Suite("Deadline")
struct DeadlineTests {
  @Test("it starts when made and counts down on its clock, below zero once passed")
  func remaining() async {
    let clock = TestClock()
    await clock.advance(by: .seconds(100))
    let deadline = Deadline(after: .seconds(30), clock: clock)

    checkEqual(deadline.limit, .seconds(30))
    checkEqual(deadline.remaining, .seconds(30))
    await clock.advance(by: .seconds(12))
    checkEqual(deadline.remaining, .seconds(18))
    await clock.advance(by: .seconds(20))
    checkEqual(deadline.remaining, .seconds(-2))
  }
}

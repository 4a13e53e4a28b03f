import Dependencies
import Testing

@Suite struct OffsetInstantTests {
  @Test func advancingAddsToTheOffsetAndDurationsAreSigned() {
    let start = OffsetInstant()
    let later = start.advanced(by: .milliseconds(1500))

    #expect(later.offset == .milliseconds(1500))
    #expect(start.duration(to: later) == .milliseconds(1500))
    #expect(later.duration(to: start) == .milliseconds(-1500))
    #expect(start < later)
    #expect(!(later < start))
  }

  @Test func bothTestClocksUseIt() {
    #expect(ImmediateClock().now == OffsetInstant())
    #expect(TestClock().now == OffsetInstant())
  }
}

import Testing

@testable import ScreenKit

@Suite struct OutageRetryTests {
  @Test func aFailedListAsksAgainOnceTheServerAnswersAndNotAfterItsOwnRetryFailed() {
    var retry = OutageRetry.idle
    let unprompted = retry.start()
    #expect(!unprompted, "nothing failed")
    retry.take(failed: true)
    #expect(retry == .armed)
    let first = retry.start()
    let second = retry.start()
    #expect(first && !second, "once for each failure")
    retry.take(failed: true)
    #expect(retry == .spent, "its own retry failed: it waits for r")
    let afterSpent = retry.start()
    #expect(!afterSpent)
    retry.take(failed: false)
    #expect(retry == .idle)
  }
}

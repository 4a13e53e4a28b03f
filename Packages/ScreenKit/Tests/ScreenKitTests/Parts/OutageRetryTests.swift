import Features
import HTTPClient
import Testing

@testable import ScreenKit

@Suite struct OutageRetryTests {
  private static let down = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down"))

  @Test func aFailedListAsksAgainOnceTheServerAnswersAndNotAfterItsOwnRetryFailed() {
    var retry = OutageRetry.idle
    let unprompted = retry.start()
    #expect(!unprompted, "nothing failed")
    retry.take(Self.down)
    #expect(retry == .armed)
    let first = retry.start()
    let second = retry.start()
    #expect(first && !second, "once for each failure")
    retry.take(Self.down)
    #expect(retry == .spent, "its own retry failed: it waits for r")
    let afterSpent = retry.start()
    #expect(!afterSpent)
    retry.take(Self.down)
    #expect(retry == .armed, "a failure of a load asked for with r arms it again")
    retry.take(nil)
    #expect(retry == .idle)
  }

  @Test(arguments: [
    NetworkError.notFound(resource: "authors", id: "1"),
    .unexpectedStatus(code: 503, bodyExcerpt: "down", request: nil),
    .malformedResponse(host: "api.test", reason: "an HTML page"),
  ])
  func anAnswerOfTheServerNeverArmsIt(_ answer: NetworkError) {
    var retry = OutageRetry.idle
    retry.take(LoadFailure(answer))
    #expect(retry == .idle, "the server answered: it never stopped answering")
    retry.take(Self.down)
    _ = retry.start()
    retry.take(LoadFailure(answer))
    #expect(retry == .spent, "its own retry failed")
  }
}

import Features
import HTTPClient
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct OutageRetryTests {
  private static let down = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down"))

  @Test func aFailedListAsksAgainOnceTheServerAnswersAndNotAfterItsOwnRetryFailed() {
    var retry = OutageRetry.idle
    let unprompted = retry.start()
    check(!unprompted, "nothing failed")
    retry.take(Self.down)
    checkEqual(retry, .armed)
    let first = retry.start()
    let second = retry.start()
    check(first && !second, "once for each failure")
    retry.take(Self.down)
    checkEqual(retry, .spent, "its own retry failed: it waits for r")
    let afterSpent = retry.start()
    check(!afterSpent)
    retry.take(Self.down)
    checkEqual(retry, .armed, "a failure of a load asked for with r arms it again")
    retry.take(nil)
    checkEqual(retry, .idle)
  }

  @Test func storedDataInPlaceOfTheServerArmsItAndAgainAfterItsOwnRetryWaitsForR() {
    var retry = OutageRetry.idle
    retry.takeStandIn()
    checkEqual(retry, .armed)
    let started = retry.start()
    check(started)
    retry.takeStandIn()
    checkEqual(retry, .spent, "its own retry found the server down again: it waits for r")
    retry.take(nil)
    checkEqual(retry, .idle)
  }

  @Test(arguments: [
    NetworkError.notFound(resource: "authors", id: "1"),
    .unexpectedStatus(code: 503, bodyExcerpt: "down", request: nil),
    .malformedResponse(host: "api.test", reason: "an HTML page"),
  ])
  func anAnswerOfTheServerNeverArmsIt(_ answer: NetworkError) {
    var retry = OutageRetry.idle
    retry.take(LoadFailure(answer))
    checkEqual(retry, .idle, "the server answered: it never stopped answering")
    retry.take(Self.down)
    _ = retry.start()
    retry.take(LoadFailure(answer))
    checkEqual(retry, .spent, "its own retry failed")
  }
}

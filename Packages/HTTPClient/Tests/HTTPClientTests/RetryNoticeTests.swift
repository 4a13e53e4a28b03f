import Synchronization
import TestSupport
import Testing

@testable import HTTPClient

@Suite("RetryNotice")
struct RetryNoticeTests {
  @Test("a retry is said on one line, with the key a write is sent again with")
  func description() {
    let notice = RetryNotice(
      request: "POST http://127.0.0.1:3000/charges", reason: "HTTP 503", attempt: 2,
      wait: .seconds(1), idempotencyKey: IdempotencyKey("k-1"))

    checkEqual(
      notice.description,
      "POST http://127.0.0.1:3000/charges: HTTP 503; trying again in 1s "
        + "(attempt 2, Idempotency-Key: k-1)")
  }

  @Test("a retry after no wait is said to come at once")
  func atOnce() {
    let notice = RetryNotice(
      request: "GET http://127.0.0.1:3000/posts", reason: "HTTP 503", attempt: 2, wait: .zero)

    check(notice.description.hasSuffix("HTTP 503; trying again at once (attempt 2)"))
  }

  @Test("the current task's observer is told")
  func observed() {
    let told = RetryNoticeBox()
    let observer = RetryObserver { told.append($0) }
    let notice = RetryNotice(
      request: "GET http://127.0.0.1:3000/posts", reason: "HTTP 503", attempt: 2,
      wait: .milliseconds(250))

    RetryObserver.$current.withValue(observer) { RetryObserver.current?(notice) }

    checkEqual(told.all, [notice])
    check(notice.description.hasSuffix("trying again in 250ms (attempt 2)"))
  }
}

/// The notices an observer was told.
private final class RetryNoticeBox: Sendable {
  private let notices = Mutex<[RetryNotice]>([])

  func append(_ notice: RetryNotice) { notices.withLock { $0.append(notice) } }

  var all: [RetryNotice] { notices.withLock { $0 } }
}

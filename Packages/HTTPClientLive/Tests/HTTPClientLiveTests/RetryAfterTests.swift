import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("RetryAfter")
struct RetryAfterTests {
  private let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT

  @Test(
    "a number is that many seconds, at most a day",
    arguments: [
      ("0", Duration.zero), ("7", .seconds(7)), (" 120 ", .seconds(120)),
      ("86400", .seconds(86_400)), ("90000", .seconds(86_400)),
      ("99999999999999999999999", .seconds(86_400)),
    ])
  func seconds(value: String, expected: Duration) {
    checkEqual(RetryAfter.delay(from: value, now: now), expected)
  }

  @Test("a date is the time from now until then, or nothing when it is past")
  func date() {
    checkEqual(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:50:07 GMT", now: now), .seconds(30))
    checkEqual(RetryAfter.delay(from: "Sun, 06 Nov 1994 08:49:37 GMT", now: now), .zero)
    checkEqual(RetryAfter.delay(from: "Sat, 05 Nov 1994 08:49:37 GMT", now: now), .zero)
    checkEqual(RetryAfter.delay(from: "Mon, 07 Nov 1994 08:49:38 GMT", now: now), .seconds(86_400))
  }

  @Test("anything else asks for nothing", arguments: ["", "-5", "1.5", "soon", "5 seconds"])
  func invalid(value: String) {
    checkEqual(RetryAfter.delay(from: value, now: now), nil)
  }
}

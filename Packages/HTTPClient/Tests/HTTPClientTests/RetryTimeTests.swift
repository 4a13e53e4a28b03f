import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite struct RetryTimeTests {
  private static let reset = Date(timeIntervalSince1970: 1_767_268_800)  // 2026-01-01T12:00:00Z

  private static func said(_ seconds: Double, zone: String = "UTC") throws -> String {
    let timeZone = try #require(TimeZone(identifier: zone))
    return RetryTime(date: reset, now: reset - seconds, timeZone: timeZone).description
  }

  @Test func saysTheWaitRoundedUpAndTheTimeOfDayInTheZone() throws {
    try checkEqual(Self.said(40), "in 40 s, at 12:00:00")
    try checkEqual(Self.said(39.2), "in 40 s, at 12:00:00")
    try checkEqual(Self.said(40, zone: "America/New_York"), "in 40 s, at 07:00:00")
    try checkEqual(Self.said(180), "in 3 min, at 12:00:00")
    try checkEqual(Self.said(181), "in 4 min, at 12:00:00")
    try checkEqual(Self.said(2 * 3_600 + 300, zone: "Asia/Kolkata"), "in 2 h 5 min, at 17:30:00")
  }

  @Test func namesTheDayWhenTheResetIsOnAnotherDayThanNow() throws {
    try checkEqual(Self.said(8 * 3_600), "in 8 h, at 12:00:00")
    try checkEqual(
      Self.said(8 * 3_600, zone: "America/New_York"), "in 8 h, at 2026-01-01 07:00:00",
      "23:00 on the day before, there")
    try checkEqual(Self.said(3 * 86_400), "in 3 days, at 2026-01-01 12:00:00")
    try checkEqual(Self.said(400 * 86_400), "after 2026-01-01 12:00:00")
  }

  @Test func aResetPassedIsNow() throws {
    try checkEqual(Self.said(0), "now")
    try checkEqual(Self.said(-30), "now")
  }

  @Test func saysWaitsAsAPersonDoes() {
    checkEqual(RetryTime.wait(seconds: 1), "1 s")
    checkEqual(RetryTime.wait(seconds: 59), "59 s")
    checkEqual(RetryTime.wait(seconds: 60), "1 min")
    checkEqual(RetryTime.wait(seconds: 3_600), "1 h")
    checkEqual(RetryTime.wait(seconds: 48 * 3_600 - 60), "47 h 59 min")
    checkEqual(RetryTime.wait(seconds: 48 * 3_600), "2 days")
    checkEqual(RetryTime.wait(seconds: 367 * 86_400), nil)
  }
}

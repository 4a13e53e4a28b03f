import Foundation
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite struct CachedResponseFreshnessTests {
  static let received = Date(timeIntervalSince1970: 1_700_000_000)

  /// A response received at ``received`` after a one-second round trip, with `headers`.
  func response(_ headers: [String: String]) -> CachedResponse {
    CachedResponse(
      url: URL(fileURLWithPath: "/posts"), status: 200, headers: headers, body: Data("[]".utf8),
      requestTime: Self.received.addingTimeInterval(-1), responseTime: Self.received,
      varyingRequestHeaders: [:])
  }

  func date(_ offset: TimeInterval) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: Self.received.addingTimeInterval(offset))
  }

  @Test func maxAgeWinsOverExpires() {
    let stored = response([
      "cache-control": "max-age=60", "date": date(0), "expires": date(3600),
    ])

    checkEqual(stored.freshnessLifetime, .seconds(60))
  }

  @Test func expiresCountsFromTheServersDate() {
    checkEqual(
      response(["date": date(-100), "expires": date(500)]).freshnessLifetime, .seconds(600))
    checkEqual(response(["date": date(0), "expires": date(-5)]).freshnessLifetime, .zero)
    checkEqual(response(["expires": "0"]).freshnessLifetime, .zero, "an invalid date is the past")
    checkEqual(response([:]).freshnessLifetime, .zero, "no heuristic freshness")
  }

  @Test func theAgeAddsTheRoundTripTheAgeFieldAndTheTimeStored() {
    let stored = response(["date": date(0), "age": "30"])

    checkEqual(stored.age(at: Self.received), .seconds(31))
    checkEqual(stored.age(at: Self.received.addingTimeInterval(100)), .seconds(131))
  }

  @Test func aServerClockBehindOrAheadNeverMakesTheAgeNegative() {
    let ahead = response(["date": date(3600)])
    let behind = response(["date": date(-50)])

    checkEqual(ahead.age(at: Self.received), .seconds(1))
    checkEqual(behind.age(at: Self.received), .seconds(50))
  }

  @Test func freshUntilTheLifetimeIsUsedUpUnlessNoCache() {
    let stored = response(["cache-control": "max-age=60", "date": date(0)])
    let noCache = response(["cache-control": "max-age=60, no-cache", "date": date(0)])

    check(stored.isFresh(at: Self.received.addingTimeInterval(58)))
    check(!stored.isFresh(at: Self.received.addingTimeInterval(59)))
    check(!noCache.isFresh(at: Self.received))
  }

  @Test func aHugeAgeIsCappedInsteadOfTrapping() {
    let stored = response(["age": "99999999999999999999"])

    checkEqual(stored.age(at: Self.received), .seconds(Int(Int32.max)))
  }

  @Test func aConditionalRequestUsesTheETagElseLastModified() {
    checkEqual(
      response(["etag": "W/\"1a\"", "last-modified": date(-9)]).validatingHeaders,
      ["If-None-Match": "W/\"1a\""])
    checkEqual(
      response(["last-modified": date(-9)]).validatingHeaders, ["If-Modified-Since": date(-9)])
    check(response([:]).validatingHeaders.isEmpty)
  }

  @Test func aNotModifiedAnswerRefreshesTheHeadersAndTimesButNotTheBody() {
    let stored = response([
      "etag": "\"1\"", "cache-control": "no-cache", "content-length": "2",
    ])
    let later = Self.received.addingTimeInterval(600)

    let refreshed = stored.refreshed(
      by: ["Cache-Control": "max-age=60", "Content-Length": "0", "Date": date(600)],
      requestTime: later.addingTimeInterval(-1), responseTime: later)

    checkEqual(refreshed.body, stored.body)
    checkEqual(refreshed.header("cache-control"), "max-age=60")
    checkEqual(refreshed.header("content-length"), "2")
    checkEqual(refreshed.header("etag"), "\"1\"")
    checkEqual(refreshed.responseTime, later)
    check(refreshed.isFresh(at: later))
  }

  @Test func aNotModifiedAnswerWithoutDateOrAgeDropsTheOldOnes() {
    let stored = response([
      "etag": "\"1\"", "cache-control": "max-age=60", "date": date(0), "age": "50",
    ])
    let later = Self.received.addingTimeInterval(3600)

    let refreshed = stored.refreshed(
      by: ["ETag": "\"1\""], requestTime: later.addingTimeInterval(-1), responseTime: later)

    checkEqual(refreshed.header("date"), nil)
    checkEqual(refreshed.header("age"), nil)
    check(refreshed.isFresh(at: later.addingTimeInterval(30)), "fresh again for its max-age")
  }

  @Test(
    arguments: [
      ("\"1\"", "\"1\"", true), ("W/\"1\"", "\"1\"", true), ("\"1\"", "W/\"1\"", true),
      ("\"2\"", "\"1\"", false), (nil, "\"1\"", true),
    ] as [(String?, String, Bool)])
  func aNotModifiedAnswerConfirmsOnlyTheSameEntity(
    received: String?, stored: String, confirms: Bool
  ) {
    let notModified = response(received.map { ["etag": $0] } ?? [:])

    checkEqual(response(["etag": stored]).isConfirmed(by: notModified), confirms)
  }
}

import Foundation
import TestSupport
import Testing

/// A rate limit that the request does not wait for says how long until it resets, and at what
/// time of day in the local time zone, as the message is printed.
@Suite("rate limits", .onWaitingThreads)
struct RateLimitTests {
  /// A time zone far from UTC, half an hour off, that the app is run in.
  private static let zone = "Asia/Kolkata"

  @Test(
    "a 429 says the wait and the local time of the reset",
    arguments: [40, 180], ["127.0.0.1", "::1"])
  func saysTheWaitAndTheLocalTime(retryAfter: Int, address: String) throws {
    let server = try HostileServer(address: address) { _, _ in
      [.response(429, headers: ["Retry-After": "\(retryAfter)"], body: "{}")]
    }
    defer { server.stop() }
    let seconds = TimeInterval(retryAfter)

    // A deadline under 40 s, so that the wait is not made; a wait over a minute is not made
    // whatever the deadline.
    let sent = Date()
    let result = try AppProcess.run(
      ["posts", "--timeout", "39s", "--base-url", server.baseURL.absoluteString],
      environment: ["TZ": Self.zone])
    let answered = Date()

    // The wait is said from when the message is made, some time between the two.
    let times = try Self.timesOfDay(from: sent + seconds, to: answered + seconds)
    let elapsed = Int(answered.timeIntervalSince(sent).rounded(.up))
    let waits = Set((max(retryAfter - elapsed, 1)...retryAfter).map(Self.wait))
    let said = waits.flatMap { wait in times.map { "try again in \(wait), at \($0)" } }
    checkEqual(result.status, 75, "\(result.standardError)")
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(said.contains { result.standardError.hasSuffix("\($0)\n") }, "\(result.standardError)")
  }

  /// A wait of `seconds` as the message says it, rounded up: `40 s`, `3 min`.
  private static func wait(_ seconds: Int) -> String {
    seconds < 60 ? "\(seconds) s" : "\((seconds + 59) / 60) min"
  }

  /// Each time of day, `14:03:20` in ``zone``, of the seconds from `start` to `end`.
  private static func timesOfDay(from start: Date, to end: Date) throws -> [String] {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    return stride(
      from: start.timeIntervalSince1970.rounded(.down), through: end.timeIntervalSince1970, by: 1
    )
    .map { second in
      let parts = calendar.dateComponents(
        [.hour, .minute, .second], from: Date(timeIntervalSince1970: second))
      return [parts.hour, parts.minute, parts.second].map {
        String(repeating: "0", count: ($0 ?? 0) < 10 ? 1 : 0) + "\($0 ?? 0)"
      }.joined(separator: ":")
    }
  }
}

import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("ExchangeSummary")
struct ExchangeSummaryTests {
  private func summary(
    _ url: String, _ outcome: ExchangeSummary.Outcome, _ duration: Duration, attempts: Int = 1
  ) throws -> ExchangeSummary {
    ExchangeSummary(
      method: "GET", url: ShownURL(try #require(URL(string: url))), outcome: outcome,
      duration: duration, attempts: attempts)
  }

  @Test("a line for a log: the path and query, the status or the failure, the time, the tries")
  func lines() throws {
    try checkEqual(
      summary("http://127.0.0.1:3000/posts?_page=2", .answered(status: 200), .milliseconds(84))
        .description, "GET /posts?_page=2: HTTP 200 in 84ms")
    try checkEqual(
      summary("http://[::1]:3000", .answered(status: 200, stored: true), .zero, attempts: 0)
        .description, "GET /: HTTP 200 stored in 0ms")
    try checkEqual(
      summary(
        "http://h/posts", .failed("h did not answer within 30s"), .milliseconds(30_050), attempts: 3
      ).description, "GET /posts: failed in 30s, 3 tries: h did not answer within 30s")
  }

  @Test("no secret of the URL: its password and credential query values are redacted")
  func secrets() throws {
    let line = try summary(
      "http://ada:pw@h/posts?api_key=3f6c2a&q=x", .answered(status: 401), .milliseconds(5)
    ).description

    checkEqual(line, "GET /posts?api_key=REDACTED&q=x: HTTP 401 in 5ms")
    try checkEqual(summary("http://h/", .failed("x"), .seconds(1)).status, nil)
  }
}

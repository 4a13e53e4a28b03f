import Foundation
import Testing

/// `app browse` refused by a rate limit: the status line says the wait in words, as the
/// one-shot commands print it.
@Suite("app browse, a rate limit")
struct BrowseRateLimitTests {
  @Test func theStatusLineSaysTheWaitAndTheTimeOfTheReset() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(429, headers: ["Retry-After": "120"], body: "{}")
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--no-cache"], columns: 120, rows: 24)
    defer { _ = app.wait() }
    let screen = try app.requireScreen("the status line never said the wait") {
      $0.line(23).contains("rate limited; try again in")
    }
    let status = screen.line(23)
    #expect(status.contains("try again in 2 min, at ") || status.contains("try again in 119 s"))
    app.type("q")
  }
}

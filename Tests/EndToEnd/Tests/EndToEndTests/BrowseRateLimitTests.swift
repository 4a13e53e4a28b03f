import Foundation
import Testing

/// `app browse` refused by a rate limit: the status line says the wait in words, as the
/// one-shot commands print it, and says it again as it runs down, never stale.
@Suite("app browse, a rate limit", .onWaitingThreads)
struct BrowseRateLimitTests {
  @Test func theStatusLineSaysTheWaitAndTheTimeOfTheResetAsItRunsDown() throws {
    // A server without `/db`, as JSONPlaceholder, whose every list is rate limited.
    let server = try RawLoopbackServer { request, _ in
      request.path == "/db"
        ? .http(404, body: "{}") : .http(429, headers: ["Retry-After": "3"], body: "{}")
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--no-cache", "--retries", "0"], columns: 120,
      rows: 24)
    defer { _ = app.wait() }
    let screen = try app.requireScreen("the status line never said the wait") {
      $0.line(23).contains("rate limited; try again in")
    }
    #expect(screen.line(23).contains(" s, at "), "the wait and the time of day: \(screen.line(23))")
    // No key is pressed: the wait is said again as the clock runs.
    _ = try app.requireScreen("the wait was never said again as it ran down") {
      $0.line(23).contains("try again in 1 s, at ")
    }
    app.type("q")
  }
}

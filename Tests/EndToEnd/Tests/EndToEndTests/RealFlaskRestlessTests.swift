import Foundation
import TestSupport
import Testing

/// The app against Flask-Restless-NG as its quickstart writes an API
/// (`Tests/RealServers/flask_restless`: 25 books at `/api/book` as JSON:API documents, which
/// the server answers only to a request that accepts JSON:API's media type), run by `make
/// test-servers`.
///
/// The program asks for JSON (`Accept: application/json`) until it learns the media type from
/// the server: until then, every read is refused, and what is checked is that the refusal is
/// said in one line, with the server's reason.
@Suite(
  "the app against Flask-Restless-NG", .serialized, .onWaitingThreads,
  .enabled(if: RealServer.isRunning("flask_restless")))
struct RealFlaskRestlessTests {
  let server: RealServer

  init() throws {
    server = try RealServer.require("flask_restless")
  }

  @Test(arguments: [["get", "/book"], ["get", "/book/7"], ["create", "book", "title=Dune"]])
  func aRefusalOfJSONIsSaidInOneLineWithTheServersReason(arguments: [String]) throws {
    let mark = server.mark()
    let result = try AppProcess.run(arguments + ["--base-url", server.origin + "/api"])
    let requests = server.requests(since: mark) { $0.status == 406 }

    checkEqual(result.status, 76)
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(
      result.standardError.contains("HTTP 406: Accept header, if specified, must be the JSON API"),
      "\(result.standardError)")
    checkEqual(requests.map(\.method), ["GET"], "nothing is written")
  }

  /// A server whose settings name its paging (`page[number]` and `page[size]`), read with
  /// JSON:API's media type: `--all` asks for 1,000 a page, which Flask-Restless-NG refuses
  /// (`400: Page size must not exceed the server's maximum: 100`); the pages are then asked
  /// for at its most, and read to their end.
  @Test func aPageSizeOverTheServersMostIsABoundNotAFailure() throws {
    let config = try ServerSettingsFileTests.config(
      #"{"\#(server.origin)/api": {"paging": {"page": "page[number]", "size": "page[size]"}}}"#)
    let mark = server.mark()
    let result = try AppProcess.run(
      [
        "get", "/book", "Accept:application/vnd.api+json", "--all", "--base-url",
        server.origin + "/api",
      ], environment: ["XDG_CONFIG_HOME": config.url.path])
    let requests = server.requests(since: mark) { $0.status == 200 }

    checkEqual(result.status, 0, "\(result.standardError)")
    checkEqual(result.standardOutput.split(separator: "\n").count, 25)
    checkEqual(
      result.errorLines,
      ["note: the server takes at most page[size]=100: the pages were asked for at that size"])
    checkEqual(requests.map(\.status), [400, 200])
    check(requests.last?.target.hasSuffix("size]=100") == true, "\(requests)")
  }
}

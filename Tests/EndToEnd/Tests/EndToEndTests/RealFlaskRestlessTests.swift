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
}

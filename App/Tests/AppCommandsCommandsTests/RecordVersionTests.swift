import AppCommandsTestSupport
import TerminalKit
import TerminalViews
import TestSupport
import Testing

/// `edit` and `delete` on a terminal send the version of the record they read and showed
/// (`If-Match`), so that a server that keeps versions changes nothing that someone else changed
/// while the person typed; on loopback, over IPv4 and IPv6.
@Suite struct RecordVersionTests {
  static let addresses = ["127.0.0.1", "::1"]

  /// A server whose customer 7 is tagged `tag`, and that refuses, as changed since, every
  /// write sent for a version; a write sent for none succeeds.
  static func server(at address: String, tagging tag: String) throws -> HostileServer {
    try HostileServer(address: address) { request, _ in
      let record = #"{"id": 7, "name": "Ada", "email": "ada@example.com"}"#
      switch (request.method, request.path) {
      case ("GET", "/customers"):
        return [.response(200, body: "[\(record)]")]
      case ("GET", "/customers/7"):
        return [.response(200, headers: ["ETag": tag], body: record)]
      default:
        guard request.headers["if-match"] == nil else { return [.response(412, body: "{}")] }
        return [.response(200, body: record)]
      }
    }
  }

  @Test(arguments: addresses)
  func anEditAskedOnATerminalIsSentForTheVersionRead(address: String) async throws {
    let server = try Self.server(at: address, tagging: #""v1""#)

    let (status, console) = await run(
      ["edit", "customers", "7"], against: server, terminal: true, answers: ["Grace", ""])

    let patch = try #require(server.requests.first { $0.method == "PATCH" })
    checkEqual(patch.headers["if-match"], #""v1""#)
    checkEqual(status, .versionConflict)
    check(console.error.contains("the customer changed since it was read"))
    check(!console.output.contains("Grace"), "nothing shown as saved")
  }

  @Test(arguments: addresses)
  func aDeleteAskedOnATerminalIsSentForTheVersionShown(address: String) async throws {
    let server = try Self.server(at: address, tagging: #""v1""#)

    let (status, console) = await run(
      ["delete", "customers", "7"], against: server, terminal: true, answers: ["y"])

    let delete = try #require(server.requests.first { $0.method == "DELETE" })
    checkEqual(delete.headers["if-match"], #""v1""#)
    checkEqual(status, .versionConflict)
    check(!console.output.contains("Deleted"))
  }

  @Test func aWeakTagIsNotSentForItNeverMatches() async throws {
    let server = try Self.server(at: "127.0.0.1", tagging: #"W/"v1""#)

    let (status, console) = await run(
      ["edit", "customers", "7"], against: server, terminal: true, answers: ["Grace", ""])

    let patch = try #require(server.requests.first { $0.method == "PATCH" })
    checkEqual(patch.headers["if-match"], nil)
    checkEqual(status, .success, "\(console.error)")
  }

  @Test func fieldsGivenOnTheCommandLineAreSentForNoVersion() async throws {
    let server = try Self.server(at: "127.0.0.1", tagging: #""v1""#)

    let (status, console) = await run(
      ["edit", "customers", "7", "name=Grace"], against: server)
    let (deleted, _) = await run(
      ["delete", "customers", "7", "--yes"], against: server)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(deleted, .success)
    check(server.requests.filter { $0.headers["if-match"] != nil }.isEmpty)
  }

  @Test func aServerThatWantsAVersionOfARecordWithNoneIsRefusedSayingSo() async throws {
    // Without a strong `ETag` to send, the `428` stands.
    let server = try HostileServer { request, _ in
      let record = #"{"id": 7, "name": "Ada"}"#
      switch (request.method, request.path) {
      case ("GET", _): return [.response(200, headers: ["ETag": #"W/"v1""#], body: record)]
      default: return [.response(428, body: "{}")]
      }
    }

    let (status, console) = await run(["edit", "customers", "7", "name=Grace"], against: server)

    checkEqual(status, .protocolError)
    check(
      console.error.hasSuffix(
        "HTTP 428, the server changes a customer only for the version it was read at, and none "
          + "was known; read it again before changing it\n"), "\(console.error)")
    checkEqual(server.requests.filter { $0.method == "PATCH" }.count, 1)
  }
}

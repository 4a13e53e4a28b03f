import AppCommandsTestSupport
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TestSupport
import Testing

@testable import AppCommands

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The check of `app create` before it sends is advice: a read of the collection that fails
/// leaves the fields unchecked, and the fields a server gives its records itself are neither
/// asked for nor noted.
@Suite struct CreateCommandAdviceTests {
  /// A server whose `/api/things` answers a read with `read`, and a create with the record sent,
  /// its id, a `created` it computes, and a `rank` the create may give.
  static func server(read: HostileServer.Step) throws -> HostileServer {
    try HostileServer { request, _ in
      switch (request.method, request.path) {
      case ("GET", "/api/things"):
        return [read]
      case ("POST", "/api/things"):
        var record =
          (try? JSONSerialization.jsonObject(with: request.body)) as? [String: Any] ?? [:]
        record["id"] = 9
        record["created"] = "2026-11-29"
        if record["rank"] == nil {
          record["rank"] = 1
        }
        let body = (try? JSONSerialization.data(withJSONObject: record)) ?? Data()
        return [.response(201, body: String(decoding: body, as: UTF8.self))]
      default:
        return [.response(404, body: "{}")]
      }
    }
  }

  /// The records a read answers: each has an id, a name, a `created` and a `rank`, and the
  /// first a `colour` too.
  static let records =
    #"[{"id": 1, "name": "A", "created": "2026-01-01", "rank": 3, "colour": "red"},"#
    + #" {"id": 2, "name": "B", "created": "2026-01-02", "rank": 4}]"#

  /// Runs `arguments` against `server`, standard error a terminal unless not `terminal`, with no
  /// read tried again, answers kept in `cache` (none without), answering the prompts with
  /// `answers`.
  func run(
    _ arguments: [String], against server: HostileServer, cache: URL? = nil,
    console recorder: ConsoleRecorder = ConsoleRecorder(), terminal: Bool = true,
    answers: [String] = []
  ) async -> ExitCode {
    let environment = cache.map { ["XDG_CACHE_HOME": $0.path] } ?? [:]
    return await withDependencies {
      $0.urlSession = URLSession(configuration: .ephemeral)
    } operation: {
      await Application(
        console: recorder.console(
          outputIsTerminal: !answers.isEmpty, errorIsTerminal: terminal,
          inputIsTerminal: !answers.isEmpty, answers: answers),
        environment: environment
      ).run(
        arguments: arguments + [
          "--base-url", server.baseURL.absoluteString + "/api", "--retries", "0",
        ]
          + (cache == nil ? ["--no-cache"] : []))
    }
  }

  /// Each read that fails, and the end of the note that names it.
  static let failedReads: [(HostileServer.Step, String)] = [
    (
      .response(405, body: #"{"detail": "Method \"GET\" not allowed."}"#),
      #"/api/things: HTTP 405: Method "GET" not allowed."#
    ),
    (
      .response(401, body: #"{"detail": "Sign in first."}"#),
      "/api/things: HTTP 401: Sign in first."
    ),
    (.response(500, body: "Internal Server Error"), "/api/things: HTTP 500: Internal Server Error"),
    (
      .response(
        200, headers: ["Content-Type": "text/html"], body: "<!doctype html><p>Sign in</p>"),
      "unexpected response for things: the answer is an HTML page, not JSON"
    ),
    (
      .response(200, body: #"{"status": "ok"}"#),
      "unexpected response for things: the answer is JSON but not a list of records: an object"
    ),
  ]

  @Test(arguments: 0..<failedReads.count)
  func aReadThatFailsLeavesTheFieldsUncheckedAndTheCreateIsSent(_ index: Int) async throws {
    let (read, reason) = Self.failedReads[index]
    let server = try Self.server(read: read)
    let console = ConsoleRecorder()

    let status = await run(["create", "things", "name=C"], against: server, console: console)

    checkEqual(status, .success, "\(console.error)")
    checkEqual(server.requests.last.map { "\($0.method) \($0.path)" }, "POST /api/things")
    check(
      console.error.hasPrefix(
        "note: the fields are sent unchecked, as the records of things could not be read: "),
      "\(console.error)")
    check(console.error.hasSuffix("\(reason)\n"), "\(console.error)")
    check(console.output.contains("name     C\n"), "\(console.output)")
  }

  @Test func offATerminalTheCreateIsSentWithoutTheNote() async throws {
    let server = try Self.server(read: .response(405, body: "{}"))
    let console = ConsoleRecorder()

    let status = await run(
      ["create", "things", "name=C"], against: server, console: console, terminal: false)

    checkEqual(status, .success)
    checkEqual(console.error, "")
  }

  @Test func aFieldOfAnotherKindStillStopsTheCreateNamingForce() async throws {
    let server = try Self.server(read: .response(200, body: Self.records))
    let console = ConsoleRecorder()

    let status = await run(["create", "things", "rank=high"], against: server, console: console)

    checkEqual(status, .dataError)
    checkEqual(
      console.error,
      "app: rank: is a number in the records, not text\n"
        + "app: nothing was sent; --force sends the fields as they are\n")
    checkEqual(server.requests.map(\.method), ["GET"])
  }

  @Test func onlyTheFieldsEveryRecordHasThatTheAnswerLacksAreNoted() async throws {
    let server = try Self.server(read: .response(200, body: Self.records))
    let console = ConsoleRecorder()

    let status = await run(["create", "things", "colour=blue"], against: server, console: console)

    checkEqual(status, .success)
    checkEqual(
      console.error, "note: the records of things all have name; this one is sent without it\n",
      "created and rank are in the answer: the server gave them")
  }

  @Test func namesFiveMissingFieldsAtMostThenHowManyMore() async throws {
    let record = #"{"id": 1, "a": 1, "b": 1, "c": 1, "d": 1, "e": 1, "f": 1, "g": 1}"#
    let server = try Self.server(read: .response(200, body: "[\(record)]"))
    let console = ConsoleRecorder()

    let status = await run(["create", "things", "a:=2"], against: server, console: console)

    checkEqual(status, .success)
    checkEqual(
      console.error,
      "note: the records of things all have b, c, d, e, f and 1 more; this one is sent without "
        + "them\n")
  }

  @Test func theFieldsTheServerGaveACreateAreNotAskedForUntilOneIsTakenAsSent() async throws {
    let cache = FileManager.default.temporaryDirectory
      .appendingPathComponent("advice-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: cache) }
    let server = try Self.server(read: .response(200, body: Self.records))
    let (first, second, fourth) = (ConsoleRecorder(), ConsoleRecorder(), ConsoleRecorder())
    func asked(_ console: ConsoleRecorder) -> [String] {
      console.error.matches(of: #/\? (\w+) \(/#).map { String($0.output.1) }
    }

    let statuses = [
      await run(
        ["create", "things"], against: server, cache: cache, console: first,
        answers: ["C", "", "", ""]),
      await run(
        ["create", "things"], against: server, cache: cache, console: second, answers: ["D", ""]),
      await run(["create", "things", "name=E", "rank:=7"], against: server, cache: cache),
      await run(
        ["create", "things"], against: server, cache: cache, console: fourth,
        answers: ["F", "", ""]),
    ]

    checkEqual(statuses, [.success, .success, .success, .success])
    checkEqual(asked(first), ["name", "created", "rank", "colour"])
    checkEqual(asked(second), ["name", "colour"], "the server gave created and rank")
    checkEqual(asked(fourth), ["name", "rank", "colour"], "rank was taken as sent")
    check(!second.error.contains("note:"), "nothing noted of the fields the server gives")
  }
}

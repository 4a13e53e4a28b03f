import Features
import Foundation
import HTTPClientLive
import TerminalKit
import TerminalViews
import TestSupport
import Testing

/// `Screen.showPath`: a path read, every page or one, against servers on loopback.
@Suite(.timeLimit(.minutes(1)))
struct ScreenPathReadingTests {
  /// What the screen shows of `/things`, read as `all` says, from a server that answers
  /// `script`; and its standard error.
  func shown(
    all: Bool, address: String = "127.0.0.1", answering script: @escaping HostileServer.Script
  ) async throws -> (Screen.Outcome, error: String) {
    let server = try HostileServer(address: address, script: script)
    defer { server.stop() }
    let request = try #require(
      PathRequest("/things", under: server.baseURL).map { all ? $0.pagedForAll(size: 2) : $0 })
    let recorder = ConsoleRecorder()
    let screen = Screen(console: recorder.console(), format: .json, rendersForTerminal: false)
    let session = HTTPSession(baseURL: server.baseURL, userAgent: "ScreenPathReadingTests/1")

    let outcome = await screen.showPath(
      request, all: all, session: session, sizeParameter: "_limit", columns: nil,
      showsHeader: false)
    return (outcome, recorder.error)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func everyPageIsReadAndWhatWasNotIsSaid(address: String) async throws {
    let (outcome, error) = try await shown(all: true, address: address) { _, index in
      [
        .response(
          200, headers: ["X-Total-Count": "5"],
          body: index == 0 ? #"[{"id": 1}, {"id": 2}]"# : "[]")
      ]
    }

    guard case .text(let text) = outcome else {
      Issue.record("expected the records as JSON text, got \(outcome)")
      return
    }
    check(text.contains(#""id": 2"#))
    checkEqual(
      error,
      "note: read 2 of the 5 records the server counts: no page followed the last one read\n",
      "the records the server counts and did not send are said")
  }

  @Test func aServerThatFailsIsReportedWithItsStatus() async throws {
    let (outcome, error) = try await shown(all: false) { _, _ in
      [.response(500, body: #"{"error": "broken"}"#)]
    }

    guard case .failure(let status) = outcome else {
      Issue.record("expected a failure, got \(outcome)")
      return
    }
    checkEqual(status, .protocolError)
    check(!error.isEmpty)
  }
}

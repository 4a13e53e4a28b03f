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

    guard case .incomplete(let text, let missing) = outcome else {
      Issue.record("expected the records read and what was not, got \(outcome)")
      return
    }
    check(text.contains(#""id": 2"#))
    checkEqual(missing, "read 2 of 5 things: no page followed the last one read")
    checkEqual(error, "", "the line is the program's to print, after the records")
  }

  @Test func aFirstPageThatIsNotTheWholeListSaysSoOffATerminal() async throws {
    let (outcome, error) = try await shown(all: false) { _, _ in
      [.response(200, headers: ["X-Total-Count": "5"], body: #"[{"id": 1}, {"id": 2}]"#)]
    }

    guard case .text = outcome else {
      Issue.record("expected the first page, got \(outcome)")
      return
    }
    checkEqual(error, "note: 2 of 5 things; --all reads the rest\n")
  }

  @Test func aWholeListSaysNothing() async throws {
    let (outcome, error) = try await shown(all: true) { _, index in
      [
        .response(
          200, headers: ["X-Total-Count": "3"],
          body: index == 0 ? #"[{"id": 1}, {"id": 2}]"# : #"[{"id": 3}]"#)
      ]
    }

    guard case .text(let text) = outcome else {
      Issue.record("expected every record, got \(outcome)")
      return
    }
    check(text.contains(#""id": 3"#))
    checkEqual(error, "")
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

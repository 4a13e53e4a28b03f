import Features
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// `a` shows what the server said behind a failure, whole: the session keeps each request with
/// its answer as its client tells them (`ExchangeRecorder`), in the task of the effect that
/// sent it.
@Suite(.timeLimit(.minutes(1))) struct BrowseSessionAnswerTests {
  /// A server whose `books` answer with an HTML page, and whose `authors` with a list, each
  /// told to the task's recorder as a live session tells it.
  static let collections = RecordCollections.answering { endpoint in
    let name = endpoint.pathComponents.first ?? ""
    let body =
      name == "books"
      ? "<!doctype html><html><body><p>Sign in to see the books</p></body></html>"
      : #"[{"id": 1, "name": "Ada"}]"#
    ExchangeRecorder.current?(
      RecordedExchange(
        request: TrafficEvent(
          direction: .sent, startLine: "GET http://127.0.0.1:9/\(name)", fields: []),
        response: TrafficEvent(direction: .received, startLine: "HTTP 200", fields: []),
        body: Data(body.utf8), contentType: name == "books" ? "text/html" : "application/json"))
    return (Data(body.utf8), nil)
  }

  func start(_ terminal: VirtualTerminal) -> Task<Browser.Ending, Never> {
    let session = BrowseSession(
      terminal: terminal, usesColor: false,
      catalog: ResourceCatalog(resources: [
        BrowsedResource(name: "books"), BrowsedResource(name: "authors"),
      ]),
      collections: Self.collections)
    return Task { await session.run() }
  }

  @Test func aShowsTheRequestAndTheWholeAnswerBehindAFailure() async {
    let terminal = VirtualTerminal()
    let run = start(terminal)
    check(await terminal.waitFor("an HTML page"))
    check(terminal.output.contains("a answer"), "the status line names the key")

    terminal.type("a")

    check(await terminal.waitFor("GET http://127.0.0.1:9/books"))
    check(await terminal.waitFor("Sign in to see the books"))
    check(await terminal.waitFor("the answer behind the failure"))
    terminal.type("\u{1B}")
    check(await terminal.waitFor("r to retry"))
    terminal.type("2")
    check(await terminal.waitFor("Ada"))
    terminal.type("a")
    check(await terminal.waitFor(#""name": "Ada""#), "a row's JSON as the server sent it")
    terminal.type("q")
    await checkEqual(run.value, .quit)
  }
}

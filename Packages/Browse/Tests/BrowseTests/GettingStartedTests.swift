import Browse
import Foundation
import NetworkClient
import TerminalKit
import TestSupport
import Testing

/// The code of the "Getting Started with Browse" article (`Browse.docc/GettingStarted.md`),
/// unchanged. Running it takes the process's terminal, so it is compiled here, and the session
/// behind it is driven on a virtual terminal by `BrowseSessionTests`.
@Suite struct GettingStartedTests {
  /// The article's code, as a program's exit status.
  func exitStatus(collections: RecordCollections) async -> Int32 {
    let browser = Browser(usesColor: true, isOffline: false, collections: collections)
    switch await browser.run() {
    case .quit:
      return 0
    case .interrupted:
      return 130
    case .interruptedUnanswered(let messages):
      for message in messages { print("app: \(message)") }
      return 130
    case .terminated(let signal):
      TerminationSignals.end(by: signal)
    case .failed(let reason):
      print("app: \(reason)")
      return 1
    }
  }

  @Test func theEndingsAreTheOnesTheArticleHandles() {
    let run: (RecordCollections) async -> Int32 = exitStatus
    let endings: [Browser.Ending] = [
      .quit, .interrupted, .interruptedUnanswered(["POST /posts was sent"]),
      .terminated(signal: SIGTERM), .failed("no terminal"),
    ]
    checkEqual(Set(endings).count, 5)
    _ = run
  }
}

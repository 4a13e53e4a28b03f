import BrowseKit
import Foundation
import GitHubIssues
import GitHubIssuesBrowse
import HTTPClient
import HTTPClientLive
import TerminalKit

/// `browse`: `repository`'s open issues in the workspace's browser, on the process's terminal,
/// read and closed through `session`, `pageSize` a page, until `q`, Ctrl-C or the terminal
/// closes; the exit status: 0 on `q`, 130 on Ctrl-C, 1 when the terminal cannot be used.
/// `SIGTERM`, `SIGHUP` and `SIGQUIT` end it as they end the program, the terminal restored.
func browse(_ repository: Repository, through session: HTTPSession, pageSize: Int) async -> Int32 {
  TerminationSignals.observe(tidying: {})
  let browser = BrowseSession(
    terminal: SystemTerminal.shared, browser: { BrowseFeature(setup: $0) },
    usesColor: ProcessInfo.processInfo.environment["NO_COLOR"] == nil,
    server: repository.description, baseURL: session.baseURL,
    catalog: .gitHubIssues(of: repository),
    collections: .live(session: session) { _ in
      GitHubResources.openIssueRecords(in: repository, pageSize: pageSize)
    })
  let stopTakingSignals = TerminationSignals.handle(naming: {
    [continuation = browser.continuation] signal in
    continuation.yield(.end(.terminated(signal: signal)))
  })
  defer { stopTakingSignals() }
  switch await browser.run() {
  case .quit:
    return 0
  case .interrupted:
    return 130
  case .interruptedUnanswered(let messages):
    messages.forEach(console.reportError)
    return 130
  case .terminated(let signal):
    TerminationSignals.end(by: signal)
  case .failed(let message):
    console.reportError("browse: \(message)")
    return 1
  }
}

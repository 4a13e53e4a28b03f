import Features
import Models

/// Closing an issue as a line of text: the question, the request, or its outcome.
public enum CloseIssueScreen {
  /// The line that shows `state`, the closing of an issue, named by its number and title.
  public static func line(_ state: CloseIssueFeature.State) -> String {
    let issue = "issue #\(state.target.number.rawValue) “\(state.target.title.shownOnOneLine)”"
    switch state.status {
    case .idle, .confirming: return "Close \(issue)?"
    case .pending, .deleting: return "Closing \(issue)…"
    case .deleted: return "Closed \(issue)."
    case .cancelled: return "Left \(issue) open."
    case .failed(let failure): return "Could not close \(issue): \(failure.message)"
    }
  }

  /// The line that says `issue` is closed already, so there is nothing to ask.
  public static func alreadyClosed(_ issue: Issue) -> String {
    "Issue #\(issue.number.rawValue) “\(issue.title.shownOnOneLine)” is already closed."
  }
}

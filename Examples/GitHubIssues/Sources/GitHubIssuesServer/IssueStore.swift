import Foundation
import Synchronization

/// The issues of the served repository, under a lock since requests arrive concurrently.
final class IssueStore: Sendable {
  private let issues: Mutex<[ServedIssue]>

  init(_ issues: [ServedIssue]) {
    self.issues = Mutex(issues)
  }

  /// Every issue, newest first, as GitHub lists them.
  var all: [ServedIssue] {
    issues.withLock { $0 }.sorted { $0.number > $1.number }
  }

  /// The issue `number`, if any.
  func issue(_ number: Int) -> ServedIssue? {
    issues.withLock { $0.first { $0.number == number } }
  }

  /// Opens an issue with the next number, by `author` at `now`.
  func open(title: String, body: String?, author: String, at now: Date) -> ServedIssue {
    issues.withLock { issues in
      let issue = ServedIssue(
        number: (issues.map(\.number).max() ?? 0) + 1, title: title, body: body, author: author,
        createdAt: now)
      issues.append(issue)
      return issue
    }
  }

  /// Changes the issue `number` with `change`; `nil` when there is none.
  func update(_ number: Int, _ change: (inout ServedIssue) -> Void) -> ServedIssue? {
    issues.withLock { issues in
      guard let index = issues.firstIndex(where: { $0.number == number }) else { return nil }
      change(&issues[index])
      return issues[index]
    }
  }
}

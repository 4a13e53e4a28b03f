import Foundation
import GitHubIssuesServer

/// What the demo server serves: the issues of one repository, and the one account it knows.
enum DemoRepository {
  /// When the first issue was opened.
  private static let start = Date(timeIntervalSince1970: 1_767_225_600)

  /// Seven issues of a harbour's tide-table app, one of them a pull request and one closed.
  static let issues = [
    ServedIssue(
      number: 1, title: "Tide table is empty after midnight", body: "The list goes blank at 00:00.",
      author: "ada", labels: ["bug"], comments: 3, createdAt: start),
    ServedIssue(
      number: 2, title: "Add the moon's phase to each day", author: "grace",
      labels: ["enhancement"], createdAt: start.addingTimeInterval(3_600)),
    ServedIssue(
      number: 3, title: "Crash when the harbour has no name", body: "Seen on the Lyon build.",
      author: "alan", labels: ["bug", "crash"], comments: 1,
      createdAt: start.addingTimeInterval(7_200)),
    ServedIssue(
      number: 4, title: "Old forecast shown offline", state: "closed", author: "ada",
      createdAt: start.addingTimeInterval(10_800), closedAt: start.addingTimeInterval(86_400)),
    ServedIssue(
      number: 5, title: "Use the harbour's local time", author: "grace", labels: ["bug"],
      comments: 2, createdAt: start.addingTimeInterval(14_400)),
    ServedIssue(
      number: 6, title: "Show the tides of the week", author: "alan", comments: 5,
      createdAt: start.addingTimeInterval(18_000), isPullRequest: true),
    ServedIssue(
      number: 7, title: "Crash on a tide above 10 m", body: "The chart's scale overflows.",
      author: "ada", labels: ["crash"], createdAt: start.addingTimeInterval(21_600)),
  ]
}

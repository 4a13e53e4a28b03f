/// An issue as the lists show it: its number and title, then who opened it, its labels and
/// its comments, each on one line whatever it holds.
enum IssueLines {
  /// The lines of `issue`.
  static func lines(_ issue: Issue) -> [String] {
    let kind = issue.isPullRequest ? " (pull request)" : ""
    var details = ["by \(issue.author.shownOnOneLine)"]
    if !issue.labels.isEmpty {
      details.append(issue.labels.map(\.shownOnOneLine).joined(separator: ", "))
    }
    details.append(issue.comments == 1 ? "1 comment" : "\(issue.comments) comments")
    return [
      "#\(issue.number.rawValue) \(issue.title.shownOnOneLine)\(kind)",
      "    " + details.joined(separator: " · "),
    ]
  }
}

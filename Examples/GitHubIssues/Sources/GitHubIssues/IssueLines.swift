/// An issue as the lists show it: its number and title, then who opened it, its labels and
/// its comments.
enum IssueLines {
  /// The lines of `issue`.
  static func lines(_ issue: Issue) -> [String] {
    let kind = issue.isPullRequest ? " (pull request)" : ""
    var details = ["by \(issue.author)"]
    if !issue.labels.isEmpty {
      details.append(issue.labels.joined(separator: ", "))
    }
    details.append(issue.comments == 1 ? "1 comment" : "\(issue.comments) comments")
    return [
      "#\(issue.number.rawValue) \(issue.title)\(kind)", "    " + details.joined(separator: " · "),
    ]
  }
}

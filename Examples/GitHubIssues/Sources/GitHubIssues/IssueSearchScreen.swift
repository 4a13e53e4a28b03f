import Features

/// The search of open issues as lines of text: what is looked for, the page of issues found,
/// and where the page stands among them.
public enum IssueSearchScreen {
  /// The lines that show `state`.
  public static func lines(_ state: IssueSearchFeature.State) -> [String] {
    let asked = state.requestedQuery.text
    var lines = [asked.isEmpty ? "Open issues" : "Search: \(asked)"]
    if state.search.text.trimmingCharacters(in: .whitespacesAndNewlines) != asked {
      lines.append("Searching for \(state.search.text)…")
    }
    switch state.result {
    case .loading:
      lines.append("Loading…")
    case .failed(let failure):
      lines.append("Could not search: \(failure.message)")
    case .loaded(let page) where page.items.isEmpty:
      lines.append(asked.isEmpty ? "No open issues." : "No open issue matches.")
    case .loaded(let page):
      for issue in page.items {
        lines += IssueLines.lines(issue)
      }
      lines.append(
        PageFooter.text(
          for: page, shownCount: page.items.count,
          noun: Noun(singular: "issue", plural: "issues")))
    }
    return lines
  }
}

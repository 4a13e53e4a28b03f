import Features

/// The feed of open issues as lines of text: each issue, and where the feed stands.
public enum IssuesScreen {
  /// The lines that show `state`, the feed of `repository`'s open issues.
  public static func lines(_ state: IssuesFeedFeature.State, of repository: Repository)
    -> [String]
  {
    var lines = ["\(repository): open issues"]
    for issue in state.items {
      lines += IssueLines.lines(issue)
    }
    lines.append(footer(state))
    return lines
  }

  private static func footer(_ state: IssuesFeedFeature.State) -> String {
    if let failure = state.failure {
      return "Could not load page \(state.loadedPages + 1): \(failure.message)"
    }
    if state.isLoading {
      return "Loading…"
    }
    if state.items.isEmpty, !state.hasMore {
      return "No open issues."
    }
    let count = state.items.count
    return state.hasMore
      ? "\(count) loaded, more to come"
      : count == 1 ? "1 open issue" : "\(count) open issues, all loaded"
  }
}

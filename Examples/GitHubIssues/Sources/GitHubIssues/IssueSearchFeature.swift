import Features

/// The search of the open issues: `SearchableListFeature` whose server searches, asked once
/// typing pauses, the request in flight cancelled by a newer one.
public typealias IssueSearchFeature = SearchableListFeature<IssueSearchQuery, Issue>

extension SearchableListFeature where Query == IssueSearchQuery, Item == Issue {
  /// Creates the search, asking `client.search` once typing has paused for `debounce` on
  /// `clock`.
  public init(
    client: GitHubIssuesClient, debounce: Duration = .milliseconds(300),
    clock: any Clock<Duration>
  ) {
    self.init(debounce: debounce, clock: clock, fetch: client.search)
  }
}

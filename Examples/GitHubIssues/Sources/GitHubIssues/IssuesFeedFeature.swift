import Features

/// The feed of open issues: `FeedFeature` paging by GitHub's `Link` headers, each page asked for
/// with the `next` link of the page before, until a page has none.
public typealias IssuesFeedFeature = FeedFeature<Issue>

extension FeedFeature where Item == Issue {
  /// Creates the feed, loading each page with `client.issues`.
  public init(client: GitHubIssuesClient) {
    self.init(fetch: client.issues)
  }
}

import Features

/// The feed of open issues: `FeedFeature` paging by GitHub's `Link` headers, each page asked for
/// with the `next` link of the page before, until a page has none. Made from a client of
/// ``GitHubResources/openIssues(in:)`` (`FeedFeature(client:)`).
public typealias IssuesFeedFeature = FeedFeature<Issue>

import Features

/// What the issue screens ask of GitHub's REST API for one repository, as closures so that a
/// test can answer them.
///
/// Failures are `NetworkError`s: a wrong token is a `401` whose message is GitHub's (`Bad
/// credentials`), a `422` is `NetworkError.rejected(resource:fieldErrors:)` under its fields, and
/// a rate limit that the request could not wait for is
/// `NetworkError.rateLimited(request:status:retryAt:attempts:)`, saying when to try again.
///
/// ```swift
/// let client = GitHubIssuesClient(
///   issues: { _ in Page(items: [issue]) }, issue: { _ in issue },
///   search: { _ in Page(items: [issue], totalCount: 1) },
///   create: { _ in issue }, close: { _ in issue })
/// ```
public struct GitHubIssuesClient: Sendable {
  /// A page of the open issues: the first for a request without a continuation, then the page
  /// that the `Link` header's `next` link of the page before named (a `PageContinuation.url`).
  public var issues: @Sendable (PageRequest) async throws -> Page<Issue>
  /// One issue, by number.
  public var issue: @Sendable (Issue.Number) async throws -> Issue
  /// A page of the open issues that GitHub's search finds.
  public var search: @Sendable (IssueSearchQuery) async throws -> Page<Issue>
  /// Opens an issue, answered with the issue created.
  public var create: @Sendable (IssueDraft) async throws -> Issue
  /// Closes an issue, answered with the issue closed.
  public var close: @Sendable (Issue.Number) async throws -> Issue

  /// Creates a client from its operations.
  public init(
    issues: @escaping @Sendable (PageRequest) async throws -> Page<Issue>,
    issue: @escaping @Sendable (Issue.Number) async throws -> Issue,
    search: @escaping @Sendable (IssueSearchQuery) async throws -> Page<Issue>,
    create: @escaping @Sendable (IssueDraft) async throws -> Issue,
    close: @escaping @Sendable (Issue.Number) async throws -> Issue
  ) {
    self.issues = issues
    self.issue = issue
    self.search = search
    self.create = create
    self.close = close
  }
}

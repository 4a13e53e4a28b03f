import Features
import Foundation

/// The endpoints of GitHub's REST API that the issue screens use, for the `HTTPClient` core:
/// what each request sends, which statuses succeed, and how a `422` reads (GitHub's
/// `Validation Failed`, `RejectionFormat.gitHub`).
public enum GitHubEndpoints {
  /// `GET /repos/{owner}/{repo}/issues?state=open&per_page=N`: the first page of the open
  /// issues, read record by record; the next pages are the `Link` header's `next` links.
  public static func openIssues(in repository: Repository, perPage: Int)
    -> Endpoint<ListPayload<Issue>>
  {
    .list(
      issuesPath(of: repository),
      query: [
        URLQueryItem(name: "state", value: "open"),
        URLQueryItem(name: "per_page", value: "\(min(max(perPage, 1), 100))"),
      ],
      resource: "issues")
  }

  /// `GET /repos/{owner}/{repo}/issues/{number}`: one issue; a `404` is the issue not found.
  public static func issue(_ number: Issue.Number, in repository: Repository) -> Endpoint<Issue> {
    .get(
      issuesPath(of: repository) + ["\(number.rawValue)"], resource: "issue",
      item: Endpoint.Item(resource: "issue", id: "\(number.rawValue)"))
  }

  /// `GET /search/issues?q=TEXT repo:OWNER/REPO is:issue is:open&per_page=N&page=M`: a page of
  /// the open issues that GitHub's search finds, from `{"total_count": …, "items": […]}`.
  public static func search(_ query: IssueSearchQuery, in repository: Repository)
    -> Endpoint<Page<Issue>>
  {
    let qualifiers = "repo:\(repository) is:issue is:open"
    let words = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
    return .page(
      ["search", "issues"],
      query: [
        URLQueryItem(name: "q", value: words.isEmpty ? qualifiers : "\(words) \(qualifiers)"),
        URLQueryItem(name: "per_page", value: "\(query.perPage)"),
        URLQueryItem(name: "page", value: "\(query.page)"),
      ],
      resource: "issues", member: "items"
    ) { (list, found: SearchResults) in
      Page.numbered(
        list.items, number: query.page, size: query.perPage, totalCount: found.totalCount,
        skipped: list.skipped.map { [$0] } ?? [])
    }
  }

  /// `POST /repos/{owner}/{repo}/issues` with `{"title": …, "body": …}`, answered `201` with the
  /// issue; a `422` is GitHub's `Validation Failed` under its fields.
  public static func create(_ draft: IssueDraft, in repository: Repository) throws
    -> Endpoint<Issue>
  {
    try .write(
      "POST", issuesPath(of: repository), body: draft, resource: "issue",
      successStatuses: [201], createsItem: true, rejection: .gitHub)
  }

  /// `PATCH /repos/{owner}/{repo}/issues/{number}` with `{"state": "closed"}`, answered `200`
  /// with the issue; a `404` is the issue not found.
  public static func close(_ number: Issue.Number, in repository: Repository) throws
    -> Endpoint<Issue>
  {
    try .write(
      "PATCH", issuesPath(of: repository) + ["\(number.rawValue)"], body: ["state": "closed"],
      resource: "issue", item: Endpoint.Item(resource: "issue", id: "\(number.rawValue)"),
      successStatuses: [200], rejection: .gitHub)
  }

  private static func issuesPath(of repository: Repository) -> [String] {
    ["repos", repository.owner, repository.name, "issues"]
  }

  /// What a search answers around its items.
  private struct SearchResults: Decodable, Sendable {
    var totalCount: Int

    enum CodingKeys: String, CodingKey {
      case totalCount = "total_count"
    }
  }
}

import Features
import Foundation

/// GitHub's issues, described once, as its REST API serves them: a repository's open issues,
/// paged by the `Link` header's `next` links, each read and opened at its number, refused in
/// GitHub's `Validation Failed` shape. Two operations are GitHub's own: a search runs on
/// `/search/issues` (`q` with the repository's qualifiers, a page of `items` with its
/// `total_count`), and an issue leaves the open ones by being closed (`PATCH` to `closed`), since
/// the REST API deletes none.
public enum GitHubResources {
  /// `/repos/{owner}/{repo}/issues?state=open`: listed, searched, read, opened and closed.
  public static func openIssues(in repository: Repository) -> ResourceDescription<
    Issue, IssueDraft
  > {
    let path = ["repos", repository.owner, repository.name, "issues"]
    var issues = ResourceDescription<Issue, IssueDraft>(
      path: path, singular: "issue", paging: .linkHeader(size: "per_page"),
      rejection: .gitHub)
    let described = issues
    issues.overrides.list = { search, request in
      let words = search.text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !words.isEmpty else {
        let open = RecordSearch(
          filters: search.filters + [URLQueryItem(name: "state", value: "open")])
        return described.listEndpoint(open, request)
      }
      return Endpoint.page(
        ["search", "issues"],
        query: [URLQueryItem(name: "q", value: "\(words) repo:\(repository) is:issue is:open")],
        resource: "issues", member: "items",
        paging: .numbered(page: "page", size: "per_page", total: .items(at: "total_count")),
        request: request)
    }
    issues.overrides.delete = { number in
      Endpoint<Void>(
        method: "PATCH", pathComponents: path + [number], resource: "issue",
        item: Endpoint<Void>.Item(resource: "issue", id: number), successStatuses: [200],
        rejection: .gitHub, payload: { _, _ in }
      )
      .sending(.bytes(Data(#"{"state":"closed"}"#.utf8), contentType: "application/json"))
    }
    return issues
  }
}

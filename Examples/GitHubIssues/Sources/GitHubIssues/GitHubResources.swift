import Features
import Foundation
import JSONCoding

/// GitHub's issues, described once, as its REST API serves them: a repository's open issues,
/// paged by the `Link` header's `next` links, each read and opened at its number, refused in
/// GitHub's `Validation Failed` shape. Two operations are GitHub's own: a search runs on
/// `/search/issues` (`q` with the repository's qualifiers, a page of `items` with its
/// `total_count`), and an issue leaves the open ones by being closed (`PATCH` to `closed`), since
/// the REST API deletes none. The typed issues and the JSON records share them.
public enum GitHubResources {
  /// `/repos/{owner}/{repo}/issues?state=open`: listed, searched, read, opened and closed.
  public static func openIssues(in repository: Repository) -> ResourceDescription<
    Issue, IssueDraft
  > {
    ResourceDescription<Issue, IssueDraft>(
      path: path(of: repository), singular: "issue", paging: .linkHeader(size: "per_page"),
      rejection: .gitHub
    ).servingOpenIssues(of: repository)
  }

  /// The open issues of ``openIssues(in:)`` as JSON records of any fields, each identified by
  /// its `number`, for screens that show records of any shape; a page of the list holds
  /// `pageSize` issues when given, whatever size is asked for.
  public static func openIssueRecords(in repository: Repository, pageSize: Int? = nil)
    -> ResourceDescription<JSONObject, JSONObject>
  {
    ResourceDescription<JSONObject, JSONObject>(
      path: path(of: repository), singular: "issue", identity: .field("number"),
      paging: .linkHeader(size: "per_page"), rejection: .gitHub
    ).servingOpenIssues(of: repository, pageSize: pageSize)
  }

  /// Where `repository`'s issues are: `repos/{owner}/{repo}/issues`.
  public static func path(of repository: Repository) -> [String] {
    ["repos", repository.owner, repository.name, "issues"]
  }
}

extension ResourceDescription {
  /// This description of `repository`'s issues with GitHub's own endpoints: the list asks
  /// for the open ones, `pageSize` a page when given, a search (its text, or a `q` filter's)
  /// runs on `/search/issues`, and a delete closes the issue.
  fileprivate func servingOpenIssues(of repository: Repository, pageSize: Int? = nil) -> Self {
    let described = self
    var found = self
    found.path = ["search", "issues"]
    found.member = "items"
    found.paging = .numbered(page: "page", size: "per_page", total: .items(at: "total_count"))
    var issues = self
    issues.overrides.list = { [found] query in
      let typed = query.text.isEmpty ? query.filters.last { $0.name == "q" }?.value : query.text
      let words = (typed ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
      guard !words.isEmpty else {
        var open = RecordQuery(filters: query.filters.filter { $0.name != "q" })
        open.filters.append(URLQueryItem(name: "state", value: "open"))
        open.page =
          pageSize.map { PageRequest(continuation: query.page?.continuation, size: $0) }
          ?? query.page
        return described.listEndpoint(open)
      }
      let search = URLQueryItem(name: "q", value: "\(words) repo:\(repository) is:issue is:open")
      return found.listEndpoint(RecordQuery(filters: [search], page: query.page))
    }
    let path = path
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

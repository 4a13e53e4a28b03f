import Foundation
import GitHubIssues
import HTTPClient
import Testing

@Suite struct GitHubEndpointsTests {
  private let repository = Repository(owner: "octo", name: "harbour")
  private let base = URL(string: "https://api.github.example") ?? URL(fileURLWithPath: "/")

  @Test func theRoutesAreGitHubs() throws {
    let list = GitHubEndpoints.openIssues(in: repository, perPage: 500)
    let issue = GitHubEndpoints.issue(3, in: repository)
    let create = try GitHubEndpoints.create(IssueDraft(title: "T"), in: repository)
    let close = try GitHubEndpoints.close(3, in: repository)

    #expect(
      list.url(relativeTo: base).absoluteString
        == "https://api.github.example/repos/octo/harbour/issues?state=open&per_page=100")
    #expect(issue.url(relativeTo: base).path == "/repos/octo/harbour/issues/3")
    #expect(issue.item == Endpoint.Item(resource: "issue", id: "3"))
    #expect(create.method == "POST" && create.successStatuses == [201] && create.createsItem)
    #expect(close.method == "PATCH" && close.successStatuses == [200])
    #expect(close.body.map { String(decoding: $0, as: UTF8.self) } == #"{"state":"closed"}"#)
  }

  @Test func theWritesReadGitHubsValidationFailed() throws {
    let create = try GitHubEndpoints.create(IssueDraft(title: ""), in: repository)
    let close = try GitHubEndpoints.close(3, in: repository)
    let body = Data(
      #"{"message": "Validation Failed", "errors": [{"field": "title", "code": "missing_field"}]}"#
        .utf8)

    #expect(close.rejection.statuses == [422])
    #expect(
      throws: NetworkError.rejected(
        resource: "issue", fieldErrors: FieldErrors(["title": ["\"is missing\""]]))
    ) {
      try create.decode(body, from: HTTPResponseHead(status: 422), using: JSONDecoder())
    }
  }

  @Test func aSearchAsksForTheRepositorysOpenIssuesWithTheWords() throws {
    let search = GitHubEndpoints.search(
      IssueSearchQuery(text: " tide crash ", page: 2, perPage: 5), in: repository)
    let everything = GitHubEndpoints.search(IssueSearchQuery(), in: repository)

    #expect(
      search.url(relativeTo: base).absoluteString
        == "https://api.github.example/search/issues"
        + "?q=tide%20crash%20repo%3Aocto%2Fharbour%20is%3Aissue%20is%3Aopen&per_page=5&page=2")
    #expect(everything.queryItems.first?.value == "repo:octo/harbour is:issue is:open")
  }

  @Test func aSearchPageCountsWhatGitHubFoundAndEndsAtItsLastPage() throws {
    let search = GitHubEndpoints.search(IssueSearchQuery(page: 1, perPage: 1), in: repository)
    let body = #"""
      {"total_count": 2, "incomplete_results": false, "items": [
        {"number": 3, "title": "Crash", "state": "open", "user": {"login": "ada"},
         "created_at": "2026-01-01T00:00:00Z"}]}
      """#

    let page = try search.decode(
      Data(body.utf8), from: HTTPResponseHead(status: 200), using: JSONDecoder())

    #expect(page.items.map(\.number) == [3])
    #expect(page.totalCount == 2 && page.number == 1 && page.next == .number(2))
  }
}

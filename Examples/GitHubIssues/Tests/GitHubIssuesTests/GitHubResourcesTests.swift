import Foundation
import GitHubIssues
import HTTPClient
import JSONCoding
import Testing

@Suite struct GitHubResourcesTests {
  private let issues = GitHubResources.openIssues(in: Repository(owner: "octo", name: "harbour"))
  private let base = URL(string: "https://api.github.example") ?? URL(fileURLWithPath: "/")

  @Test func theRoutesAreGitHubs() throws {
    let list = issues.listEndpoint(RecordQuery(page: PageRequest(size: 100)))
    let issue = issues.readEndpoint("3")
    let create = try issues.createEndpoint(IssueDraft(title: "T"))
    let close = issues.deleteEndpoint("3")

    #expect(
      list.url(relativeTo: base).absoluteString
        == "https://api.github.example/repos/octo/harbour/issues?state=open&per_page=100")
    #expect(issue.url(relativeTo: base).path == "/repos/octo/harbour/issues/3")
    #expect(issue.item == Endpoint.Item(resource: "issue", id: "3"))
    #expect(create.method == "POST" && create.createsItem)
    #expect(create.body.map { String(decoding: $0, as: UTF8.self) } == #"{"title":"T"}"#)
    #expect(close.method == "PATCH" && close.successStatuses == [200])
    #expect(close.url(relativeTo: base).path == "/repos/octo/harbour/issues/3")
    #expect(close.body.map { String(decoding: $0, as: UTF8.self) } == #"{"state":"closed"}"#)
  }

  @Test func theNextPageIsTheLinkThePageBeforeGave() throws {
    let next = try #require(
      URL(string: "https://api.github.example/repositories/7/issues?state=open&per_page=2&page=2"))
    let list = issues.listEndpoint(
      RecordQuery(page: PageRequest(continuation: .url(next), size: 2)))

    #expect(list.url(relativeTo: base) == next)
  }

  @Test func theWritesReadGitHubsValidationFailed() throws {
    let create = try issues.createEndpoint(IssueDraft(title: ""))
    let close = issues.deleteEndpoint("3")
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
    let search = issues.listEndpoint(
      RecordQuery(" tide crash ", page: PageRequest(continuation: .number(2), size: 5)))

    #expect(
      search.url(relativeTo: base).absoluteString
        == "https://api.github.example/search/issues"
        + "?q=tide%20crash%20repo%3Aocto%2Fharbour%20is%3Aissue%20is%3Aopen&page=2&per_page=5")
  }

  @Test func aSearchPageCountsWhatGitHubFoundAndEndsAtItsLastPage() throws {
    let search = issues.listEndpoint(RecordQuery("crash", page: PageRequest(size: 1)))
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

  @Test func theIssueRecordsAreKnownByTheirNumbersAtTheSameRoutes() throws {
    let records = GitHubResources.openIssueRecords(in: Repository(owner: "octo", name: "harbour"))
    let issue: JSONObject = ["id": 1_000_007, "number": 7, "title": "Crash"]
    let close = records.deleteEndpoint("7")

    #expect(records.recordID(issue) == "7")
    #expect(records.readEndpoint("7").url(relativeTo: base).path == "/repos/octo/harbour/issues/7")
    #expect(close.method == "PATCH" && close.successStatuses == [200])
    #expect(close.url(relativeTo: base).path == "/repos/octo/harbour/issues/7")
    #expect(close.body.map { String(decoding: $0, as: UTF8.self) } == #"{"state":"closed"}"#)
    #expect(close.rejection.statuses == [422])
  }

  @Test func theIssueRecordsPagesHoldTheSizeGivenWhateverIsAskedFor() {
    let records = GitHubResources.openIssueRecords(
      in: Repository(owner: "octo", name: "harbour"), pageSize: 2)
    let list = records.listEndpoint(RecordQuery(page: PageRequest(size: 50)))

    #expect(
      list.url(relativeTo: base).absoluteString
        == "https://api.github.example/repos/octo/harbour/issues?state=open&per_page=2")
  }

  /// The generic list of records asks the server to search with a `q` filter, and to sort with
  /// `_sort` and `_order`, which GitHub's search leaves out.
  @Test func aQFilterSearchesTheRepositorysOpenIssuesAndFindsTheirItems() throws {
    let records = GitHubResources.openIssueRecords(
      in: Repository(owner: "octo", name: "harbour"), pageSize: 2)
    let filters = [
      URLQueryItem(name: "q", value: "tide"), URLQueryItem(name: "_sort", value: "title"),
    ]
    let search = records.listEndpoint(RecordQuery(filters: filters, page: PageRequest(size: 50)))
    let body = #"{"total_count": 1, "incomplete_results": false, "items": [{"number": 7}]}"#

    #expect(
      search.url(relativeTo: base).absoluteString
        == "https://api.github.example/search/issues"
        + "?q=tide%20repo%3Aocto%2Fharbour%20is%3Aissue%20is%3Aopen&page=1&per_page=50")
    let page = try search.decode(
      Data(body.utf8), from: HTTPResponseHead(status: 200), using: JSONDecoder())
    #expect(page.items == [["number": 7]])
    #expect(page.totalCount == 1 && page.next == nil)
  }
}

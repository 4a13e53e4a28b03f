import Dependencies
import Features
import FeaturesTesting
import Foundation
import GitHubIssues
import HTTPClient
import Testing

/// The issue screens on the in-memory twin of ``GitHubResources/openIssues(in:)``: no server
/// and no client of the team's.
@Suite(.timeLimit(.minutes(1)))
struct IssuesInMemoryTests {
  static let repository = Repository(owner: "octo", name: "harbour")

  /// Open issues #5 to #1; a title over GitHub's 256 characters refused as GitHub refuses it.
  static func client() -> ResourceClient<GitHubIssue, IssueDraft> {
    .inMemory(
      GitHubResources.openIssues(in: repository), records: Fixtures.issues,
      matching: { issue, search in issue.title.localizedStandardContains(search.text) },
      creating: { draft, number in
        GitHubIssue(
          number: GitHubIssue.Number(number), title: draft.title,
          body: draft.body.isEmpty ? nil : draft.body, author: "ada", createdAt: Fixtures.opened)
      },
      validate: { draft in
        draft.title.count > 256
          ? FieldErrors(["title": ["title is too long (maximum is 256 characters)"]]) : nil
      })
  }

  @Test func anIssueIsOpenedListedFoundAndClosed() async throws {
    let client = Self.client()
    let form = Store(
      initialState: IssueForm(fields: .init(title: String(repeating: "x", count: 300))),
      reducer: IssueFormFeature(saving: client))
    await form.send(.submit)
    let refused = await form.state.status.errors?["title"]
    await form.send(.setField(.title, "Crash at dawn"))
    await form.send(.submit)
    let feed = Store(
      initialState: IssuesFeedFeature.State(pageSize: 2), reducer: IssuesFeedFeature(client: client)
    )
    await feed.send(.loadRemainingPages)
    let search = Store(
      initialState: IssueSearchFeature.State(
        searchingOnServer: RecordQuery(page: PageRequest(size: 10))),
      reducer: IssueSearchFeature(client: client, clock: ImmediateClock()))
    await search.send(.searchTextChanged("crash"))
    let opened = try #require(await form.state.status.savedResource)
    let close = Store(
      initialState: CloseIssueFeature.State(target: opened),
      reducer: CloseIssueFeature(client: client))
    await close.send(.delete)
    await close.send(.confirm)
    let after = Store(
      initialState: IssuesFeedFeature.State(pageSize: 10),
      reducer: IssuesFeedFeature(client: client))
    await after.send(.loadRemainingPages)

    #expect(refused == ["title is too long (maximum is 256 characters)"])
    #expect(IssueFormScreen.lines(await form.state).last == "Opened issue #6.")
    #expect(await feed.state.pageItemCounts == [2, 2, 2])
    #expect(await feed.state.items.map(\.number.rawValue) == [5, 4, 3, 2, 1, 6])
    #expect(await search.state.visibleItems.map(\.title) == ["Crash at dawn"])
    #expect(CloseIssueScreen.line(await close.state) == "Closed issue #6 “Crash at dawn”.")
    #expect(await after.state.items.map(\.number.rawValue) == [5, 4, 3, 2, 1])
  }
}

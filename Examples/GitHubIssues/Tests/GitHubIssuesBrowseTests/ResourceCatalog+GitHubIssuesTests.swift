import BrowseKit
import GitHubIssues
import GitHubIssuesBrowse
import Testing

/// The issues' catalog: one tab, the repository's issues at GitHub's path, each known by its
/// number, with the close add-on; its list asks GitHub for the open issues.
@Suite(.timeLimit(.minutes(1))) struct ResourceCatalogGitHubIssuesTests {
  @Test func theOneTabIsTheRepositorysIssuesKnownByTheirNumbers() {
    let catalog = ResourceCatalog.gitHubIssues(of: HarbourIssues.repository)

    #expect(
      catalog.resources == [BrowsedResource(name: "issues", path: "repos/octo/harbour/issues")])
    #expect(catalog.idField == "number")
    #expect(catalog.addOns == [.closingIssues])
  }

  @Test func theTabAsksForTheOpenIssuesAndAnIssueByItsNumber() async {
    let server = HarbourIssues()
    let store = RecordAddOnClosingIssuesTests.browser(server)
    await store.send(.start)
    await store.send(.key(.enter))

    #expect(
      server.requests == [
        "GET repos/octo/harbour/issues?state=open&per_page=50",
        "GET repos/octo/harbour/issues/7",
      ])
  }
}

import Features
import FeaturesTesting
import Foundation
import GitHubIssues
import HTTPClient
import Testing

/// The feed of open issues asserted step by step with an exhaustive `TestStore`: each page is
/// asked for with the `Link` of the page before, until a page has no `next`.
@Suite(.timeLimit(.minutes(1)))
struct IssuesFeedFeatureTests {
  let log = RequestLog()

  @Test func eachPageIsAskedForWithTheNextLinkOfThePageBeforeUntilNoneFollows() async {
    let store = TestStore(
      initialState: IssuesFeedFeature.State(pageSize: 2),
      reducer: IssuesFeedFeature(client: Fixtures.client(log: log)))
    let issues = Fixtures.issues

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(Fixtures.page(1)))) {
      $0.mode = .idle
      $0.items = Array(issues[0..<2])
      $0.pageItemCounts = [2]
      $0.next = .url(Fixtures.link(page: 2))
    }
    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.receive(.pageResponse(page: 2, .success(Fixtures.page(2)))) {
      $0.mode = .idle
      $0.items = Array(issues[0..<4])
      $0.pageItemCounts = [2, 2]
      $0.next = .url(Fixtures.link(page: 3))
    }
    await store.send(.loadNextPage) { $0.mode = .loading(page: 3) }
    await store.receive(.pageResponse(page: 3, .success(Fixtures.page(3)))) {
      $0.mode = .idle
      $0.items = issues
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
    }
    await store.send(.loadNextPage)
    await store.finish()

    #expect(
      log.all == [
        .issues(nil), .issues(.url(Fixtures.link(page: 2))), .issues(.url(Fixtures.link(page: 3))),
      ])
    #expect(
      IssuesScreen.lines(store.state, of: Repository(owner: "octo", name: "harbour"))
        == [
          "octo/harbour: open issues",
          "#5 Issue 5", "    by ada · 4 comments",
          "#4 Issue 4", "    by ada · bug · 3 comments",
          "#3 Issue 3", "    by ada · 2 comments",
          "#2 Issue 2", "    by ada · bug · 1 comment",
          "#1 Issue 1", "    by ada · 0 comments",
          "5 open issues, all loaded",
        ])
  }

  @Test func loadingEveryPageFollowsTheLinksOneAfterAnother() async {
    let store = TestStore(
      initialState: IssuesFeedFeature.State(pageSize: 2),
      reducer: IssuesFeedFeature(client: Fixtures.client(log: log)))
    let issues = Fixtures.issues

    await store.send(.loadRemainingPages) {
      $0.mode = .loadingInTurn(page: 1)
    }
    await store.receive(.pageResponse(page: 1, .success(Fixtures.page(1)))) {
      $0.items = Array(issues[0..<2])
      $0.pageItemCounts = [2]
      $0.next = .url(Fixtures.link(page: 2))
      $0.mode = .loadingInTurn(page: 2)
    }
    await store.receive(.pageResponse(page: 2, .success(Fixtures.page(2)))) {
      $0.items = Array(issues[0..<4])
      $0.pageItemCounts = [2, 2]
      $0.next = .url(Fixtures.link(page: 3))
      $0.mode = .loadingInTurn(page: 3)
    }
    await store.receive(.pageResponse(page: 3, .success(Fixtures.page(3)))) {
      $0.items = issues
      $0.pageItemCounts = [2, 2, 1]
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    #expect(log.all.count == 3)
  }

  @Test func aRateLimitIsShownWithWhenToTryAgain() async {
    let limited = NetworkError.rateLimited(
      request: "GET https://api.github.example/repos/octo/harbour/issues", status: 403,
      retryAt: Date().addingTimeInterval(3_600))
    var client = Fixtures.client()
    client.page = { _ in throw limited }
    let store = TestStore(
      initialState: IssuesFeedFeature.State(pageSize: 2), reducer: IssuesFeedFeature(client: client)
    )

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .failure(LoadFailure(limited)))) {
      $0.mode = .failed(LoadFailure(limited))
    }
    await store.finish()

    let line = IssuesScreen.lines(store.state, of: Repository(owner: "octo", name: "harbour")).last
    #expect(
      line?.hasPrefix(
        "Could not load page 1: GET https://api.github.example/repos/octo/harbour/issues: "
          + "HTTP 403, rate limited; try again in 1 h, at ") == true, "\(line ?? "")")
  }
}

import FeaturesTesting
import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import Features

/// The feed's pages followed by `PageWalk`'s rules: a server that does not page as asked ends
/// the feed, saying so, rather than looping or looking complete.
@Suite(.timeLimit(.minutes(1)))
struct FeedFeaturePageWalkTests {
  private typealias Feature = FeedFeature<Note>

  /// A server that ignores the page asked for and sends the first two notes each time, naming
  /// the next number as a numbered API's full page does.
  private static let ignoringThePage = Feature { request in
    Page(items: Note.numbered(1...2), totalCount: nil, next: .number((request.number ?? 1) + 1))
  }

  @Test func aServerThatSendsTheSamePageForEveryNumberFailsTheFeedRatherThanLooping() async {
    let store = TestStore(initialState: Feature.State(pageSize: 2), reducer: Self.ignoringThePage)
    let first = Page(items: Note.numbered(1...2), totalCount: nil, next: .number(2))
    let again = Page(items: Note.numbered(1...2), totalCount: nil, next: .number(3))

    await store.send(.loadRemainingPages) { $0.mode = .loadingInTurn(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(first))) {
      $0.items = Note.numbered(1...2)
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.mode = .loadingInTurn(page: 2)
    }
    await store.receive(.pageResponse(page: 2, .success(again))) {
      $0.mode = .failed(
        LoadFailure(
          message: "page 2 repeated the page before it (the server ignored the page asked for)"))
    }
    await store.finish()

    check(store.state.hasMore, "the feed does not look complete")
  }

  @Test func pagesAskedForSeveralAtOnceThatRepeatFailTheFeedToo() async {
    var state = Feature.State(pageSize: 2)
    state.items = Note.numbered(1...2)
    state.pageItemCounts = [2]
    state.next = .number(2)
    state.total = 6
    let store = Store(
      initialState: state,
      reducer: Feature { _ in Page(items: Note.numbered(1...2), totalCount: 6, next: .number(9)) })

    await store.send(.loadRemainingPages)
    let loaded = await store.state

    checkEqual(loaded.items, Note.numbered(1...2), "no page repeated is appended")
    checkEqual(
      loaded.failure,
      LoadFailure(
        message: "page 2 repeated the page before it (the server ignored the page asked for)"))
  }

  @Test func aFirstPageOfEveryRecordEndsTheFeedWithoutAskingForASecond() async {
    let requests = Log<PageRequest>()
    let everything = Page(items: Note.numbered(1...5), totalCount: nil, next: .number(2))
    let store = TestStore(
      initialState: Feature.State(pageSize: 2),
      reducer: Feature { request in
        requests.append(request)
        return everything
      })

    await store.send(.loadRemainingPages) { $0.mode = .loadingInTurn(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(everything))) {
      $0.items = Note.numbered(1...5)
      $0.pageItemCounts = [5]
      $0.next = nil
      $0.mode = .idle
    }
    await store.finish()

    checkEqual(requests.entries.count, 1)
    check(!store.state.hasMore)
  }

  @Test func aNextPageNamedBeforeKeepsThePageAndFailsTheFeed() async {
    var state = Feature.State(pageSize: 2)
    state.items = Note.numbered(1...2)
    state.pageItemCounts = [2]
    state.next = .cursor("b")
    let looping = Page(items: Note.numbered(3...4), next: .cursor("b"))
    let store = TestStore(initialState: state, reducer: Feature { _ in looping })

    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.receive(.pageResponse(page: 2, .success(looping))) {
      $0.items = Note.numbered(1...4)
      $0.pageItemCounts = [2, 2]
      $0.next = nil
      $0.mode = .failed(LoadFailure(message: "the next page, cursor b, was read before"))
    }
    await store.finish()
  }
}

import HTTPClient
import TestSupport
import Testing

@testable import Features

/// What a feed's state says of its mode: the page loading, the failure, and the load under way.
@Suite struct FeedFeatureModeTests {
  private typealias Feature = FeedFeature<Note>

  /// A feed with two pages loaded, in `mode`.
  private static func state(_ mode: Feature.Mode) -> Feature.State {
    var state = Feature.State(pageSize: 2)
    state.items = Note.numbered(1...4)
    state.pageItemCounts = [2, 2]
    state.next = .number(3)
    state.mode = mode
    return state
  }

  private static let pages = Feature.RemainingPages(
    firstPage: 3, continuation: .number(3), lastPage: 5, nextPage: 5, inFlight: [3, 4])

  @Test func thePageLoadingFollowsTheMode() {
    let failure = LoadFailure(message: "down")
    let cases: [(Feature.Mode, Int?)] = [
      (.idle, nil), (.failed(failure), nil), (.loading(page: 3), 3), (.loadingInTurn(page: 3), 3),
      (.loadingRemaining(Self.pages), 3), (.appendingStoredPages(page: 3), 3), (.replacing, 1),
      (.revalidating(page: 2, several: nil), 2),
    ]
    for (mode, page) in cases {
      checkEqual(Self.state(mode).loadingPage, page, "\(mode)")
      checkEqual(Self.state(mode).isLoading, (page != nil), "\(mode)")
    }
    checkEqual(Self.state(.failed(failure)).failure, failure)
    checkEqual(Self.state(.idle).failure, nil)
  }

  @Test func eachLoadIsReadFromItsMode() {
    check(Self.state(.replacing).isReplacing)
    check(Self.state(.loadingInTurn(page: 3)).loadsRemainingInTurn)
    check(Self.state(.appendingStoredPages(page: 3)).isAppendingStoredPages)
    checkEqual(Self.state(.loadingRemaining(Self.pages)).remainingPages, Self.pages)
    let revalidating = Self.state(.revalidating(page: 2, several: Self.pages))
    check(revalidating.isRevalidating && revalidating.revalidatingPage == 2)
    checkEqual(revalidating.revalidatedPages, Self.pages)
    checkEqual(Self.state(.loading(page: 3)).remainingPages, nil)
    check(!Self.state(.loading(page: 3)).isReplacing)
  }
}

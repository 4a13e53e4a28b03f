import Features
import FeaturesTesting
import TestSupport
import Testing

@Suite struct FeedFeatureModePagesTests {
  private typealias Pages = FeedFeature<Int>.RemainingPages

  private let pages = Pages(
    firstPage: 2, continuation: .number(2), lastPage: 4, nextPage: 4, inFlight: [2, 3])

  @Test func changesThePagesOfTheRemainingPagesAndOfThePagesAskedForAgain() {
    var remaining = FeedFeature<Int>.Mode.loadingRemaining(pages)
    var revalidating = FeedFeature<Int>.Mode.revalidating(page: 2, several: pages)

    remaining.changePages { $0.inFlight.remove(2) }
    revalidating.changePages { $0.inFlight = [3] }

    var expected = pages
    expected.inFlight = [3]
    checkEqual(remaining, .loadingRemaining(expected))
    checkEqual(revalidating, .revalidating(page: 2, several: expected))
  }

  @Test func changesNothingInAnotherMode() {
    var modes: [FeedFeature<Int>.Mode] = [
      .idle, .loading(page: 1), .revalidating(page: 1, several: nil),
    ]
    for index in modes.indices {
      modes[index].changePages { $0.inFlight = [] }
    }

    checkEqual(modes, [.idle, .loading(page: 1), .revalidating(page: 1, several: nil)])
  }
}

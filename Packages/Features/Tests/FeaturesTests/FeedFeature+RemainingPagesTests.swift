import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct FeedFeatureRemainingPagesTests {
  private typealias Feature = FeedFeature<Album>

  private static func albums(_ ids: ClosedRange<Int>) -> [Album] {
    ids.map { Sample.album(Album.ID($0), title: "Album \($0)") }
  }

  /// Page `number` of two albums of twelve, or of `count` albums without a count.
  private static func page(_ number: Int, count: Int = 12, total: Int? = 12) -> Page<Album> {
    let first = (number - 1) * 2 + 1
    let last = min(first + 1, count)
    return Page(items: first <= last ? albums(first...last) : [], totalCount: total)
  }

  /// A feed of two albums a page whose first page is loaded, the server saying it has `total`.
  private static func firstPageLoaded(total: Int?) -> Feature.State {
    var state = Feature.State(pageSize: 2)
    state.items = albums(1...2)
    state.loadedPages = 1
    state.total = total
    return state
  }

  /// A server whose page `n` waits for `gates[n]`, or fails when `failing` says so.
  private static func feature(
    gates: [Int: Gate], failing: Int? = nil, requests: Log<Int> = Log()
  ) -> Feature {
    Feature { options in
      let number = options.page ?? 1
      requests.append(number)
      try await gates[number]?.pass()
      if number == failing { throw NetworkError.unreachable(host: "example.com", reason: "down") }
      return page(number)
    }
  }

  @Test func asksForFourPagesAtOnceAndAppendsThemInOrderAsTheyCome() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...6).map { ($0, Gate()) })
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 12), reducer: Self.feature(gates: gates))

    await store.send(.loadRemainingPages) {
      $0.loadingPage = 2
      $0.remainingPages = Feature.RemainingPages(
        lastPage: 6, nextPage: 6, inFlight: [2, 3, 4, 5])
    }
    gates[3]?.open()
    await store.receive(.pageResponse(page: 3, .success(Self.page(3)))) {
      $0.remainingPages?.inFlight = [2, 4, 5, 6]
      $0.remainingPages?.nextPage = 7
      $0.remainingPages?.arrived = [3: Self.page(3)]
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.page(2)))) {
      $0.items = Self.albums(1...6)
      $0.loadedPages = 3
      $0.loadingPage = 4
      $0.remainingPages?.inFlight = [4, 5, 6]
      $0.remainingPages?.arrived = [:]
    }
    gates[6]?.open()
    await store.receive(.pageResponse(page: 6, .success(Self.page(6)))) {
      $0.remainingPages?.inFlight = [4, 5]
      $0.remainingPages?.arrived = [6: Self.page(6)]
    }
    gates[5]?.open()
    await store.receive(.pageResponse(page: 5, .success(Self.page(5)))) {
      $0.remainingPages?.inFlight = [4]
      $0.remainingPages?.arrived = [5: Self.page(5), 6: Self.page(6)]
    }
    gates[4]?.open()
    await store.receive(.pageResponse(page: 4, .success(Self.page(4)))) {
      $0.items = Self.albums(1...12)
      $0.loadedPages = 6
      $0.loadingPage = nil
      $0.remainingPages = nil
    }
    await store.finish()

    #expect(!store.state.hasMore)
  }

  @Test func aFailedPageStopsThereAndKeepsThePagesBeforeIt() async {
    let gates = Dictionary(uniqueKeysWithValues: (2...6).map { ($0, Gate()) })
    let failure = LoadFailure(NetworkError.unreachable(host: "example.com", reason: "down"))
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: 12),
      reducer: Self.feature(gates: gates, failing: 3))

    await store.send(.loadRemainingPages) {
      $0.loadingPage = 2
      $0.remainingPages = Feature.RemainingPages(
        lastPage: 6, nextPage: 6, inFlight: [2, 3, 4, 5])
    }
    gates[2]?.open()
    await store.receive(.pageResponse(page: 2, .success(Self.page(2)))) {
      $0.items = Self.albums(1...4)
      $0.loadedPages = 2
      $0.loadingPage = 3
      $0.remainingPages?.inFlight = [3, 4, 5, 6]
      $0.remainingPages?.nextPage = 7
    }
    gates[3]?.open()
    await store.receive(.pageResponse(page: 3, .failure(failure))) {
      $0.loadingPage = nil
      $0.remainingPages = nil
      $0.failure = failure
    }
    // The pages after the failure, held at their gates, are no longer asked for.
    await store.finish()

    #expect(store.state.items == Self.albums(1...4))
  }

  @Test func withoutACountThePagesAreAskedForOneAfterAnother() async {
    let requests = Log<Int>()
    let store = TestStore(
      initialState: Self.firstPageLoaded(total: nil),
      reducer: Feature { options in
        let number = options.page ?? 1
        requests.append(number)
        return Self.page(number, count: 5, total: nil)
      })

    await store.send(.loadRemainingPages) {
      $0.loadingPage = 2
      $0.loadsRemainingInTurn = true
    }
    await store.receive(.pageResponse(page: 2, .success(Self.page(2, count: 5, total: nil)))) {
      $0.items = Self.albums(1...4)
      $0.loadedPages = 2
      $0.loadingPage = 3
    }
    await store.receive(.pageResponse(page: 3, .success(Self.page(3, count: 5, total: nil)))) {
      $0.items = Self.albums(1...5)
      $0.loadedPages = 3
      $0.loadingPage = nil
      $0.lastPageWasFull = false
      $0.loadsRemainingInTurn = false
    }
    await store.finish()

    #expect(requests.entries == [2, 3])
  }

  @Test func isIgnoredWhileAPageLoads() async {
    var state = Self.firstPageLoaded(total: 12)
    state.loadingPage = 2
    let store = TestStore(initialState: state, reducer: Self.feature(gates: [:]))

    await store.send(.loadRemainingPages)
    await store.finish()
  }
}

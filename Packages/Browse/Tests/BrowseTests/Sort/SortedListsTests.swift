import Dependencies
import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// `S` then a column's letter on the lists, on the exhaustive `TestStore`: the order, the
/// cursor kept on its row, what the status line is told, and the order kept while the rows are
/// loaded again.
@Suite(.timeLimit(.minutes(1))) struct SortedListsTests {
  private typealias Feed = FeedFeature<PostSummary>

  private static let users = [
    Sample.user(1, name: "Leanne Graham", city: "Gwenborough"),
    Sample.user(2, name: "Ervin Howell", city: "Wisokyburgh"),
    Sample.user(3, name: "clementine Bauch", city: "McKenziehaven"),
    Sample.user(4, name: "Émile Zola", city: "Gwenborough"),
  ]
  private static let zurich = Sample.user(5, name: "Aaron", city: "Zürich")

  /// The posts' screen on the fixture's posts, each page in `gates` answered once its gate opens.
  private static func postsScreen(passing gates: [Int: Gate]) -> PostsScreen {
    let posts = Fixtures.postsClient().posts
    let client = Fixtures.postsClient().with {
      $0.posts = { query in
        try await gates[query.options.page ?? 1]?.pass()
        return try await posts(query)
      }
    }
    return PostsScreen(
      client: client,
      deletion: DeleteFeature(
        client: client, undoWindow: BrowseFeature.undoWindow, clock: TestClock()),
      isOffline: false)
  }

  @Test func sortingThePostsAsksForEveryRemainingPageAndEachKeepsTheCursorOnItsPost() async {
    let gates = Dictionary(uniqueKeysWithValues: (3...5).map { ($0, Gate()) })
    var state = Fixtures.postsLoaded(pages: 2)
    state.cursor = ListCursor(row: 2)
    let store = TestStore(
      initialState: state,
      reducer: Self.postsScreen(passing: gates))
    let choices = "sort by: i id · t title · a author (Esc: keep the order)"

    await store.send(.key(.character("S"))) { $0.sort = ListSort(isChoosing: true) }
    await store.receive(.delegate(.notice(choices)))
    await store.send(.key(.character("i"))) {
      $0.sort = ListSort(letter: "i")
      $0.feed.mode = .loadingRemaining(
        Feed.RemainingPages(
          firstPage: 3, continuation: .number(3), lastPage: 5, nextPage: 6, inFlight: [3, 4, 5]))
    }
    await store.receive(.delegate(.notice("sorted by id ↑")))
    await store.send(.key(.character("S"))) { $0.sort = ListSort(letter: "i", isChoosing: true) }
    await store.receive(.delegate(.notice(choices)))
    await store.send(.key(.character("i"))) {
      $0.sort = ListSort(letter: "i", isDescending: true)
      // Post 3 of the 40 loaded, the other way round.
      $0.cursor = ListCursor(row: 37, offset: 17)
    }
    await store.receive(.delegate(.notice("sorted by id ↓")))
    for number in 3...5 {
      gates[number]?.open()
      await store.receive(
        .resource(.feed(.pageResponse(page: number, .success(Fixtures.postsPage(number)))))
      ) {
        let page = Fixtures.postsPage(number)
        $0.feed.items += page.items
        $0.feed.pageItemCounts.append(page.items.count)
        $0.feed.next = page.next
        $0.feed.mode.changePages { pages in pages.inFlight.remove(number) }
        // Each page sorted in above it moves post 3 down.
        $0.cursor = ListCursor(row: number * 20 - 3, offset: number * 20 - 23)
        if number == 5 {
          $0.feed.mode = .idle
        }
      }
    }
    #expect(store.state.shownRows.map(\.post.id.rawValue) == Array((1...100).reversed()))
    await store.finish()
  }

  @Test func sortingThePostsWhileASearchFiltersThemStillAsksForEveryRemainingPage() async {
    let gates = Dictionary(uniqueKeysWithValues: (3...5).map { ($0, Gate()) })
    var state = Fixtures.postsLoaded(pages: 2)
    var search = ListSearch()
    for key in [Key.character("/"), .character("1"), .enter] { _ = search.press(key) }
    search.index(state.feed.items)
    state.search = search
    let store = TestStore(
      initialState: state,
      reducer: Self.postsScreen(passing: gates))

    await store.send(.key(.character("S"))) { $0.sort = ListSort(isChoosing: true) }
    await store.receive(
      .delegate(.notice("sort by: i id · t title · a author (Esc: keep the order)")))
    await store.send(.key(.character("i"))) {
      $0.sort = ListSort(letter: "i")
      $0.feed.mode = .loadingRemaining(
        Feed.RemainingPages(
          firstPage: 3, continuation: .number(3), lastPage: 5, nextPage: 6, inFlight: [3, 4, 5]))
    }
    await store.receive(.delegate(.notice("sorted by id ↑")))
    for number in 3...5 {
      gates[number]?.open()
      await store.receive(
        .resource(.feed(.pageResponse(page: number, .success(Fixtures.postsPage(number)))))
      ) {
        let page = Fixtures.postsPage(number)
        $0.feed.items += page.items
        $0.feed.pageItemCounts.append(page.items.count)
        $0.feed.next = page.next
        $0.feed.mode.changePages { pages in pages.inFlight.remove(number) }
        let items = $0.feed.items
        $0.search?.index(items)
        if number == 5 {
          $0.feed.mode = .idle
        }
      }
    }
    await store.send(.key(.escape)) { _ = $0.search?.press(.escape) }
    #expect(store.state.shownRows.map(\.post.id.rawValue) == Array(1...100))
    await store.finish()
  }

}

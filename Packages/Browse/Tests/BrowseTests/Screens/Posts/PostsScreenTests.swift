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

/// The Posts tab on the exhaustive `TestStore`: every change of its state, and every action its
/// feed's effects send back.
@Suite(.timeLimit(.minutes(1))) struct PostsScreenTests {
  private typealias Feed = FeedFeature<PostSummary>

  private static func screen(
    _ client: NetworkClient = Fixtures.postsClient(), clock: any Clock<Duration> = TestClock(),
    isOffline: Bool = false
  ) -> PostsScreen {
    PostsScreen(
      client: client,
      deletion: DeleteFeature(client: client, undoWindow: BrowseFeature.undoWindow, clock: clock),
      isOffline: isOffline)
  }

  /// The feed with `pages` pages of `count` posts appended.
  private static func appended(
    _ feed: Feed.State, pages: ClosedRange<Int>, count: Int = 100
  ) -> Feed.State {
    var feed = feed
    for number in pages {
      let page = Fixtures.postsPage(number, count: count, claimed: count)
      feed.items += page.items
      feed.pageItemCounts.append(page.items.count)
      feed.total = page.totalCount
      feed.next = page.next
    }
    return feed
  }

  @Test func itStartsFromTheStoreAndAsksForTheNextPageUntilTheScreenIsFull() async {
    let store = TestStore(
      initialState: PostsScreen.State(size: Fixtures.size), reducer: Self.screen())

    await store.send(.appear) {
      $0.isRequested = true
      $0.appendsStoredPages = true
      $0.feed.freshness = .storedIfAvailable
      $0.feed.mode = .loading(page: 1)
    }
    await store.receive(.resource(.feed(.pageResponse(page: 1, .success(Fixtures.postsPage(1)))))) {
      $0.feed = Self.appended($0.feed, pages: 1...1)
      // From the server, not the store: no stored page follows; 20 rows do not fill 21.
      $0.appendsStoredPages = false
      $0.feed.mode = .loading(page: 2)
    }
    await store.receive(.resource(.feed(.pageResponse(page: 2, .success(Fixtures.postsPage(2)))))) {
      $0.feed = Self.appended($0.feed, pages: 2...2)
      $0.feed.mode = .idle
    }
    await store.finish()
    #expect(store.state.shownRows.map(\.post.id) == (1...40).map { Post.ID($0) })
  }

  @Test func usersThatCouldNotBeReadAreKeptToBeSaidUntilTheFirstPageIsReadAgain() async {
    let skipped = SkippedItems(
      resource: "users", count: 1, total: 2, firstProblem: "[1].address: missing key")
    var page = Fixtures.postsPage(1)
    page.skipped = [skipped]
    let store = TestStore(
      initialState: PostsScreen.State(size: Fixtures.size), reducer: Self.screen())

    await store.send(.resource(.feed(.loadNextPage))) { $0.feed.mode = .loading(page: 1) }
    await store.send(.resource(.feed(.pageResponse(page: 1, .success(page))))) {
      $0.feed = Self.appended($0.feed, pages: 1...1)
      $0.feed.mode = .loading(page: 2)
      $0.skipped = ["users": skipped]
    }
    #expect(ShownScreen.screen(store.state).skipped == [skipped])
    await store.receive(.resource(.feed(.pageResponse(page: 2, .success(Fixtures.postsPage(2)))))) {
      $0.feed = Self.appended($0.feed, pages: 2...2)
      $0.feed.mode = .idle
    }
    #expect(store.state.skipped == ["users": skipped], "a later page keeps what the first said")
    await store.finish()
  }

  @Test func theStoredPagesShowAtOnceAndAreThenAskedForAgainInPlaceReadingTheUsersOnce()
    async
  {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    let userReads = LockedValue(0)
    let client = Fixtures.postsClient(count: 40, claimed: 40).with {
      $0.posts = { query in
        let number = query.options.page ?? 1
        let freshness = ReadFreshness.current
        ReadSourceObserver.current?(freshness == .revalidated ? .server : .stored(at: storedAt))
        return Page.numbered(
          Fixtures.posts(page: number, count: 40), number: number, size: Fixtures.pageSize,
          totalCount: 40)
      }
      $0.users = { _ in
        userReads.withLock { $0 += 1 }
        return Page(items: [Sample.leanne])
      }
    }
    let store = TestStore(
      initialState: PostsScreen.State(size: Fixtures.size),
      reducer: Self.screen(AuthorsOnce().client(client)))
    let first = Fixtures.postsPage(1, count: 40, claimed: 40)
    let second = Fixtures.postsPage(2, count: 40, claimed: 40)

    await store.send(.appear) {
      $0.isRequested = true
      $0.appendsStoredPages = true
      $0.feed.freshness = .storedIfAvailable
      $0.feed.mode = .loading(page: 1)
    }
    await store.receive(.readSource(.stored(at: storedAt))) {
      $0.origin.record(.stored(at: storedAt))
    }
    await store.receive(.resource(.feed(.pageResponse(page: 1, .success(first))))) {
      $0.feed = Self.appended($0.feed, pages: 1...1, count: 40)
      $0.origin.replace()
      $0.appendsStoredPages = false
      // Stored: every page stored after it is read at once, from the store alone.
      $0.feed.mode = .appendingStoredPages(page: 2)
    }
    await store.receive(.readSource(.stored(at: storedAt))) {
      $0.origin.record(.stored(at: storedAt))
    }
    await store.receive(.resource(.feed(.storedPagesResponse(after: 1, [second])))) {
      $0.feed.items += second.items
      $0.feed.pageItemCounts.append(20)
      $0.feed.next = nil
      $0.feed.mode = .idle
      $0.origin.add()
      // Then the pages shown are asked for again, in place, the users read once for them.
      $0.origin.startRevalidation()
      $0.authorsRound = 1
      $0.feed.freshness = .revalidated
      $0.feed.mode = .revalidating(page: 1, several: nil)
    }
    #expect(store.state.origin.shown.oldestStoredAt == storedAt)
    await store.receive(.readSource(.server)) { $0.origin.record(.server) }
    await store.receive(.resource(.feed(.pageResponse(page: 1, .success(first))))) {
      $0.origin.replace()
      $0.feed.mode = .revalidating(
        page: 2,
        several: Feed.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 2, nextPage: 3, inFlight: [2]))
    }
    await store.receive(.readSource(.server)) { $0.origin.record(.server) }
    await store.receive(.resource(.feed(.pageResponse(page: 2, .success(second))))) {
      $0.origin.add()
      $0.feed.mode = .idle
    }
    await store.finish()
    #expect(store.state.origin.shown.oldestStoredAt == nil, "every page is the server's now")
    #expect(userReads.current == 2, "once from the store, once from the server")
  }

  @Test func movesPastThePostsLoadedAreKeptWhileThePageLoads() async {
    let gate = Gate()
    let client = Fixtures.postsClient().with { [posts = Fixtures.postsClient().posts] in
      $0.posts = { query in
        try await gate.pass()
        return try await posts(query)
      }
    }
    let store = TestStore(
      initialState: Fixtures.postsLoaded(pages: 2), reducer: Self.screen(client))

    for row in 1...18 {
      await store.send(.key(.character("j"))) {
        $0.cursor = ListCursor(row: row, offset: 0)
      }
    }
    await store.send(.key(.character("j"))) {
      // Within a page of the end: the next page loads.
      $0.cursor = ListCursor(row: 19, offset: 0)
      $0.feed.mode = .loading(page: 3)
    }
    for row in 20...39 {
      await store.send(.key(.character("j"))) {
        $0.cursor = ListCursor(row: row, offset: max(0, row - 20))
      }
    }
    for target in 40...44 {
      await store.send(.key(.character("j"))) {
        $0.cursor = ListCursor(row: 39, offset: 19, target: target)
      }
    }
    gate.open()
    await store.receive(.resource(.feed(.pageResponse(page: 3, .success(Fixtures.postsPage(3)))))) {
      $0.feed = Self.appended($0.feed, pages: 3...3)
      $0.cursor = ListCursor(row: 44, offset: 24)
      // The cursor is within a page of the end again.
      $0.feed.mode = .loading(page: 4)
    }
    await store.receive(.resource(.feed(.pageResponse(page: 4, .success(Fixtures.postsPage(4)))))) {
      $0.feed = Self.appended($0.feed, pages: 4...4)
      $0.feed.mode = .idle
    }
    await store.finish()
    await store.send(.key(.character("k"))) { $0.cursor = ListCursor(row: 43, offset: 24) }
  }

  @Test func gAsksForEveryRemainingPageAndTheCursorFollowsToTheEndAsTheyComeInOrder() async {
    let gates = Dictionary(uniqueKeysWithValues: (3...5).map { ($0, Gate()) })
    let store = TestStore(
      initialState: Fixtures.postsLoaded(pages: 2),
      reducer: Self.screen(Self.gated(gates)))

    await store.send(.key(.character("G"))) {
      $0.cursor = ListCursor(row: 39, offset: 19, target: .max)
      $0.feed.mode = .loadingRemaining(
        Feed.RemainingPages(
          firstPage: 3, continuation: .number(3), lastPage: 5, nextPage: 6, inFlight: [3, 4, 5]))
    }
    gates[5]?.open()
    await store.receive(.resource(.feed(.pageResponse(page: 5, .success(Fixtures.postsPage(5)))))) {
      $0.feed.mode.changePages { pages in pages.inFlight = [3, 4] }
      $0.feed.mode.changePages { pages in pages.arrived = [5: Fixtures.postsPage(5)] }
    }
    #expect(store.state.feed.items.count == 40, "page 5 waits for pages 3 and 4")
    gates[3]?.open()
    await store.receive(.resource(.feed(.pageResponse(page: 3, .success(Fixtures.postsPage(3)))))) {
      $0.feed = Self.appended($0.feed, pages: 3...3)
      $0.feed.mode.changePages { pages in pages.inFlight = [4] }
      $0.cursor = ListCursor(row: 59, offset: 39, target: .max)
    }
    gates[4]?.open()
    await store.receive(.resource(.feed(.pageResponse(page: 4, .success(Fixtures.postsPage(4)))))) {
      $0.feed = Self.appended($0.feed, pages: 4...5)
      $0.feed.mode = .idle
      $0.cursor = ListCursor(row: 99, offset: 79)
    }
    await store.finish()
  }

  /// A client of 100 posts whose page `n` waits for `gates[n]`, noting each page asked for in
  /// `requests`.
  private static func gated(_ gates: [Int: Gate], requests: LockedValue<[Int]> = LockedValue([]))
    -> NetworkClient
  {
    let posts = Fixtures.postsClient().posts
    return Fixtures.postsClient().with {
      $0.posts = { query in
        let number = query.options.page ?? 1
        requests.withLock { $0.append(number) }
        try await gates[number]?.pass()
        return try await posts(query)
      }
    }
  }

  @Test func gWhileTheSecondPageLoadsTakesThatPageOverAndAsksForTheRestAtOnce() async {
    let requests = LockedValue<[Int]>([])
    let gates = Dictionary(uniqueKeysWithValues: (2...5).map { ($0, Gate()) })
    let store = TestStore(
      initialState: Fixtures.postsLoaded(pages: 1),
      reducer: Self.screen(Self.gated(gates, requests: requests)))

    await store.send(.resource(.feed(.loadNextPage))) { $0.feed.mode = .loading(page: 2) }
    await store.send(.key(.character("G"))) {
      $0.cursor = ListCursor(row: 19, offset: 0, target: .max)
      $0.feed.mode = .loadingRemaining(
        Feed.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 5, nextPage: 6, inFlight: [2, 3, 4, 5]))
    }
    for number in 2...5 {
      gates[number]?.open()
      await store.receive(
        .resource(.feed(.pageResponse(page: number, .success(Fixtures.postsPage(number)))))
      ) {
        $0.feed = Self.appended($0.feed, pages: number...number)
        $0.feed.mode.changePages { pages in pages.inFlight.remove(number) }
        $0.cursor = ListCursor(row: number * 20 - 1, offset: number * 20 - 21, target: .max)
        if number == 5 {
          $0.feed.mode = .idle
          $0.cursor = ListCursor(row: 99, offset: 79)
        }
      }
    }
    await store.finish()
    #expect(requests.current.sorted() == [2, 3, 4, 5], "page 2 is asked for once")
  }

  @Test func rAsksForThePagesAgainInPlaceAndSaysWhatChangedWithTheCursorOnItsPost() async {
    let renamed = LockedValue<Set<Int>>([])
    let client = Fixtures.postsClient().with {
      $0.posts = { query in
        let number = query.options.page ?? 1
        let posts = Fixtures.posts(page: number, count: 100).map { post in
          renamed.current.contains(post.id.rawValue)
            ? Sample.post(post.id, title: "Renamed \(post.id)") : post
        }
        return Page.numbered(posts, number: number, size: Fixtures.pageSize, totalCount: 100)
      }
    }
    var state = Fixtures.postsLoaded(pages: 2)
    state.cursor = ListCursor(row: 10)
    let store = TestStore(initialState: state, reducer: Self.screen(client))

    await store.send(.key(.character("r"))) {
      $0.authorsRound = 1
      $0.announcesRefresh = true
      $0.feed.freshness = .revalidated
      $0.feed.mode = .revalidating(page: 1, several: nil)
    }
    #expect(store.state.shownRows.count == 40, "the posts stay while they are asked for again")
    await store.receive(.resource(.feed(.pageResponse(page: 1, .success(Fixtures.postsPage(1)))))) {
      $0.feed.mode = .revalidating(
        page: 2,
        several: Feed.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 2, nextPage: 3, inFlight: [2]))
    }
    await store.receive(.resource(.feed(.pageResponse(page: 2, .success(Fixtures.postsPage(2)))))) {
      $0.feed.mode = .idle
      $0.announcesRefresh = false
    }
    await store.receive(.delegate(.notice("up to date")))
    await store.finish()

    renamed.withLock { $0 = [3, 30] }
    let first = Page.numbered(
      Fixtures.posts(page: 1, count: 100).map {
        PostSummary(
          post: $0.id == 3 ? Sample.post(3, title: "Renamed 3") : $0, author: Sample.leanne)
      }, number: 1, size: Fixtures.pageSize, totalCount: 100)
    let second = Page.numbered(
      Fixtures.posts(page: 2, count: 100).map {
        PostSummary(
          post: $0.id == 30 ? Sample.post(30, title: "Renamed 30") : $0, author: Sample.leanne)
      }, number: 2, size: Fixtures.pageSize, totalCount: 100)
    await store.send(.key(.character("r"))) {
      $0.authorsRound = 2
      $0.announcesRefresh = true
      $0.feed.revalidationChanges = 0
      $0.feed.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.resource(.feed(.pageResponse(page: 1, .success(first))))) {
      $0.feed.items[2] = first.items[2]
      $0.feed.revalidationChanges = 1
      $0.feed.mode = .revalidating(
        page: 2,
        several: Feed.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 2, nextPage: 3, inFlight: [2]))
    }
    await store.receive(.resource(.feed(.pageResponse(page: 2, .success(second))))) {
      $0.feed.items[29] = second.items[9]
      $0.feed.revalidationChanges = 2
      $0.feed.mode = .idle
      $0.announcesRefresh = false
    }
    await store.receive(.delegate(.notice("updated: 2 changed")))
    await store.finish()
    #expect(store.state.cursor.row == 10)
  }

  @Test func rAfterAFailedPageAsksForItAgainAndGIsNotAskedTwice() async {
    let failing = LockedValue(true)
    let client = Fixtures.postsClient(count: 60, claimed: 60).with {
      [posts = Fixtures.postsClient(count: 60, claimed: 60).posts] in
      $0.posts = { query in
        if failing.current { throw NetworkError.unreachable(host: "api.test", reason: "down") }
        return try await posts(query)
      }
    }
    var state = Fixtures.postsLoaded(pages: 2, count: 60)
    state.cursor = ListCursor(row: 39, offset: 19)
    let store = TestStore(initialState: state, reducer: Self.screen(client))
    let failure = LoadFailure(NetworkError.unreachable(host: "api.test", reason: "down"))

    await store.send(.key(.character("j"))) {
      $0.cursor = ListCursor(row: 39, offset: 19, target: 40)
      $0.feed.mode = .loading(page: 3)
    }
    await store.receive(.resource(.feed(.pageResponse(page: 3, .failure(failure))))) {
      $0.feed.mode = .failed(failure)
      $0.cursor = ListCursor(row: 39, offset: 19)
      $0.outage = .armed
    }
    await store.send(.key(.character("G")))
    failing.withLock { $0 = false }
    await store.send(.key(.character("r"))) {
      $0.feed.freshness = .revalidated
      $0.feed.mode = .loading(page: 3)
    }
    let last = Fixtures.postsPage(3, count: 60, claimed: 60)
    await store.receive(.resource(.feed(.pageResponse(page: 3, .success(last))))) {
      $0.feed = Self.appended($0.feed, pages: 3...3, count: 60)
      $0.feed.mode = .idle
      $0.outage = .idle
    }
    await store.finish()
  }

  @Test func enterOpensThePostAndCAndEOpenTheFormsAsTheBrowserIsAskedTo() async {
    var state = Fixtures.postsLoaded(pages: 2)
    state.cursor = ListCursor(row: 2)
    let store = TestStore(initialState: state, reducer: Self.screen())
    let post = Sample.post(3, title: "Post 3")

    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.post(3))))
    await store.send(.key(.character("c")))
    await store.receive(
      .delegate(.open(.form(FormScreen(PostForm.new(PostFormFeature.State(mode: .create)))))))
    // `n` goes to the next match of a search, as in less and vim: it never creates.
    await store.send(.key(.character("n")))
    await store.receive(.delegate(.notice("n N go to the next match: / to search")))
    await store.send(.key(.character("e")))
    await store.receive(.delegate(.open(.form(.editing(post, author: Sample.leanne)))))
    await store.finish()
  }

  @Test func dAndYHideThePostUIsUndoneAndTheWindowClosingSendsTheDelete() async {
    let clock = TestClock()
    let deleted = LockedValue<[Post.ID]>([])
    let client = Fixtures.postsClient(count: 40, claimed: 40).with {
      $0.deletePost = { id in deleted.withLock { $0.append(id) } }
    }
    var state = Fixtures.postsLoaded(pages: 2, count: 40)
    state.cursor = ListCursor(row: 2)
    let store = TestStore(initialState: state, reducer: Self.screen(client, clock: clock))
    let target = DeleteFeature.Target.post(3)

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeleteFeature.State(target: target, status: .confirming)]
      $0.deletions.titles = [target: "Post 3"]
    }
    #expect(store.state.deletions.isAsking)
    await store.send(.key(.character("y"))) {
      $0.deletions.deletions[0].status = .pending
    }
    #expect(!store.state.shownRows.contains { $0.post.id == 3 }, "hidden at once")
    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(row: 3) }
    await store.send(.key(.character("u"))) {
      $0.deletions = DeletionList.State()
      $0.cursor = ListCursor(row: 2)
    }
    await store.receive(.delegate(.notice("undone")))
    await store.finish()
    #expect(deleted.current.isEmpty, "an undone deletion sends nothing")

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeleteFeature.State(target: target, status: .confirming)]
      $0.deletions.titles = [target: "Post 3"]
    }
    await store.send(.key(.character("y"))) { $0.deletions.deletions[0].status = .pending }
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: BrowseFeature.undoWindow)
    await store.receive(.deletions(.deletion(ElementAction(id: target, action: .undoWindowClosed))))
    {
      $0.deletions.deletions[0].status = .deleting
    }
    await store.receive(
      .deletions(.deletion(ElementAction(id: target, action: .deleteResponse(.success(target)))))
    ) {
      $0.deletions.deletions[0].status = .deleted
      // Deleted on the server: the pages are asked for again.
      $0.authorsRound = 1
      $0.feed.freshness = .revalidated
      $0.feed.mode = .revalidating(page: 1, several: nil)
    }
    let first = Fixtures.postsPage(1, count: 40, claimed: 40)
    await store.receive(.resource(.feed(.pageResponse(page: 1, .success(first))))) {
      $0.feed.total = 40
      $0.feed.mode = .revalidating(
        page: 2,
        several: Feed.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 2, nextPage: 3, inFlight: [2]))
    }
    let second = Fixtures.postsPage(2, count: 40, claimed: 40)
    await store.receive(.resource(.feed(.pageResponse(page: 2, .success(second))))) {
      $0.feed.mode = .idle
    }
    await store.finish()
    #expect(deleted.current == [3])
    await store.send(.key(.character("j"))) {
      // The deletion was shown until this key.
      $0.deletions = DeletionList.State()
      $0.cursor = ListCursor(row: 3)
    }
  }

  @Test func anyAnswerButYKeepsThePostAndIsTakenForNothingElse() async {
    let store = TestStore(initialState: Fixtures.postsLoaded(pages: 2), reducer: Self.screen())

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeleteFeature.State(target: .post(1), status: .confirming)]
      $0.deletions.titles = [.post(1): "Post 1"]
    }
    await store.send(.key(.character("j"))) { $0.deletions = DeletionList.State() }
    await store.finish()
  }

  @Test func offlineDIsRefusedAtOnceAndHidesNothing() async {
    let store = TestStore(
      initialState: Fixtures.postsLoaded(pages: 2), reducer: Self.screen(isOffline: true))

    await store.send(.key(.character("d")))
    await store.receive(.delegate(.notice("Cannot delete post 1: offline, nothing is sent")))
    await store.send(.key(.character("y")))
    await store.finish()
    #expect(store.state.shownRows.count == 40)
  }

  @Test func slashSearchesEveryPostLoadedOnceAndEscKeepsTheCursorOnItsPost() async {
    let store = TestStore(initialState: Fixtures.postsLoaded(pages: 2), reducer: Self.screen())
    let every = Page(
      items: (1...100).map {
        PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
      },
      totalCount: 100)

    await store.send(.key(.character("/"))) {
      var search = ListSearch()
      _ = search.open()
      search.index($0.feed.items)
      $0.search = search
      $0.allPosts = PostsListFeature.State()
    }
    await store.receive(.resource(.allPosts(.list(.pageResponse(.success(every)))))) {
      $0.allPosts?.list.page = .loaded(every)
      $0.search?.index(every.items)
    }
    await store.send(.key(.character("9"))) {
      _ = $0.search?.press(.character("9"))
    }
    #expect(
      store.state.shownRows.map(\.post.id.rawValue)
        == (1...100).filter { "\($0)".contains("9") }, "every post is searched")
    await store.send(.key(.down)) { $0.cursor = ListCursor(row: 1) }
    #expect(store.state.shownRows[1].post.id == 19)
    await store.send(.key(.escape)) {
      _ = $0.search?.press(.escape)
      $0.cursor = ListCursor(row: 18)
    }
    await store.finish()
  }

  @Test func aPostSelectedBeyondThePagesLoadedLoadsTheRestAndTheCursorGoesToIt() async {
    let gates = Dictionary(uniqueKeysWithValues: (3...5).map { ($0, Gate()) })
    let store = TestStore(
      initialState: Fixtures.postsLoaded(pages: 2), reducer: Self.screen(Self.gated(gates)))

    await store.send(.select(77, loadingPages: true)) {
      $0.selection = PostsScreen.State.Selection(id: 77, loadsPages: true)
      $0.feed.mode = .loadingRemaining(
        Feed.RemainingPages(
          firstPage: 3, continuation: .number(3), lastPage: 5, nextPage: 6, inFlight: [3, 4, 5]))
    }
    for number in 3...4 {
      gates[number]?.open()
      await store.receive(
        .resource(.feed(.pageResponse(page: number, .success(Fixtures.postsPage(number)))))
      ) {
        $0.feed = Self.appended($0.feed, pages: number...number)
        $0.feed.mode.changePages { pages in pages.inFlight.remove(number) }
      }
    }
    gates[5]?.open()
    await store.receive(.resource(.feed(.pageResponse(page: 5, .success(Fixtures.postsPage(5)))))) {
      $0.feed = Self.appended($0.feed, pages: 5...5)
      $0.feed.mode = .idle
      $0.selection = nil
      $0.cursor = ListCursor(row: 76, offset: 56)
    }
    await store.finish()
  }

  @Test func aJumpSelectsAPostShownAndNotOneBeyondThePagesLoaded() async {
    let store = TestStore(initialState: Fixtures.postsLoaded(pages: 2), reducer: Self.screen())

    await store.send(.select(7, loadingPages: false)) { $0.cursor = ListCursor(row: 6) }
    await store.send(.select(77, loadingPages: false))
    await store.finish()
  }

  @Test func aServerThatAnsweredAgainEndsTheStoredPostsStandingInForIt() async {
    var state = Fixtures.postsLoaded(pages: 2)
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    state.origin.record(
      .storedInPlaceOfServer(at: storedAt, error: .unreachable(host: "api.test", reason: "down")))
    state.origin.replace()
    let store = TestStore(initialState: state, reducer: Self.screen())

    #expect(
      store.state.origin.shown.note(at: storedAt, offline: false)?.hasPrefix("offline") == true)
    await store.send(.serverReached) { $0.origin.serverReached() }
    #expect(store.state.origin.shown.note(at: storedAt, offline: false) == "updated just now")
    await store.finish()
  }
}

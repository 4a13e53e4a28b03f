import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse

@Suite struct BrowseStateTests {
  private static let size = TerminalSize(columns: 80, rows: 24)

  private static func summaries(_ ids: ClosedRange<Int>) -> [PostSummary] {
    ids.map { id in
      PostSummary(
        post: Sample.post(Post.ID(id), title: "Post \(id)"), author: Sample.leanne)
    }
  }

  private static func postsPage(_ number: Int, total: Int = 100) -> PostsListFeature.State {
    let first = (number - 1) * PostsPage.size + 1
    let last = min(total, number * PostsPage.size)
    return PostsListFeature.State(
      query: PostsPage.query(number),
      posts: .loaded(
        Page.numbered(
          first <= last ? summaries(first...last) : [], number: number, size: PostsPage.size,
          totalCount: total)))
  }

  private static let users = (1...5).map { Sample.user(User.ID($0), name: "User \($0)") }

  /// A browser with the first two pages of posts loaded.
  private func loaded() -> BrowseState {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(.postsAnswered(Self.postsPage(1)))
    _ = state.apply(.postsAnswered(Self.postsPage(2)))
    return state
  }

  private func press(_ keys: Key..., in state: inout BrowseState) -> [BrowseRequest] {
    keys.flatMap { state.apply(.key($0)) }
  }

  @Test func itStartsOnThePostsAndAsksForTheFirstPage() {
    var state = BrowseState(size: Self.size)
    #expect(
      state.apply(.start) == [
        .posts(.refresh(.storedIfAvailable))
      ], "the first screen shows what is stored at once")
    #expect(state.tab == .posts)
    #expect(state.top.screen == .posts)
    #expect(state.isLoading)
  }

  @Test func aPageThatDoesNotFillTheScreenAsksForTheNext() {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    #expect(
      state.apply(.postsAnswered(Self.postsPage(1)))
        == [.posts(.loadNextPage)])
    #expect(state.apply(.postsAnswered(Self.postsPage(2))) == [])
    #expect(state.posts.items.map(\.id) == (1...40).map { Post.ID($0) })
    #expect(state.posts.total == 100)
  }

  @Test func theNextPageLoadsAsTheCursorNearsTheEndOnce() {
    var state = loaded()
    #expect(press(.character("j"), .character("j"), in: &state) == [])
    let requests = press(.character("G"), in: &state)
    #expect(requests == [.posts(.loadRemainingPages)])
    #expect(state.top.position.cursor == 39)
    #expect(press(.up, in: &state) == [], "page 3 is already loading")
    #expect(state.top.position.cursor == 38, "moving back cancels going to the end")
    _ = state.apply(.postsAnswered(Self.postsPage(3)))
    #expect(state.top.position.cursor == 38)
  }

  @Test func gAsksForEveryRemainingPageAtOnceAndShowsThemInOrder() {
    var state = loaded()
    #expect(press(.character("G"), in: &state) == [.posts(.loadRemainingPages)])
    #expect(state.posts.remainingPages?.inFlight == [3, 4, 5])
    _ = state.apply(.postsAnswered(Self.postsPage(5)))
    #expect(state.posts.items.count == 40, "page 5 waits for pages 3 and 4")
    _ = state.apply(.postsAnswered(Self.postsPage(3)))
    #expect(state.posts.items.map(\.id) == (1...60).map { Post.ID($0) })
    #expect(state.top.position.cursor == 59, "the cursor follows to the end as pages come")
    _ = state.apply(.postsAnswered(Self.postsPage(4)))
    #expect(state.posts.items.map(\.id) == (1...100).map { Post.ID($0) })
    #expect(!state.posts.isLoading)
    #expect(state.top.position.cursor == 99)
  }

  @Test func theSamePageReportedTwiceIsAddedOnce() {
    var state = loaded()
    _ = state.apply(.postsAnswered(Self.postsPage(2)))
    #expect(state.posts.items.count == 40)
  }

  @Test func theCursorMovesByRowPageAndToEitherEndWithinTheList() {
    var state = loaded()
    _ = press(.down, .character("j"), .character("j"), .character("k"), in: &state)
    #expect(state.top.position.cursor == 2)
    _ = press(.pageDown, in: &state)
    let page = BrowseLayout.visibleRows(.posts, size: Self.size)
    #expect(state.top.position.cursor == 2 + page)
    #expect(state.top.position.offset == 3)
    _ = press(.pageUp, in: &state)
    #expect(state.top.position.cursor == 2)
    _ = press(.character("g"), .up, in: &state)
    #expect(state.top.position == ListPosition(cursor: 0, offset: 0))
  }

  @Test func ctrlDAndCtrlUMoveHalfAPage() {
    var state = loaded()
    let half = BrowseLayout.visibleRows(.posts, size: Self.size) / 2
    _ = press(.control("d"), in: &state)
    #expect(state.top.position.cursor == half)
    _ = press(.control("d"), .control("u"), in: &state)
    #expect(state.top.position.cursor == half)
    _ = press(.control("u"), in: &state)
    #expect(state.top.position.cursor == 0)
  }

  @Test func enterOpensThePostAndBackReturnsWithTheCursorAndOffsetKept() {
    var state = loaded()
    _ = press(.pageDown, .character("j"), in: &state)
    let position = state.top.position
    let selected = state.posts.items[position.cursor].post.id
    let requests = press(.enter, in: &state)
    let screen = state.top.id
    #expect(requests == [.openPost(screen: screen, selected)])
    #expect(state.top.screen == .post(PostDetailFeature.State(postID: selected)))
    #expect(press(.escape, in: &state) == [])
    #expect(state.top.screen == .posts)
    #expect(state.top.position == position)
    #expect(press(.backspace, in: &state) == [], "the root stays")
  }

  @Test func aPostsAuthorOpensOnTopOfThePost() {
    var state = loaded()
    _ = press(.enter, in: &state)
    let postScreen = state.top.id
    #expect(press(.character("a"), in: &state) == [], "the post has not loaded")
    let detail = PostDetail(
      post: Sample.post(1, by: 2, title: "Post 1"), author: Sample.ervin, comments: [])
    _ = state.apply(
      .postAnswered(screen: postScreen, PostDetailFeature.State(postID: 1, detail: .loaded(detail)))
    )
    let requests = press(.character("a"), in: &state)
    #expect(requests == [.openUser(screen: state.top.id, 2)])
    #expect(state.stacks[BrowseTab.posts.rawValue].count == 3)
    _ = press(.escape, .escape, in: &state)
    #expect(state.top.screen == .posts)
  }

  @Test func eachTabKeepsItsOwnStack() {
    var state = loaded()
    _ = press(.enter, in: &state)
    #expect(
      press(.character("2"), in: &state) == [
        .users([.selectOwner(nil), .list(.load)], .storedIfAvailable)
      ])
    #expect(state.top.screen == .users)
    #expect(
      press(.tab, in: &state) == [.albums(.loadList(screen: .root(of: .albums)))],
      "the albums load once")
    #expect(state.tab == .albums)
    _ = press(.tab, .tab, in: &state)
    #expect(state.tab == .posts)
    #expect(state.top.screen == .post(PostDetailFeature.State(postID: 1)))
    _ = press(.backTab, in: &state)
    #expect(state.tab == .todos)
    #expect(press(.character("2"), in: &state) == [], "the users are requested once")
  }

  @Test func selectingAUserReloadsTheListWithoutThem() {
    var state = loaded()
    _ = press(.character("2"), in: &state)
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: Self.users)))))
    #expect(
      press(.down, .down, .character(" "), in: &state) == [
        .users([.selectOwner(3)], .revalidated)
      ], "selecting fetches the list again by itself")
    #expect(state.users.selectedOwner == 3)
    #expect(state.selectedUser?.name == "User 3")
    #expect(state.users.users == .loading)
    #expect(state.top.position == ListPosition())
    _ = state.apply(
      .usersAnswered(
        UsersListFeature.State(users: .loaded(Page(items: Self.users)), selectedOwner: 3)))
    #expect(state.users.visibleUsers.map(\.id) == [5, 4, 2, 1])
    #expect(press(.character("s"), in: &state) == [.users([.selectOwner(5)], .revalidated)])
    #expect(press(.character("x"), in: &state) == [.users([.selectOwner(nil)], .revalidated)])
    #expect(press(.character("r"), in: &state) == [.users([.selectOwner(nil)], .revalidated)])
    #expect(state.selectedUser == nil)
    #expect(press(.character("x"), in: &state) == [], "nothing is selected")
  }

  @Test func enterOnAUserOpensTheirDetail() {
    var state = loaded()
    _ = press(.character("2"), in: &state)
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: Self.users)))))
    let requests = press(.down, .enter, in: &state)
    #expect(requests == [.openUser(screen: state.top.id, 2)])
  }

  @Test func rRefreshesALoadedListAndRetriesAFailedPage() {
    var state = loaded()
    _ = press(.character("j"), in: &state)
    #expect(
      press(.character("r"), in: &state) == [
        .posts(.revalidate)
      ], "a refresh asks the server again")
    #expect(state.posts.items.count == 40, "the posts stay until the first page comes again")
    #expect(state.top.position.cursor == 1, "the cursor stays on its post")
    #expect(state.apply(.postsAnswered(Self.postsPage(1))) == [])
    #expect(state.posts.loadingPage == 2, "so do the pages after it")

    var failed = loaded()
    #expect(press(.character("G"), in: &failed) == [.posts(.loadRemainingPages)])
    _ = failed.apply(
      .postsAnswered(
        PostsListFeature.State(
          query: PostsPage.query(3), posts: .failed(LoadFailure(message: "offline")))))
    #expect(failed.posts.items.count == 40)
    #expect(press(.character("G"), in: &failed) == [], "a failed page is not asked for again")
    #expect(press(.character("r"), in: &failed) == [.posts(.retry)])
    #expect(failed.posts.loadingPage == 3)
    #expect(failed.posts.freshness == .revalidated)
  }

  /// Page `number` of a server that has `count` posts and says it has `claimed`.
  private static func postsPage(_ number: Int, count: Int, claimed: Int) -> BrowseAction {
    let first = (number - 1) * PostsPage.size + 1
    let last = min(count, number * PostsPage.size)
    return .postsAnswered(
      PostsListFeature.State(
        query: PostsPage.query(number),
        posts: .loaded(
          Page.numbered(
            first <= last ? summaries(first...last) : [], number: number, size: PostsPage.size,
            totalCount: claimed))))
  }

  /// Loads the pages a browser asks for from a server of `count` posts that says it has
  /// `claimed`, after pressing G, and returns the pages asked for.
  private func loadToTheEnd(count: Int, claimed: Int) -> (BrowseState, [Int]) {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = press(.character("G"), in: &state)
    var asked: [Int] = []
    while let page = state.posts.loadingPage, asked.count < 50 {
      asked.append(page)
      _ = state.apply(Self.postsPage(page, count: count, claimed: claimed))
      if asked.count == 1 { _ = press(.character("G"), in: &state) }
    }
    return (state, asked)
  }

  @Test(arguments: [101, Int.max])
  func aCountAboveThePostsEndsAtTheFirstShortOrEmptyPage(claimed: Int) {
    let (state, asked) = loadToTheEnd(count: 100, claimed: claimed)
    #expect(asked == [1, 2, 3, 4, 5, 6])
    #expect(!state.posts.hasMore)
    #expect(state.posts.shownTotal == 100)
    #expect(state.top.position.cursor == 99)
    let (short, shortAsked) = loadToTheEnd(count: 90, claimed: claimed)
    #expect(shortAsked == [1, 2, 3, 4, 5])
    #expect(short.posts.items.count == 90)
  }

  @Test(arguments: [0, 3])
  func aCountBelowThePostsIsOverruledByFullPages(claimed: Int) {
    let (state, asked) = loadToTheEnd(count: 100, claimed: claimed)
    #expect(asked == [1, 2, 3, 4, 5, 6])
    #expect(state.posts.items.count == 100)
    #expect(state.top.position.cursor == 99)
    var partial = BrowseState(size: Self.size)
    _ = partial.apply(.start)
    _ = partial.apply(Self.postsPage(1, count: 100, claimed: claimed))
    #expect(partial.posts.hasMore)
    #expect(partial.posts.shownTotal == nil, "shown as 20+")
  }

  @Test func anExactCountEndsWithoutAnExtraPage() {
    let (state, asked) = loadToTheEnd(count: 100, claimed: 100)
    #expect(asked == [1, 2, 3, 4, 5])
    #expect(state.top.position.cursor == 99)
  }

  @Test func movesPressedWhileAPageLoadsAreKept() {
    var state = loaded()
    let moves = [Key](repeating: .character("j"), count: 50)
    #expect(
      moves.flatMap { state.apply(.key($0)) }
        == [.posts(.loadNextPage)])
    #expect(state.top.position.cursor == 39)
    _ = state.apply(.postsAnswered(Self.postsPage(3)))
    #expect(state.top.position.cursor == 50)
    _ = press(.character("k"), in: &state)
    #expect(state.top.position.cursor == 49)
  }

  @Test func rOnADetailLoadsItAgain() {
    var state = loaded()
    _ = press(.enter, in: &state)
    #expect(press(.character("r"), in: &state) == [.reloadDetail(screen: state.top.id)])
  }

  @Test func qQuitsAndCtrlCInterruptsFromAnywhere() {
    var state = loaded()
    _ = press(.enter, .character("?"), in: &state)
    #expect(press(.character("q"), in: &state) == [], "q closes the help, as any key")
    #expect(!state.showsHelp)
    #expect(press(.character("q"), in: &state) == [.quit(interrupted: false)])
    _ = press(.character("?"), in: &state)
    #expect(press(.control("c"), in: &state) == [.quit(interrupted: true)])
    #expect(press(.control("z"), in: &state) == [.suspend])
  }

  @Test func theHelpClosesOnAnyKey() {
    var state = loaded()
    _ = press(.character("?"), in: &state)
    #expect(state.showsHelp)
    #expect(press(.character("2"), in: &state) == [])
    #expect(!state.showsHelp)
    #expect(state.tab == .posts, "the key only closed the help")
  }

  @Test func aHelpTallerThanTheWindowScrollsWithTheArrows() {
    var state = loaded()
    _ = state.apply(.resized(TerminalSize(columns: 40, rows: 10)))
    _ = press(.character("?"), in: &state)
    let hidden = BrowseLayout.hiddenHelpLines(state.size, on: state.top.screen)
    #expect(hidden > 0)
    _ = press(.down, .character("j"), in: &state)
    #expect(state.helpOffset == 2)
    _ = press(.pageDown, .pageDown, .pageDown, in: &state)
    #expect(state.helpOffset == hidden)
    _ = press(.up, in: &state)
    #expect(state.helpOffset == hidden - 1)
    #expect(state.showsHelp)
    _ = press(.character("x"), in: &state)
    #expect(!state.showsHelp)
  }

  @Test func aTooSmallTerminalTakesOnlyQuitting() {
    var state = loaded()
    _ = state.apply(.resized(TerminalSize(columns: 39, rows: 24)))
    #expect(press(.character("2"), .down, in: &state) == [])
    #expect(state.tab == .posts)
    #expect(state.top.position.cursor == 0)
    #expect(press(.character("q"), in: &state) == [.quit(interrupted: false)])
  }

  @Test func aSmallerWindowKeepsTheCursorShown() {
    var state = loaded()
    _ = press(.character("G"), in: &state)
    _ = state.apply(.resized(TerminalSize(columns: 40, rows: 10)))
    let position = state.top.position
    let rows = BrowseLayout.visibleRows(.posts, size: state.size)
    #expect(position.cursor == 39)
    #expect(position.offset == 40 - rows)
  }
}

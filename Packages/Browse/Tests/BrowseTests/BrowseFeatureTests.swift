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

/// The browser on the exhaustive `TestStore`: the tabs and their stacks of screens, the keys it
/// keeps for itself and those it hands to the screen shown, the help, the command line, and
/// what it does with what the screens tell it.
@Suite(.timeLimit(.minutes(1))) struct BrowseFeatureTests {
  private static let size = Fixtures.size
  private static let post = Sample.post(3, title: "Post 3")
  private static let detail = PostDetail(post: post, author: Sample.leanne, comments: [])

  private static let client = Fixtures.browserClient

  /// ``client``, whose users are `users`, sent once `gate` opens.
  private static func client(answering users: Page<User>, after gate: Gate) -> NetworkClient {
    client.with {
      $0.users = { _ in
        try await gate.pass()
        return users
      }
    }
  }

  /// A browser whose first two pages of posts are loaded.
  private static func loaded() -> BrowseState { .withPostsLoaded() }

  /// A runtime that notes what it is asked.
  private final class Runtime: Sendable {
    let calls = LockedValue<[String]>([])

    var runtime: BrowseRuntime {
      BrowseRuntime(
        end: { [calls] ending in calls.withLock { $0.append("end \(ending)") } },
        suspend: { [calls] in calls.withLock { $0.append("suspend") } },
        edit: { .success($0) }, openURL: { _ in false })
    }
  }

  @Test func itStartsOnThePostsFromTheStore() async {
    let store = TestStore(
      initialState: BrowseState(size: Self.size), reducer: BrowseFeature(client: Self.client))

    await store.send(.start) {
      $0.lists.posts.isRequested = true
      $0.lists.posts.appendsStoredPages = true
      $0.lists.posts.feed.freshness = .storedIfAvailable
      $0.lists.posts.feed.mode = .loading(page: 1)
    }
    await store.receive(
      .lists(.posts(.resource(.feed(.pageResponse(page: 1, .success(Fixtures.postsPage(1)))))))
    ) {
      $0.lists.posts = Fixtures.postsLoaded(pages: 1)
      $0.lists.posts.isRequested = true
      $0.lists.posts.feed.freshness = .storedIfAvailable
      $0.lists.posts.feed.mode = .loading(page: 2)
    }
    await store.receive(
      .lists(.posts(.resource(.feed(.pageResponse(page: 2, .success(Fixtures.postsPage(2)))))))
    ) {
      $0.lists.posts.feed = Fixtures.postsLoaded(pages: 2).feed
      $0.lists.posts.feed.freshness = .storedIfAvailable
    }
    await store.finish()
    #expect(store.state.showsSpinner == false)
  }

  @Test func enterOpensThePostOverTheListAndEscGoesBackWithTheCursorKept() async {
    var state = Self.loaded()
    state.lists.posts.cursor = ListCursor(row: 2)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let screen = StackElementID.pushed(0)

    await store.send(.key(.enter))
    await store.receive(.lists(.posts(.delegate(.open(.post(3)))))) {
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 3, size: Self.size)))
    }
    await store.receivePost(Self.detail, on: screen)
    #expect(store.state.breadcrumb == ["Posts", "3"])
    await store.send(.key(.escape))
    await store.receive(.opened(screen, on: .posts, .post(.delegate(.close)))) {
      $0.stacks[BrowseTab.posts].popLast()
    }
    await store.send(.key(.backspace))
    await store.finish()
    #expect(store.state.lists.posts.cursor.row == 2, "the list is as it was")
  }

  @Test func theHelpScrollsWhenTallerThanTheWindowAndAnyOtherKeyClosesIt() async {
    var state = Self.loaded()
    state.size = TerminalSize(columns: 40, rows: 10)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let hidden = BrowseLayout.hiddenHelpLines(state.size, on: .list(.posts))
    #expect(hidden > 2)

    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.down)) { $0.help = 1 }
    await store.send(.key(.character("j"))) { $0.help = 2 }
    await store.send(.key(.pageDown)) {
      $0.help = min(hidden, 2 + BrowseLayout.helpRows(TerminalSize(columns: 40, rows: 10)))
    }
    await store.send(.key(.character("2"))) { $0.help = nil }
    #expect(store.state.tab == .posts, "the key only closed the help")
    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.character("q"))) { $0.help = nil }
    await store.finish()
  }

  @Test func everyMoveScrollsTheHelpToItsEnds() async {
    var state = Self.loaded()
    state.size = TerminalSize(columns: 40, rows: 10)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let hidden = BrowseLayout.hiddenHelpLines(state.size, on: .list(.posts))
    let half = max(1, BrowseLayout.helpRows(state.size) / 2)

    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.character("G"))) { $0.help = hidden }
    await store.send(.key(.control("u"))) { $0.help = hidden - half }
    await store.send(.key(.home)) { $0.help = 0 }
    await store.send(.key(.control("d"))) { $0.help = half }
    await store.send(.key(.character("g"))) { $0.help = 0 }
    await store.send(.key(.up)) { $0.help = 0 }
    await store.finish()
  }

  @Test func ctrlGOpensTheHelpWhereQuestionMarkIsTypedButNotOverAQuestion() async {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create)))
    _ = form.press(.tab)
    let state = Self.loaded().opening(.form(form))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    await store.send(.key(.control("g"))) { $0.help = 0 }
    await store.send(.key(.escape)) { $0.help = nil }
    #expect(store.state.shown.kind == .form, "the key only closed the help")
    await store.finish()

    var asking = Self.loaded()
    asking.lists.posts.deletions.deletions = [
      DeleteFeature.State(target: .post(1), status: .confirming)
    ]
    asking.lists.posts.deletions.titles = [.post(1): "Post 1"]
    let question = TestStore(initialState: asking, reducer: BrowseFeature(client: Self.client))
    await question.send(.key(.control("g"))) { $0.lists.posts.deletions = DeletionList.State() }
    #expect(question.state.help == nil, "any key but y keeps the post, Ctrl-G too")
    await question.finish()
  }

  @Test func qQuitsCtrlCInterruptsAndCtrlZSuspendsFromAnywhere() async {
    let runtime = Runtime()
    let store = TestStore(
      initialState: Self.loaded(),
      reducer: BrowseFeature(client: Self.client, runtime: runtime.runtime))

    await store.send(.key(.character("?"))) { $0.help = 0 }
    await store.send(.key(.control("z")))
    await store.send(.key(.control("c")))
    await store.send(.key(.character("q"))) { $0.help = nil }
    await store.send(.key(.character("q")))
    await store.finish()
    // Each key's effect runs as a task of its own: which of them reaches the runtime first is
    // not the reducer's to say.
    #expect(runtime.calls.current.sorted() == ["end interrupted", "end quit", "suspend"])
  }

  @Test func aTooSmallTerminalTakesOnlyQuitting() async {
    let runtime = Runtime()
    var state = Self.loaded()
    state.size = TerminalSize(columns: 39, rows: 24)
    let store = TestStore(
      initialState: state, reducer: BrowseFeature(client: Self.client, runtime: runtime.runtime))

    await store.send(.key(.character("2")))
    await store.send(.key(.down))
    await store.send(.key(.character("q")))
    await store.finish()
    #expect(runtime.calls.current == ["end quit"])
  }

  @Test func colonPost7OpensThePostOverTheListWhoseCursorGoesToItSoThatEscLandsThere() async {
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: Self.client))
    let screen = StackElementID.pushed(0)
    let seven = PostDetail(
      post: Sample.post(7, title: "Post 7"), author: Sample.leanne, comments: [])

    await store.send(.key(.character(":"))) { $0.commandLine = CommandPrompt() }
    for character in "po" {
      await store.send(.key(.character(character))) { $0.commandLine?.apply(.character(character)) }
    }
    await store.send(.key(.tab)) { $0.commandLine = CommandPrompt("post ") }
    await store.send(.key(.character("7"))) { $0.commandLine?.apply(.character("7")) }
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post 7")
      $0.lists.posts.cursor = ListCursor(row: 6)
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 7, jumpName: "post 7", size: Self.size)))
    }
    await store.receivePost(seven, on: screen)
    await store.send(.key(.escape))
    await store.receive(.opened(screen, on: .posts, .post(.delegate(.close)))) {
      $0.stacks[BrowseTab.posts].popLast()
    }
    await store.finish()
    #expect(store.state.lists.posts.shownRows[store.state.lists.posts.cursor.row].post.id == 7)
  }

  @Test func aPostJumpedToThatIsNotFoundClosesAndSaysSo() async {
    let client = Self.client.with {
      $0.post = { _ in throw NetworkError.notFound(resource: "post", id: "999") }
    }
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: client))
    let screen = StackElementID.pushed(0)
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "999"))

    await store.send(.key(.character(":"))) { $0.commandLine = CommandPrompt() }
    await store.send(.keys("post 999".map(Key.character))) {
      $0.commandLine = CommandPrompt("post 999")
    }
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post 999")
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 999, jumpName: "post 999", size: Self.size)))
    }
    await store.receive(
      .opened(screen, on: .posts, .post(.detail(.detailResponse(.failure(failure)))))
    ) {
      $0.stacks[BrowseTab.posts][id: screen] = .post(
        PostScreen.State(postID: 999, detail: .failed(failure), size: Self.size))
    }
    await store.receive(.opened(screen, on: .posts, .post(.delegate(.notFound("post 999"))))) {
      $0.stacks[BrowseTab.posts].popLast()
      $0.notice = "No post 999."
    }
    await store.finish()
  }

  @Test func aDeletionConfirmedOnAPostClosesItAndTheListDeletesIt() async {
    var state = Self.loaded()
    let post = state.stacks[BrowseTab.posts].append(
      .post(PostScreen.State(postID: 3, detail: .loaded(Self.detail), size: Self.size)))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    await store.send(.key(.character("d"))) {
      $0.stacks[BrowseTab.posts][id: post] = .post(
        PostScreen.State(postID: 3, detail: .loaded(Self.detail), size: Self.size).asking())
    }
    #expect(store.state.shown.takesEveryKey)
    await store.send(.key(.character("y"))) {
      $0.stacks[BrowseTab.posts][id: post] = .post(
        PostScreen.State(postID: 3, detail: .loaded(Self.detail), size: Self.size))
    }
    await store.receive(
      .opened(post, on: .posts, .post(.delegate(.deleteConfirmed(.post(3), title: "Post 3"))))
    ) {
      $0.stacks[BrowseTab.posts].popLast()
      $0.lists.posts.deletions.deletions = [DeleteFeature.State(target: .post(3), status: .pending)]
      $0.lists.posts.deletions.titles = [.post(3): "Post 3"]
    }
    #expect(
      store.state.shown.deletion?.text(width: 80, spinner: "") == "Deleted post 3 — u to undo")
    await store.send(.key(.character("u"))) {
      $0.lists.posts.deletions = DeletionList.State()
      $0.lists.posts.cursor = ListCursor(row: 2)
    }
    await store.receive(.lists(.posts(.delegate(.notice("undone"))))) { $0.notice = "undone" }
    await store.finish()
  }

  @Test func keysThatCameTogetherGoEachToTheScreenTheKeysBeforeLeftShown() async {
    let comments = (1...30).map {
      Sample.comment(
        Comment.ID($0), on: 1, name: "Comment \($0)", email: "a@b.example", body: "Yes")
    }
    let client = Self.client.with { $0.comments = { _ in Page(items: comments) } }
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: client))
    let screen = StackElementID.pushed(0)
    let detail = PostDetail(
      post: Sample.post(1, title: "Post 1"), author: Sample.leanne, comments: comments)

    // Enter opens the post; the j typed with it waits for the post, then scrolls it, not the
    // list.
    await store.send(.keys([.enter, .character("j")])) {
      var post = PostScreen.State(postID: 1, size: Self.size)
      post.scroll.held = HeldKeys([.character("j")])
      $0.stacks[BrowseTab.posts].append(.post(post))
    }
    await store.receivePost(detail, on: screen)
    let pressAgain = BrowseDelegate.pressAgain([.character("j")], pressedWhile: "the post loaded")
    await store.receive(.opened(screen, on: .posts, .post(.delegate(pressAgain)))) {
      var post = PostScreen.State(postID: 1, detail: .loaded(detail), size: Self.size)
      post.scroll = DetailScroll(line: 1)
      $0.stacks[BrowseTab.posts][id: screen] = .post(post)
    }
    await store.send(.keys([.character("j"), .character("j")])) {
      var post = PostScreen.State(postID: 1, detail: .loaded(detail), size: Self.size)
      post.scroll = DetailScroll(line: 3)
      $0.stacks[BrowseTab.posts][id: screen] = .post(post)
    }
    await store.finish()
    #expect(store.state.lists.posts.cursor.row == 0)
  }

  @Test func rOfflineSaysItNeedsTheNetworkAndOnlineEndsTheCachesWarning() async {
    var state = BrowseState(size: Self.size, isOffline: true)
    state.lists.posts = Fixtures.postsLoaded(pages: 2)
    let store = TestStore(
      initialState: state, reducer: BrowseFeature(client: Self.client, isOffline: true))

    await store.send(.warningsChanged(["cannot store data in the cache"])) {
      $0.warning = "warning: cannot store data in the cache"
    }
    await store.send(.key(.character("r"))) { $0.notice = "offline: r needs the network" }
    await store.finish()

    let online = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: Self.client))
    await online.send(.warningsChanged(["cannot store data in the cache"])) {
      $0.warning = "warning: cannot store data in the cache"
    }
    await online.send(.key(.character("r"))) {
      $0.warning = nil
      $0.lists.posts.authorsRound = 1
      $0.lists.posts.announcesRefresh = true
      $0.lists.posts.feed.freshness = .revalidated
      $0.lists.posts.feed.mode = .revalidating(page: 1, several: nil)
    }
    await online.receive(
      .lists(.posts(.resource(.feed(.pageResponse(page: 1, .success(Fixtures.postsPage(1)))))))
    ) {
      $0.lists.posts.feed.mode = .revalidating(
        page: 2,
        several: FeedFeature<PostSummary>.RemainingPages(
          firstPage: 2, continuation: .number(2), lastPage: 2, nextPage: 3, inFlight: [2]))
    }
    await online.receive(
      .lists(.posts(.resource(.feed(.pageResponse(page: 2, .success(Fixtures.postsPage(2)))))))
    ) {
      $0.lists.posts.feed.mode = .idle
      $0.lists.posts.announcesRefresh = false
    }
    await online.receive(.lists(.posts(.delegate(.notice("up to date"))))) {
      $0.notice = "up to date"
    }
    await online.finish()
  }

  @Test func aNewSizeReachesEveryScreen() async {
    var state = Self.loaded()
    state.lists.posts.cursor = ListCursor(row: 30, offset: 10)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let small = TerminalSize(columns: 40, rows: 10)

    await store.send(.resized(small)) {
      $0.size = small
      $0.lists.posts.size = small
      $0.lists.posts.cursor = ListCursor(row: 30, offset: 24)
      for tab in ["users", "albums", "todos", "comments", "photos"] {
        $0.lists[records: BrowseTab(resource: tab)].size = small
      }
    }
    await store.finish()
  }
}

extension PostScreen.State {
  /// The screen asking whether to delete its post.
  fileprivate func asking() -> Self {
    var state = self
    state.isAskingToDelete = true
    return state
  }
}

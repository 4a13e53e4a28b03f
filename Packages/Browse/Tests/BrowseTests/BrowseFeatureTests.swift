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

  @Test func eachTabKeepsItsOwnStackAndLoadsItsListOnce() async {
    let users = Page(items: [Sample.leanne])
    let client = Self.client.with {
      $0.users = { _ in users }
      $0.albums = { _ in Page(items: []) }
      $0.todos = { _ in Page(items: []) }
    }
    var state = Self.loaded()
    let post = state.stacks[BrowseTab.posts].append(
      .post(PostScreen.State(postID: 1, detail: .loaded(Self.detail), size: Self.size)))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(.key(.character("2"))) {
      $0.tab = .users
      $0.lists.users.isRequested = true
    }
    await store.receive(.lists(.users(.resource(.list(.list(.pageResponse(.success(users)))))))) {
      $0.lists.users.list.list.page = .loaded(users)
    }
    await store.send(.key(.character("1"))) { $0.tab = .posts }
    #expect(store.state.top == .opened(post, on: .posts), "the post is still open on its tab")
    await store.send(.key(.character("2"))) { $0.tab = .users }
    await store.finish()
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

  @Test func anUnknownCommandAUserOrAnAlbumNotThereAreOneClearLine() async {
    var state = Self.loaded()
    state.lists.users.list.list.page = .loaded(Page(items: [Sample.leanne]))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    for (command, notice) in [
      ("foo", "Unknown command: foo — try :post, :user, :comments, :albums, :photos, :todos, :q"),
      ("user 9", "No user 9."),
      ("post 0", "Not a post number: 0"),
    ] {
      await store.send(.key(.character(":"))) {
        $0.notice = nil
        $0.commandLine = CommandPrompt()
      }
      await store.send(.keys(command.map(Key.character))) {
        $0.commandLine = CommandPrompt(command)
      }
      await store.send(.key(.enter)) {
        $0.commandLine = nil
        $0.commandHistory.add(command)
        $0.notice = notice
      }
    }
    await store.send(.key(.character("j"))) {
      $0.notice = nil
      $0.lists.posts.cursor = ListCursor(row: 1)
    }
    await store.finish()
  }

  @Test func aUserLeftOutOfTheListAsUnreadableIsOpenedAndSaysWhy() async {
    let unreadable = NetworkError.undecodable(
      resource: "user", codingPath: "address", reason: "missing key")
    let client = Self.client.with {
      $0.user = { _ in throw unreadable }
      $0.albums = { _ in Page(items: []) }
      $0.todos = { _ in Page(items: []) }
    }
    var state = Self.loaded()
    state.lists.users.isRequested = true
    state.lists.users.list.list.page = .loaded(
      Page(
        items: [Sample.leanne],
        skipped: [
          SkippedItems(
            resource: "users", count: 1, total: 2, firstProblem: "[1].address: missing key")
        ]))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))
    let screen = StackElementID.pushed(0)
    let failure = LoadFailure(unreadable)

    await store.send(.key(.character(":"))) { $0.commandLine = CommandPrompt() }
    await store.send(.keys("user 2".map(Key.character))) {
      $0.commandLine = CommandPrompt("user 2")
    }
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("user 2")
      $0.tab = .users
      $0.lists.users.selection = .init(id: 2, loadsPages: false)
      $0.stacks[BrowseTab.users].append(
        .user(UserScreen.State(userID: 2, jumpName: "user 2", size: Self.size)))
    }
    await store.receive(
      .opened(screen, on: .users, .user(.detail(.detailResponse(.failure(failure)))))
    ) {
      // Its answer could not be read: the server answered, so it is not asked again by itself.
      let user = UserScreen.State(userID: 2, detail: .failed(failure), size: Self.size)
      $0.stacks[BrowseTab.users][id: screen] = .user(user)
    }
    await store.finish()
    #expect(store.state.notice == nil, "not said to be missing")
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

  @Test func keysHeldWhileATabLoadedArePressedAgainOnTheScreenTheKeysBeforeLeftShown() async {
    let gate = Gate()
    let users = Page(items: [Sample.leanne, Sample.user(2, name: "Ervin Howell")])
    let client = Self.client(answering: users, after: gate)
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: client))
    let (e, j) = (Key.character("e"), Key.character("j"))

    // `2`, then `j` and `e` before the users come: the form of the second user opens.
    await store.send(.keys([.character("2"), j, e])) {
      $0.tab = .users
      $0.lists.users.isRequested = true
      $0.lists.users.cursor = ListCursor(target: 1, heldKeys: [e])
    }
    gate.open()
    await store.receive(.lists(.users(.resource(.list(.list(.pageResponse(.success(users)))))))) {
      $0.lists.users.list.list.page = .loaded(users)
      $0.lists.users.cursor = ListCursor(row: 1)
    }
    await store.receive(
      .lists(.users(.delegate(.pressAgain([e], pressedWhile: "the users loaded"))))
    ) {
      let edit = FormScreen.editing(Sample.user(2, name: "Ervin Howell"))
      $0.stacks[BrowseTab.users].append(.form(edit))
    }
    await store.finish()
  }

  @Test func keysHeldForAScreenNoLongerShownAreSaidNotUsed() async {
    let gate = Gate()
    let users = Page(items: [Sample.leanne])
    let client = Self.client(answering: users, after: gate)
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: client))

    await store.send(.keys([.character("2"), .enter, .character("1")])) {
      $0.lists.users.isRequested = true
      $0.lists.users.cursor = ListCursor(heldKeys: [.enter])
    }
    gate.open()
    await store.receive(.lists(.users(.resource(.list(.list(.pageResponse(.success(users)))))))) {
      $0.lists.users.list.list.page = .loaded(users)
      $0.lists.users.cursor = ListCursor()
    }
    await store.receive(
      .lists(.users(.delegate(.pressAgain([.enter], pressedWhile: "the users loaded"))))
    ) {
      $0.notice = "1 key pressed while the users loaded was not used: another screen is shown"
    }
    await store.finish()
  }

  @Test func keysHeldArePressedAgainBelowTheCommandLineOpenedMeanwhile() async {
    let gate = Gate()
    let users = Page(items: [Sample.leanne])
    let client = Self.client(answering: users, after: gate)
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: client))
    let (e, x) = (Key.character("e"), Key.character("x"))

    // Neither typed into the command line nor lost: the form opens below it, which stays open.
    await store.send(.keys([.character("2"), e, .character(":"), x])) {
      $0.tab = .users
      $0.lists.users.isRequested = true
      $0.lists.users.cursor = ListCursor(heldKeys: [e])
      $0.commandLine = CommandPrompt("x")
    }
    gate.open()
    await store.receive(.lists(.users(.resource(.list(.list(.pageResponse(.success(users)))))))) {
      $0.lists.users.list.list.page = .loaded(users)
      $0.lists.users.cursor = ListCursor()
    }
    await store.receive(
      .lists(.users(.delegate(.pressAgain([e], pressedWhile: "the users loaded"))))
    ) {
      $0.stacks[BrowseTab.users].append(.form(.editing(Sample.leanne)))
    }
    await store.finish()
  }

  @Test func aNewUserSavedReplacesTheFormWithTheirDetailAndIsSelectedInTheList() async {
    let saved = Sample.user(6, name: "Ada")
    let users = Page(items: [Sample.leanne, saved])
    let client = NetworkClient.unimplemented.with { $0.users = { _ in users } }
    var state = Self.loaded()
    state.tab = .users
    state.lists.users.isRequested = true
    state.lists.users.list.list.page = .loaded(Page(items: [Sample.leanne]))
    var form = FormScreen(UserForm.new(UserFormFeature.State(mode: .create)))
    form.update {
      $0 = .newUser(UserFormFeature.State(mode: .create, status: .saved(saved)))
    }
    let formID = state.stacks[BrowseTab.users].append(.form(form))
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(
      .opened(formID, on: .users, .form(.delegate(.saved(.user(saved, isNew: true)))))
    ) {
      $0.lists.users.selection = .init(id: 6, loadsPages: false)
      $0.stacks[BrowseTab.users].popLast()
      $0.stacks[BrowseTab.users].append(
        .user(
          UserScreen.State(
            userID: 6, detail: .loaded(UserDetail(user: saved, albums: [], todos: [])),
            size: Self.size)))
    }
    await store.receive(.lists(.users(.resource(.list(.list(.pageResponse(.success(users)))))))) {
      $0.lists.users.list.list.page = .loaded(users)
      $0.lists.users.selection = nil
      $0.lists.users.cursor = ListCursor(row: 1)
    }
    await store.finish()
  }

  @Test func aReadTheServerAnsweredEndsTheOfflineNoteOfTheScreensThatHadIt() async {
    let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
    var state = Self.loaded()
    state.lists.users.origin.record(
      .storedInPlaceOfServer(at: storedAt, error: .unreachable(host: "api.test", reason: "down")))
    state.lists.users.origin.replace()
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    await store.send(.lists(.posts(.readSource(.server)))) {
      $0.lists.posts.origin.record(.server)
      $0.lists.users.origin.serverReached()
    }
    #expect(
      store.state.lists.users.origin.shown.note(at: storedAt, offline: false) == "updated just now")
    await store.finish()
  }

  @Test func rCancelsTheRevalidationAListStartedItselfAndShowsItsOwnAnswer() async {
    // The list's own revalidation, started by an answer it took (as after a stored one), waits
    // at the gate when r, which the browser runs on the list at once, asks again.
    let revalidation = Gate()
    let asked = LockedValue(0)
    let client = Self.client.with {
      $0.users = { _ in
        let call = asked.withLock {
          $0 += 1
          return $0
        }
        guard call == 1 else { return Page(items: [Sample.ervin]) }
        try await revalidation.pass()
        return Page(items: [Sample.leanne])
      }
    }
    let store = Store(
      initialState: BrowseState(size: Self.size).onUsers([Sample.leanne]),
      reducer: BrowseFeature(client: client))
    let revalidating = Task {
      await store.send(.lists(.users(.resource(.list(.list(.revalidate))))))
    }
    for await _ in revalidation.arrivals { break }

    await store.send(.key(.character("r")))
    #expect(revalidation.cancellations == 1, "r cancels the revalidation under way")
    revalidation.open()
    await revalidating.value
    #expect(await store.state.lists.users.list.users.value?.items == [Sample.ervin])
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
      $0.lists.users.size = small
      $0.lists[records: BrowseTab(resource: "albums")].size = small
      $0.lists[records: BrowseTab(resource: "todos")].size = small
      $0.lists[records: BrowseTab(resource: "comments")].size = small
      $0.lists[records: BrowseTab(resource: "photos")].size = small
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

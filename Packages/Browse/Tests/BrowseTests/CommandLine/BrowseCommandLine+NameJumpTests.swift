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

/// The command line's tabs and jumps by name on the exhaustive `TestStore`: `:users`,
/// `:user Ervin`, `:post ramen`, what happens while the list they look in loads, and Tab.
@Suite(.timeLimit(.minutes(1))) struct BrowseCommandLineNameJumpTests {
  private static let size = Fixtures.size
  private static let ervin = Sample.user(2, name: "Ervin Howell")
  private static let users = Page(items: [Sample.leanne, ervin])

  private static let client = Fixtures.postsClient().with {
    $0.post = { id in Sample.post(id, title: "Post \(id)") }
    $0.user = { _ in Self.ervin }
    $0.users = { _ in Self.users }
    $0.comments = { _ in Page(items: []) }
    $0.albums = { _ in Page(items: []) }
    $0.todos = { _ in Page(items: []) }
  }

  /// ``client``, whose users come once `gate` opens, or fail with `failure`.
  private static func client(usersAfter gate: Gate, failing failure: NetworkError? = nil)
    -> NetworkClient
  {
    client.with {
      $0.users = { _ in
        try await gate.pass()
        if let failure { throw failure }
        return Self.users
      }
    }
  }

  /// A browser whose first two pages of posts are loaded.
  private static func loaded(users: Page<User>? = nil) -> BrowseState {
    var state = BrowseState.withPostsLoaded()
    if let users {
      state.lists.users.isRequested = true
      state.lists.users.list.list.page = .loaded(users)
    }
    return state
  }

  /// Types `command` on the command line opened with `:`, before Enter.
  /// `:user ervin` entered on a browser whose users come once `gate` opens, or fail with
  /// `failure`: the jump waits for them.
  private func jumpToErvin(usersAfter gate: Gate, failing failure: NetworkError? = nil) async
    -> TestStore<BrowseFeature>
  {
    let store = TestStore(
      initialState: Self.loaded(),
      reducer: BrowseFeature(client: Self.client(usersAfter: gate, failing: failure)))
    await type("user ervin", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("user ervin")
      $0.tab = .users
      $0.lists.users.isRequested = true
      $0.jump = NameJump(tab: .users, text: "ervin")
    }
    return store
  }

  private func type(_ command: String, into store: TestStore<BrowseFeature>) async {
    await store.send(.key(.character(":"))) {
      $0.notice = nil
      $0.commandLine = CommandPrompt()
    }
    await store.send(.keys(command.map(Key.character))) { $0.commandLine = CommandPrompt(command) }
  }

  /// The user screen the command line opens for Ervin.
  private static func ervinScreen(_ name: String) -> OpenedScreen.State {
    .user(UserScreen.State(userID: 2, jumpName: name, size: size))
  }

  private static let ervinLoaded = OpenedScreen.State.user(
    UserScreen.State(
      userID: 2, detail: .loaded(UserDetail(user: ervin, albums: [], todos: [])), size: size))

  @Test func aTabsNameAloneSwitchesToItsTab() async {
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: Self.client))

    await type("users", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("users")
      $0.tab = .users
      $0.lists.users.isRequested = true
    }
    await store.receive(
      .lists(.users(.resource(.list(.list(.pageResponse(.success(Self.users)))))))
    ) {
      $0.lists.users.list.list.page = .loaded(Self.users)
    }
    await type("posts", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("posts")
      $0.tab = .posts
    }
    await store.finish()
  }

  @Test func aUserNamedInTheListLoadedOpensAtOnceOverTheListOnTheirRow() async {
    let store = TestStore(
      initialState: Self.loaded(users: Self.users), reducer: BrowseFeature(client: Self.client))

    await type("user ERV", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("user ERV")
      $0.tab = .users
      $0.lists.users.cursor = ListCursor(row: 1)
      $0.stacks[BrowseTab.users].append(Self.ervinScreen("user 2"))
    }
    await store.receive(
      .opened(
        .pushed(0), on: .users,
        .user(
          .detail(.detailResponse(.success(UserDetail(user: Self.ervin, albums: [], todos: [])))))
      )
    ) {
      $0.stacks[BrowseTab.users][id: .pushed(0)] = Self.ervinLoaded
    }
    await store.finish()
  }

  @Test func aNameThatMatchesNothingIsOneLineAndOpensNothing() async {
    let store = TestStore(
      initialState: Self.loaded(users: Self.users), reducer: BrowseFeature(client: Self.client))

    await type("user zed", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("user zed")
      $0.tab = .users
      $0.notice = "No user matches \"zed\"."
    }
    await type("post nothing like it", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post nothing like it")
      $0.tab = .posts
      $0.jump = NameJump(tab: .posts, text: "nothing like it")
      $0.lists.posts.allPosts = PostsListFeature.State()
    }
    let every = Page(
      items: (1...100).map {
        PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
      },
      totalCount: 100)
    await store.receive(.lists(.posts(.resource(.allPosts(.list(.pageResponse(.success(every))))))))
    {
      $0.lists.posts.allPosts?.list.page = .loaded(every)
      $0.jump = nil
      $0.notice = "No post matches \"nothing like it\"."
    }
    await store.finish()
  }

  @Test func aPostJumpAsksForEveryPostAgainWhenTheyFailedBefore() async {
    var state = Self.loaded()
    let failure = LoadFailure(NetworkError.unreachable(host: "127.0.0.1", reason: "refused"))
    var failed = PostsListFeature.State()
    failed.list.page = .failed(failure)
    state.lists.posts.allPosts = failed
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let every = Page(
      items: (1...100).map {
        PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
      },
      totalCount: 100)
    let screen = StackElementID.pushed(0)

    await type("post post 45", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post post 45")
      $0.jump = NameJump(tab: .posts, text: "post 45")
      $0.lists.posts.allPosts?.list.page = .loading
    }
    await store.receive(.lists(.posts(.resource(.allPosts(.list(.pageResponse(.success(every))))))))
    {
      $0.lists.posts.allPosts?.list.page = .loaded(every)
      $0.jump = nil
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 45, jumpName: "post 45", size: Self.size)))
    }
    let detail = PostDetail(
      post: Sample.post(45, title: "Post 45"), author: Self.ervin, comments: [])
    await store.receivePost(detail, on: screen)
    await store.finish()
  }

  @Test func whileTheUsersLoadTheKeysAreKeptAndPressedAgainOverTheUserFound() async {
    let gate = Gate()
    let store = await jumpToErvin(usersAfter: gate)
    let jump = NameJump(tab: .users, text: "ervin")
    // `?` waits: it opens the help over the user once they are open.
    let waiting = jump.holding(.character("?"))
    await store.send(.key(.character("?"))) { $0.jump = waiting }
    gate.open()
    await store.receive(
      .lists(.users(.resource(.list(.list(.pageResponse(.success(Self.users)))))))
    ) {
      $0.lists.users.list.list.page = .loaded(Self.users)
      $0.jump = nil
      $0.lists.users.cursor = ListCursor(row: 1)
      $0.stacks[BrowseTab.users].append(Self.ervinScreen("user 2"))
      $0.help = 0
    }
    await store.receive(
      .opened(
        .pushed(0), on: .users,
        .user(
          .detail(.detailResponse(.success(UserDetail(user: Self.ervin, albums: [], todos: [])))))
      )
    ) {
      $0.stacks[BrowseTab.users][id: .pushed(0)] = Self.ervinLoaded
    }
    await store.finish()
  }

  @Test func aJumpThatClosesAScreenOnceTheUsersCameCancelsWhatTheScreenWasLoading() async {
    let usersGate = Gate()
    let detailGate = Gate()
    let client = Self.client(usersAfter: usersGate).with {
      $0.user = { id in
        if id == 1 { try await detailGate.pass() }
        return Self.ervin
      }
    }
    var initial = Self.loaded()
    initial.stacks[BrowseTab.users].append(
      .user(UserScreen.State(userID: 1, size: Self.size)))
    let store = Store(initialState: initial, reducer: BrowseFeature(client: client))
    var detailArrivals = detailGate.arrivals.makeAsyncIterator()
    var usersArrivals = usersGate.arrivals.makeAsyncIterator()
    let detail = Task { await store.send(.opened(.pushed(0), on: .users, .input(.appear))) }
    await detailArrivals.next()
    for key in [Key.character(":")] + "user ervin".map(Key.character) {
      await store.send(.key(key))
    }
    let jump = Task { await store.send(.key(.enter)) }
    await usersArrivals.next()
    #expect(await store.state.jump != nil)
    usersGate.open()
    await jump.value
    await detail.value
    // The users came: the jump closed user 1's screen over the list and opened Ervin's; what
    // user 1's screen was loading was cancelled with it.
    #expect(detailGate.cancellations == 1)
    #expect(await store.state.stacks[BrowseTab.users].count == 1)
  }

  @Test func escGivesUpTheWaitAndPressesTheKeysKeptOnTheList() async {
    let gate = Gate()
    let store = await jumpToErvin(usersAfter: gate)
    let jump = NameJump(tab: .users, text: "ervin")
    let waiting = jump.holding(.character("j"))
    await store.send(.key(.character("j"))) { $0.jump = waiting }
    await store.send(.key(.escape)) {
      $0.jump = nil
      // The list, still loading, takes `j` as a move it goes on with as the users come.
      $0.lists.users.cursor = ListCursor(target: 1)
      $0.notice = "stopped finding :user ervin"
    }
    gate.open()
    await store.receive(
      .lists(.users(.resource(.list(.list(.pageResponse(.success(Self.users)))))))
    ) {
      $0.lists.users.list.list.page = .loaded(Self.users)
      $0.lists.users.cursor = ListCursor(row: 1)
    }
    await store.finish()
    let opened = store.state.openedScreens
    #expect(opened.isEmpty, "nothing opens once the wait is given up")
  }

  @Test func aKeyThatSwitchesTabsGivesUpTheWaitFirst() async {
    let gate = Gate()
    let store = await jumpToErvin(usersAfter: gate)
    await store.send(.key(.character("1"))) {
      $0.jump = nil
      $0.tab = .posts
      $0.notice = "stopped finding :user ervin"
    }
    gate.open()
    await store.receive(
      .lists(.users(.resource(.list(.list(.pageResponse(.success(Self.users)))))))
    ) {
      $0.lists.users.list.list.page = .loaded(Self.users)
    }
    await store.finish()
  }

  @Test func usersThatCannotBeReadAreSaidWithTheCommand() async {
    let gate = Gate()
    let failure = NetworkError.unreachable(host: "127.0.0.1", reason: "connection refused")
    let store = await jumpToErvin(usersAfter: gate, failing: failure)
    gate.open()
    await store.receive(
      .lists(.users(.resource(.list(.list(.pageResponse(.failure(LoadFailure(failure))))))))
    ) {
      $0.lists.users.list.list.page = .failed(LoadFailure(failure))
      $0.lists.users.outage = .armed
      $0.jump = nil
      $0.notice = ":user ervin: \(LoadFailure(failure).browserMessage)"
    }
    await store.finish()
  }

  @Test func aPostTitleLoadedOpensAtOnceAndTabCompletesTitlesAndNames() async {
    var state = Self.loaded(users: Self.users)
    state.lists.posts.feed.items[6].post.title = "Ramen notes from 東京 🍜"
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let screen = StackElementID.pushed(0)

    await type("post ram", into: store)
    await store.send(.key(.tab)) { $0.commandLine = CommandPrompt("post Ramen notes from 東京 🍜") }
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post Ramen notes from 東京 🍜")
      $0.lists.posts.cursor = ListCursor(row: 6)
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 7, jumpName: "post 7", size: Self.size)))
    }
    let seven = PostDetail(
      post: Sample.post(7, title: "Post 7"), author: Self.ervin, comments: [])
    await store.receivePost(seven, on: screen)
    await store.send(.key(.escape))
    await store.receive(.opened(screen, on: .posts, .post(.delegate(.close)))) {
      $0.stacks[BrowseTab.posts].popLast()
    }
    await type("user e", into: store)
    await store.send(.key(.tab)) { $0.commandLine = CommandPrompt("user Ervin Howell") }
    await store.send(.key(.escape)) { $0.commandLine = nil }
    await store.finish()
  }
}

extension NameJump {
  /// This jump, keeping `key` too.
  fileprivate func holding(_ key: Key) -> Self {
    var jump = self
    _ = jump.held.hold(key, isWaiting: true)
    return jump
  }
}

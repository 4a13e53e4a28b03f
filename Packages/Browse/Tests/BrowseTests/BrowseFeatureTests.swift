import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse

/// The browser as one reducer, on the exhaustive `TestStore`: every change of its state and
/// every action its children's effects send back.
@Suite(.timeLimit(.minutes(1))) struct BrowseFeatureTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let storedAt = Date(timeIntervalSince1970: 1_700_000_000)
  private static let ada = Sample.user(1, name: "Ada")
  private static let todos = [
    Sample.todo(1, title: "Water the plants", completed: false),
    Sample.todo(2, title: "Post the letter", completed: true),
  ]

  /// A browser on Ada's screen, with her to-dos' checklist open on top of it.
  private static func onAdasToDos() -> BrowseState {
    var state = BrowseState(size: size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [ada])))))
    _ = state.apply(.key(.enter))
    let detail = UserDetail(user: ada, albums: [], todos: todos)
    _ = state.apply(
      .userAnswered(
        screen: state.top.id, UserDetailFeature.State(userID: 1, detail: .loaded(detail))))
    _ = state.apply(.key(.character("t")))
    _ = state.apply(
      .todosAnswered(
        screen: state.top.id, TodoChecklistFeature.State(userID: 1, todos: .loaded(todos))))
    return state
  }

  /// `todos` with to-do 1 done.
  private static let ticked = [
    Sample.todo(1, title: "Water the plants", completed: true), todos[1],
  ]

  @Test func aSavedTickAsksForTheUserAgainAndTheirScreenCountsIt() async throws {
    let state = Self.onAdasToDos()
    let checklist = state.top.id
    let user = try #require(state.stacks[BrowseTab.users.rawValue].element(at: 1)?.id)
    let fresh = UserDetail(user: Self.ada, albums: [], todos: Self.ticked)
    let (opened, open) = AsyncStream.makeStream(of: Void.self)
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, _ in Self.ticked[0] }
      $0.todos = { _ in Page(items: Self.ticked) }
      $0.albums = { _ in Page(items: []) }
      $0.user = { _ in
        // The user answers once the test opens it, so that the answers come in order.
        for await _ in opened {}
        return Self.ada
      }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(.key(.character(" "))) {
      $0.noteTick(of: 1, on: checklist)
      $0.changeChecklist(on: checklist) { checklist in
        checklist.todos = .loaded(Self.ticked)
        checklist.saving = [1: false]
      }
    }
    #expect(
      try DetailText.lines(
        of: #require(store.state.screens.first { $0.id == user }?.screen), width: 76,
        usesColor: false
      ).contains { $0.contains("1 of 2") }, "the user's screen is its detail feature's alone")
    await store.receive(.screen(checklist, .todos(.toggleResponse(1, .success(Self.ticked[0]))))) {
      $0.changeChecklist(on: checklist) { $0.saving = [:] }
      $0.freshness.startLoad(of: user, quiet: true)
    }
    // The write made the stored to-dos stale: they are read again, quietly.
    await store.receive(.screen(checklist, .todos(.rereadResponse(.success(Self.ticked)))))
    open.finish()
    await store.receive(.screen(user, .user(.detailResponse(.success(fresh))))) {
      $0.changeUser(on: user) { $0.detail = .loaded(fresh) }
      $0.freshness.completeLoad(of: user)
    }
    await store.finish()

    await store.send(.key(.escape)) { _ = $0.pop() }
    let lines = DetailText.lines(of: store.state.top.screen, width: 76, usesColor: false)
    #expect(!lines.contains { $0.contains("Todos") && $0.contains("1 of 2") })
    #expect(lines.contains { $0.contains("2 of 2") }, "the user counts the tick: \(lines)")
  }

  @Test func closingAScreenCancelsTheLoadItStarted() async {
    let state = BrowseState.onAlbums([Sample.album(1, title: "Trips")], size: Self.size)
    let client = NetworkClient.unimplemented.with {
      $0.photos = { _ in
        // A server that never answers: only cancelling ends the wait.
        let (never, end) = AsyncStream.makeStream(of: Never.self)
        for await _ in never {}
        end.finish()
        throw CancellationError()
      }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))
    await store.send(.key(.enter)) {
      // The album's screen is pushed, its photos loading.
      _ = $0.push(.album(AlbumGrid(albumID: 1))) { _ in nil }
    }
    await store.send(.key(.escape)) { _ = $0.pop() }
    await store.finish()
  }

  @Test func dataFromTheStoreIsAskedForAgainQuietlyAndUpdatedInPlace() async {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    // The users are loaded, so that the albums' owner has a name.
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [Self.ada])))))
    let stored = [Sample.album(1, title: "Stored")]
    let fresh = [Sample.album(1, title: "Fresh"), Sample.album(2, title: "New")]
    let reads = LockedValue(0)
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in
        if reads.withLock({
          $0 += 1
          return $0
        }) == 1 {
          ReadSourceObserver.current?(.stored(at: Self.storedAt))
          return Page(items: stored)
        }
        ReadSourceObserver.current?(.server)
        return Page(items: fresh)
      }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))
    let albums = ScreenID.root(of: .albums)

    var afterThree = state
    _ = afterThree.apply(.key(.character("3")))
    let opened = afterThree
    await store.send(.key(.character("3"))) { $0 = opened }
    // Where the read was answered from comes before its answer.
    await store.receive(.screen(albums, .readSource(.stored(at: Self.storedAt)))) {
      $0.freshness.record(.stored(at: Self.storedAt), for: albums)
    }
    await store.receive(.screen(albums, .albums(.pageResponse(.success(Page(items: stored)))))) {
      $0.updateScreen(albums) { screen in
        guard case .albums(var list) = screen else { return }
        list.list.page = .loaded(Page(items: stored))
        screen = .albums(list)
      }
      $0.freshness.completeLoad(of: albums)
      $0.freshness.startRevalidation(of: albums)
    }
    #expect(store.state.rowCount(of: store.state.top.screen) == 1, "the stored albums stay")
    await store.receive(.screen(albums, .readSource(.server))) {
      $0.freshness.record(.server, for: albums)
    }
    await store.receive(.screen(albums, .albums(.pageResponse(.success(Page(items: fresh)))))) {
      $0.updateScreen(albums) { screen in
        guard case .albums(var list) = screen else { return }
        list.list.page = .loaded(Page(items: fresh))
        screen = .albums(list)
      }
      $0.freshness.completeLoad(of: albums)
    }
    await store.finish()
  }

  @Test func aSubmitInABurstOfKeysSendsEveryKeyTypedBeforeIt() async throws {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: [Self.ada])))))
    _ = state.apply(.key(.character("n")))
    let form = state.top.id
    let saved = Sample.user(11, name: "Ada Lovelace")
    let drafts = LockedValue<[UserDraft]>([])
    let client = NetworkClient.unimplemented.with {
      $0.createUser = { draft in
        drafts.withLock { $0.append(draft) }
        return saved
      }
      $0.users = { _ in Page(items: [Self.ada, saved]) }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))
    let typed = "Ada Lovelace".map(Key.character) + [.tab] + "ada".map(Key.character) + [.tab]
    let fixed = "ada@x".map(Key.character) + [.tab, .backTab] + ".org".map(Key.character)
    let keys = typed + fixed + [.control("s")]

    // The screen's own editing of the text typed, as `FormScreenTests` pins it; the form's
    // feature then holds every field as typed, and submits.
    var typedForm = FormScreen(.newUser(UserFormFeature.State(mode: .create)))
    for key in keys { _ = typedForm.press(key) }
    var fields = UserFormFeature.State.Fields()
    fields[.name] = "Ada Lovelace"
    fields[.username] = "ada"
    fields[.email] = "ada@x.org"
    typedForm.update {
      $0 = .newUser(UserFormFeature.State(mode: .create, fields: fields, status: .submitting))
    }

    // One action for the burst, as the keys of one read come: the submit is the last of them.
    await store.send(.keys(keys)) { [typedForm] in $0.updateTop { $0.screen = .form(typedForm) } }
    let users = ScreenID.root(of: .users)
    let shownUser = UserDetailFeature.State(
      userID: 11, detail: .loaded(UserDetail(user: saved, albums: [], todos: [])))
    await store.receive(.screen(form, .form(.user(.saveResponse(.success(saved)))))) {
      _ = $0.pop()
      $0.freshness.startLoad(of: users, quiet: true)
      $0.usersCursorAnchor = Self.ada.id
      _ = $0.push(.user(shownUser)) { _ in nil }
      $0.freshness.completeLoad(of: $0.top.id)
      $0.createdItem = .user(11)
    }
    await store.receive(.users(.list(.pageResponse(.success(Page(items: [Self.ada, saved])))))) {
      $0.users.list.page = .loaded(Page(items: [Self.ada, saved]))
      $0.freshness.completeLoad(of: users)
      // The user created is selected in the users.
      $0.createdItem = nil
      $0.screens = $0.screens.map { entry in
        var entry = entry
        if entry.id == users { entry.position.cursor = 1 }
        return entry
      }
    }
    await store.finish()

    let draft = try #require(drafts.current.first)
    #expect(drafts.current.count == 1)
    #expect(draft.name == "Ada Lovelace")
    #expect(draft.email == "ada@x.org", "the submit saw the keys typed just before it")
  }

  @Test func rOnTheUsersKeepsTheCursorOnItsUserAndSaysWhatChanged() async {
    let users = (1...5).map { Sample.user(User.ID($0), name: "User \($0)") }
    var renamed = users
    renamed[1].name = "Renamed"
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    _ = state.apply(.key(.character("2")))
    _ = state.apply(.usersAnswered(UsersListFeature.State(users: .loaded(Page(items: users)))))
    for _ in 1...4 { _ = state.apply(.key(.character("j"))) }
    let answer = Page(items: renamed)
    let client = NetworkClient.unimplemented.with { $0.users = { _ in answer } }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    let screen = ScreenID.root(of: .users)

    await store.send(.key(.character("r"))) {
      $0.refreshBaselines[screen] = .users(users)
      $0.freshness.startLoad(of: screen, quiet: true)
      $0.usersCursorAnchor = 5
    }
    #expect(store.state.users.users == .loaded(Page(items: users)), "the users stay meanwhile")
    await store.receive(.users(.list(.pageResponse(.success(answer))))) {
      $0.users.list.page = .loaded(answer)
      $0.refreshBaselines[screen] = nil
      $0.notice = "updated: 1 changed"
      $0.freshness.completeLoad(of: screen)
    }
    await store.finish()

    #expect(store.state.top.position.cursor == 4, "the cursor stays on user 5")
    #expect(store.state.notice == "updated: 1 changed")
  }

  @Test func movesMadeWhileTheStoredPostsAreAskedForAgainAreKept() async {
    let posts = (1...100).map { Sample.post(Post.ID($0), title: "Post \($0)") }
    let (opened, open) = AsyncStream.makeStream(of: Void.self)
    let client = NetworkClient.unimplemented.with {
      $0.posts = { query in
        let page = query.options.page ?? 1
        if ReadFreshness.current == .storedOnly, page > 2 {
          throw NetworkError.notStored(request: "GET /posts?_page=\(page)")
        }
        if ReadFreshness.current == .revalidated {
          // The server answers a revalidation once the test opens it, and nothing changed.
          for await _ in opened {}
          ReadSourceObserver.current?(.server)
        } else {
          ReadSourceObserver.current?(.stored(at: Self.storedAt))
        }
        let items = Array(posts[(page - 1) * 20..<page * 20])
        return Page.numbered(items, number: page, size: 20, totalCount: 100)
      }
      $0.users = { _ in Page(items: [Sample.leanne]) }
    }
    let store = TestStore(
      initialState: BrowseState(size: Self.size), reducer: BrowseFeature(client: client))
    var reference = BrowseState(size: Self.size)

    func answer(_ page: Int, from source: ReadSource) async {
      let read = BrowseAction.readSource(screen: .root(of: .posts), source)
      _ = reference.apply(read)
      let afterRead = reference
      await store.receive(read) { $0 = afterRead }
      let items = posts[(page - 1) * 20..<page * 20].map {
        PostSummary(post: $0, author: Sample.leanne)
      }
      let response = BrowseAction.posts(
        .pageResponse(
          page: page, .success(Page.numbered(items, number: page, size: 20, totalCount: 100))))
      _ = reference.apply(response)
      let afterResponse = reference
      await store.receive(response) { $0 = afterResponse }
    }

    _ = reference.apply(.start)
    let started = reference
    await store.send(.start) { $0 = started }
    await answer(1, from: .stored(at: Self.storedAt))
    let read = BrowseAction.readSource(screen: .root(of: .posts), .stored(at: Self.storedAt))
    _ = reference.apply(read)
    let afterRead = reference
    await store.receive(read) { $0 = afterRead }
    let page2 = posts[20..<40].map { PostSummary(post: $0, author: Sample.leanne) }
    let stored = BrowseAction.posts(
      .storedPagesResponse(
        after: 1, [Page.numbered(page2, number: 2, size: 20, totalCount: 100)]))
    _ = reference.apply(stored)
    let afterStored = reference
    await store.receive(stored) { $0 = afterStored }
    #expect(store.state.posts.isRevalidating, "the stored posts are asked for again")

    let moves = [Key](repeating: .character("j"), count: 30)
    for _ in moves { _ = reference.apply(.key(.character("j"))) }
    let moved = reference
    await store.send(.keys(moves)) { $0 = moved }
    #expect(store.state.top.position.cursor == 30)

    open.finish()
    await answer(1, from: .server)
    #expect(store.state.top.position.cursor == 30, "an unchanged page changes nothing")
    await answer(2, from: .server)
    #expect(store.state.top.position.cursor == 30)
    await answer(3, from: .server)
    await store.finish()
    #expect(store.state.top.position.cursor == 30)
    #expect(store.state.posts.items.count == 60)
  }
}

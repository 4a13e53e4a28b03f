import Features
import FeaturesTesting
import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
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

  /// Gives screen `id` the checklist `change` makes of it.
  private static func changeChecklist(
    _ state: inout BrowseState, _ id: ScreenID,
    _ change: (inout TodoChecklistFeature.State) -> Void
  ) {
    state.updateScreen(id) { screen in
      guard case .todos(var todos) = screen else { return }
      change(&todos.checklist)
      screen = .todos(todos)
    }
  }

  @Test func aTickCountsOnTheUsersScreenAtOnceAndTheToDosAreReadAgain() async throws {
    let state = Self.onAdasToDos()
    let checklist = state.top.id
    let user = try #require(state.stacks[BrowseTab.users.rawValue].element(at: 1)?.id)
    let client = NetworkClient.unimplemented.with {
      $0.updateTodo = { _, _ in Self.ticked[0] }
      $0.todos = { _ in Page(items: Self.ticked) }
    }
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(.key(.character(" "))) {
      Self.changeChecklist(&$0, checklist) { checklist in
        checklist.todos = .loaded(Self.ticked)
        checklist.saving = [1: false]
      }
      $0.updateScreen(user) { screen in
        let detail = UserDetail(user: Self.ada, albums: [], todos: Self.ticked)
        screen = .user(UserDetailFeature.State(userID: 1, detail: .loaded(detail)))
      }
    }
    await store.receive(.screen(checklist, .todos(.toggleResponse(1, .success(Self.ticked[0]))))) {
      Self.changeChecklist(&$0, checklist) { $0.saving = [:] }
    }
    // The write made the stored to-dos stale: they are read again, quietly.
    await store.receive(.screen(checklist, .todos(.rereadResponse(.success(Self.ticked)))))
    await store.finish()

    await store.send(.key(.escape)) {
      _ = $0.pop()
    }
    let lines = DetailText.lines(of: store.state.top.screen, width: 76, usesColor: false)
    #expect(lines.contains { $0.contains("Todos") && $0.contains("1 of 2") } == false)
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
    var afterEnter = state
    _ = afterEnter.apply(.key(.enter))
    let opened = afterEnter
    await store.send(.key(.enter)) { $0 = opened }
    await store.send(.key(.escape)) { _ = $0.pop() }
    await store.finish()
  }

  @Test func dataFromTheStoreIsAskedForAgainQuietlyAndUpdatedInPlace() async {
    var state = BrowseState(size: Self.size)
    _ = state.apply(.start)
    let stored = [Sample.album(1, title: "Stored")]
    let fresh = [Sample.album(1, title: "Fresh"), Sample.album(2, title: "New")]
    let reads = Counter()
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in
        if reads.next() == 0 {
          NetworkClient.readSourceObserver?(.stored(at: Self.storedAt))
          return Page(items: stored)
        }
        NetworkClient.readSourceObserver?(.server)
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
}

/// Counts calls from any task.
private final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// The number of calls before this one.
  func next() -> Int {
    lock.lock()
    defer { lock.unlock() }
    defer { count += 1 }
    return count
  }
}

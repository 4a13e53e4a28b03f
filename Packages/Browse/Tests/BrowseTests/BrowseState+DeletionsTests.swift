import Dependencies
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import Synchronization
import TerminalKit
import Testing

@testable import Browse

@Suite(.timeLimit(.minutes(1))) struct BrowseStateDeletionsTests {
  private static let size = TerminalSize(columns: 80, rows: 24)
  private static let posts = (1...3).map {
    PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
  }

  private func loaded() -> BrowseState {
    .withPosts(Self.posts, size: Self.size)
  }

  private func press(_ keys: Key..., in state: inout BrowseState) -> [BrowseRequest] {
    keys.flatMap { state.apply(.key($0)) }
  }

  private func statusLine(_ state: BrowseState) -> String {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return buffer.text(ofRow: buffer.size.rows - 1)
  }

  @Test func uWithinTheWindowBringsTheRowBackUnderTheCursorAndSaysUndone() {
    var state = loaded()
    _ = press(.down, .character("d"), .character("y"), .down, in: &state)
    #expect(state.shownPosts.map(\.post.id) == [1, 3])
    #expect(statusLine(state).contains("u undo"))
    #expect(press(.character("u"), in: &state) == [.forms(.deletion(.post(2), .undo))])
    #expect(state.shownPosts.map(\.post.id) == [1, 2, 3])
    #expect(state.top.position.cursor == 1, "on the post brought back")
    #expect(state.deletions.isEmpty)
    #expect(statusLine(state).contains("undone"))
    #expect(!statusLine(state).contains("u undo"))
    #expect(press(.character("u"), in: &state) == [], "nothing left to undo")
  }

  @Test func quittingSendsEveryDeletionStillInItsWindowFirst() {
    for (key, interrupted) in [(Key.character("q"), false), (.control("c"), true)] {
      var state = loaded()
      _ = press(.character("d"), .character("y"), .character("d"), .character("y"), in: &state)
      #expect(state.shownPosts.map(\.post.id) == [3], "several wait at once")
      #expect(
        press(key, in: &state) == [
          .forms(.deletion(.post(1), .sendNow)), .forms(.deletion(.post(2), .sendNow)),
          .quit(interrupted: interrupted),
        ])
      #expect(state.deletions.map(\.status) == [.deleting, .deleting])
    }
  }

  @Test func theSessionsEndSendsWhatIsStillInItsWindow() {
    var state = loaded()
    _ = press(.character("d"), .character("y"), in: &state)
    #expect(state.apply(.sendPendingDeletions) == [.forms(.deletion(.post(1), .sendNow))])
    #expect(state.apply(.sendPendingDeletions) == [], "sent once")
  }

  @Test func uOnAToDoListTicksBackRatherThanUndoingADeletion() {
    var state = loaded()
    _ = press(.character("d"), .character("y"), .character("4"), in: &state)
    #expect(press(.character("u"), in: &state) == [])
    #expect(state.deletions.map(\.status) == [.pending])
  }
}

/// The browser's feature with its effects, on a clock the test moves.
@Suite(.timeLimit(.minutes(1))) final class BrowseFeatureUndoWindowTests: Sendable {
  private static let posts = (1...3).map { Sample.post(Post.ID($0), title: "Post \($0)") }
  let clock = TestClock()
  let deleted = Mutex<[Post.ID]>([])

  private func store(failing: Bool = false) async -> Store<BrowseFeature> {
    let client = NetworkClient.unimplemented.with { [self] in
      $0.posts = { _ in Page.numbered(Self.posts, number: 1, size: PostsPage.size, totalCount: 3) }
      $0.users = { _ in Page(items: [Sample.leanne]) }
      $0.deletePost = { id in
        if failing { throw NetworkError.timedOut(host: "api") }
        self.deleted.withLock { $0.append(id) }
      }
    }
    let store = Store(
      initialState: BrowseState(size: TerminalSize(columns: 80, rows: 24)),
      reducer: BrowseFeature(client: client, clock: clock))
    await store.send(.start)
    return store
  }

  @Test func theDeleteIsSentWhenTheWindowClosesAndNotBefore() async {
    let store = await store()
    let confirming = Task { await store.send(.keys([.character("d"), .character("y")])) }
    await clock.waitForSleepers()
    #expect(await store.state.shownPosts.map(\.post.id) == [2, 3])
    await clock.advance(by: .milliseconds(4999))
    #expect(deleted.withLock { $0 }.isEmpty)
    await clock.advance(by: .milliseconds(1))
    await confirming.value
    #expect(deleted.withLock { $0 } == [1])
    #expect(await store.state.deletion?.status == .deleted)
  }

  @Test func uCancelsTheDeleteForGood() async {
    let store = await store()
    let confirming = Task { await store.send(.keys([.character("d"), .character("y")])) }
    await clock.waitForSleepers()
    await store.send(.key(.character("u")))
    await clock.advance(by: .seconds(10))
    await confirming.value
    await store.send(.sendPendingDeletions)
    #expect(deleted.withLock { $0 }.isEmpty)
    #expect(await store.state.shownPosts.map(\.post.id) == [1, 2, 3])
  }

  @Test func aFailureOnceTheWindowClosesBringsTheRowBackAndSaysWhy() async {
    let store = await store(failing: true)
    let confirming = Task { await store.send(.keys([.character("d"), .character("y")])) }
    await clock.waitForSleepers()
    await clock.advance(by: .seconds(5))
    await confirming.value
    let state = await store.state
    #expect(state.shownPosts.map(\.post.id) == [1, 2, 3])
    let buffer = BrowseView(state: state, usesColor: false).render()
    #expect(buffer.text(ofRow: buffer.size.rows - 1).contains("Could not delete post 1"))
  }

  @Test func quittingSendsTheDeleteAtOnce() async {
    let store = await store()
    let confirming = Task { await store.send(.keys([.character("d"), .character("y")])) }
    await clock.waitForSleepers()
    await store.send(.key(.character("q")))
    #expect(deleted.withLock { $0 } == [1])
    await confirming.value
    #expect(await store.state.deletion?.status == .deleted)
  }
}

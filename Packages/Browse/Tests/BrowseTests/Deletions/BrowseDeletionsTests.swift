import Dependencies
import Features
import FeaturesTesting
import JSONCoding
import NetworkClient
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// What the browser does with the deletions its screens confirm: each goes to the list of its
/// resource's tab, a list that closes hands its own on, and every deletion still in its
/// window is sent when the browser ends.
@Suite(.timeLimit(.minutes(1))) struct BrowseDeletionsTests {
  @Test func aRecordDeletedOnItsScreenIsHiddenByItsTabsListWhichUUndoes() async {
    let writes = RecordWrites.server(["comments": CommentsBrowser.rows])
    var state = await CommentsBrowser.browser(writes)
    state.tab = CommentsBrowser.tab
    let page = RecordPage(key: CommentsBrowser.second, record: CommentsBrowser.rows[1])
    let shown = RecordScreen.State(
      key: CommentsBrowser.second, detail: .loaded(page), size: Fixtures.size)
    let screen = state.stacks[CommentsBrowser.tab].append(.record(shown))
    let store = TestStore(initialState: state, reducer: CommentsBrowser.feature(writes))

    await store.send(.key(.character("d"))) {
      var asking = shown
      asking.isAskingToDelete = true
      $0.stacks[CommentsBrowser.tab][id: screen] = .record(asking)
    }
    await store.send(.key(.character("y"))) {
      $0.stacks[CommentsBrowser.tab][id: screen] = .record(shown)
    }
    await store.receive(
      .opened(
        screen, on: CommentsBrowser.tab,
        .record(.delegate(.deleteConfirmed(CommentsBrowser.second, title: "Second"))))
    ) {
      $0.stacks[CommentsBrowser.tab].popLast()
      $0.lists[records: CommentsBrowser.tab].deletions.deletions = [
        DeletionFeature.State(target: CommentsBrowser.second, status: .pending)
      ]
      $0.lists[records: CommentsBrowser.tab].deletions.titles = [CommentsBrowser.second: "Second"]
    }
    checkEqual(
      store.state.shown.deletion?.text(width: 80, spinner: ""), "Deleted comment 2 — u to undo")
    await store.send(.key(.character("u"))) {
      $0.lists[records: CommentsBrowser.tab].deletions = DeletionList.State()
    }
    await store.receive(.lists(.records(CommentsBrowser.tab, .delegate(.notice("undone"))))) {
      $0.notice = "undone"
    }
    await store.finish()
    check(writes.requests.allSatisfy { $0.method == "GET" }, "nothing deleted")
  }

  @Test func theEndSendsEveryDeletionStillInItsWindowAndWaitsForIt() async {
    let writes = RecordWrites.server(["comments": CommentsBrowser.rows])
    var state = await CommentsBrowser.browser(writes)
    state.lists[records: CommentsBrowser.tab].deletions.deletions = [
      DeletionFeature.State(target: CommentsBrowser.second, status: .pending)
    ]
    let store = TestStore(initialState: state, reducer: CommentsBrowser.feature(writes))

    await store.send(.sendPendingDeletions) {
      $0.lists[records: CommentsBrowser.tab].deletions.deletions[0].status = .deleting
    }
    check(store.state.isSendingDeletions)
    await store.receive(
      .lists(
        .records(
          CommentsBrowser.tab,
          .deletions(
            .deletion(
              ElementAction(
                id: CommentsBrowser.second,
                action: .deleteResponse(.success(CommentsBrowser.second)))))
        ))
    ) {
      $0.lists[records: CommentsBrowser.tab].deletions.deletions[0].status = .deleted
      $0.lists[records: CommentsBrowser.tab].feed.freshness = .revalidated
      $0.lists[records: CommentsBrowser.tab].feed.mode = .revalidating(page: 1, several: nil)
    }
    check(!store.state.isSendingDeletions)
    await store.receive(matching: CommentsBrowser.isPageAnswer) {
      $0.lists[records: CommentsBrowser.tab].feed.mode = .idle
      $0.lists[records: CommentsBrowser.tab].feed.items = CommentsBrowser.rows([
        CommentsBrowser.rows[0], CommentsBrowser.rows[2],
      ])
      $0.lists[records: CommentsBrowser.tab].feed.pageItemCounts = [2]
      $0.lists[records: CommentsBrowser.tab].feed.revalidationChanges = 2
    }
    await store.finish()
    checkEqual(
      writes.requests.filter { $0.method != "GET" },
      [RecordWrites.Request(method: "DELETE", path: "comments/2")])
  }

  @Test func aListThatClosesHandsItsDeletionsInTheirWindowToItsTabsList() async {
    let writes = RecordWrites.server(["comments": CommentsBrowser.rows])
    var state = await CommentsBrowser.browser(writes)
    state.tab = CommentsBrowser.tab
    let query = RecordsQuery(
      resource: CommentsBrowser.comments, path: ["posts", "1", "comments"],
      title: "comments of post 1")
    var relation = RecordsScreen.State(query: query, idField: "id", size: Fixtures.size)
    relation.deletions.deletions = [
      DeletionFeature.State(target: CommentsBrowser.second, status: .pending)
    ]
    relation.deletions.titles = [CommentsBrowser.second: "Second"]
    let screen = state.stacks[CommentsBrowser.tab].append(.records(relation))
    let store = TestStore(initialState: state, reducer: CommentsBrowser.feature(writes))

    await store.send(.opened(screen, on: CommentsBrowser.tab, .records(.delegate(.close)))) {
      $0.stacks[CommentsBrowser.tab].popLast()
      $0.lists[records: CommentsBrowser.tab].deletions.deletions = [
        DeletionFeature.State(target: CommentsBrowser.second, status: .pending)
      ]
      $0.lists[records: CommentsBrowser.tab].deletions.titles = [CommentsBrowser.second: "Second"]
    }
    check(!store.state.lists[records: CommentsBrowser.tab].shownRows.contains { $0.id == "2" })
    await store.send(.key(.character("u"))) {
      $0.lists[records: CommentsBrowser.tab].deletions = DeletionList.State()
    }
    await store.receive(.lists(.records(CommentsBrowser.tab, .delegate(.notice("undone"))))) {
      $0.notice = "undone"
    }
    await store.finish()
  }
}

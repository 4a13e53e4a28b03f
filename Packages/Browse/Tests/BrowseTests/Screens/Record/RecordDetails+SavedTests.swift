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

/// What a record a form saved shows once the form closes: the record screen under the form,
/// what the server answered, and the lists of its resource, their cursor on it.
@Suite(.timeLimit(.minutes(1))) struct RecordDetailsSavedTests {
  @Test func aSavedRecordIsReadAgainInItsListWhoseCursorGoesToIt() async {
    let writes = RecordWrites.server(["comments": CommentsBrowser.rows])
    var state = await CommentsBrowser.browser(writes)
    state.tab = CommentsBrowser.tab
    let form = RecordForm(
      new: CommentsBrowser.comments, names: ["postId", "name", "body"],
      schema: RecordSchema(records: CommentsBrowser.rows), idField: "id")
    let screen = state.stacks[CommentsBrowser.tab].append(.form(FormScreen(form)))
    let store = TestStore(initialState: state, reducer: CommentsBrowser.feature(writes))
    let new: JSONObject = ["postId": 2, "name": "Fourth", "body": "d", "id": 4]
    _ = try? await writes.client.client(of: "comments").create(
      ["postId": 2, "name": "Fourth", "body": "d"], nil)

    await store.send(
      .opened(
        screen, on: CommentsBrowser.tab,
        .form(.delegate(.saved(.record(new, of: CommentsBrowser.comments, id: "4")))))
    ) {
      $0.stacks[CommentsBrowser.tab].popLast()
      $0.lists[records: CommentsBrowser.tab].feed.freshness = .revalidated
      $0.lists[records: CommentsBrowser.tab].feed.mode = .revalidating(page: 1, several: nil)
      $0.lists[records: CommentsBrowser.tab].selection = .init(id: .id("4"), loadsPages: true)
    }
    await store.receive(matching: CommentsBrowser.isPageAnswer) {
      $0.lists[records: CommentsBrowser.tab].feed.mode = .idle
      $0.lists[records: CommentsBrowser.tab].feed.items = CommentsBrowser.rows(
        CommentsBrowser.rows + [new])
      $0.lists[records: CommentsBrowser.tab].feed.pageItemCounts = [4]
      $0.lists[records: CommentsBrowser.tab].feed.revalidationChanges = 1
      $0.lists[records: CommentsBrowser.tab].selection = nil
      $0.lists[records: CommentsBrowser.tab].cursor = ListCursor(row: 3)
    }
    await store.finish()
  }

  @Test func anEditSavedOverTheRecordsScreenShowsItAsTheServerAnswered() async throws {
    let writes = RecordWrites.server(["comments": CommentsBrowser.rows])
    var state = await CommentsBrowser.browser(writes)
    state.tab = CommentsBrowser.tab
    let page = RecordPage(key: CommentsBrowser.second, record: CommentsBrowser.rows[1])
    state.stacks[CommentsBrowser.tab].append(
      .record(
        RecordScreen.State(key: CommentsBrowser.second, detail: .loaded(page), size: Fixtures.size))
    )
    let form = RecordForm(
      editing: CommentsBrowser.rows[1], id: "2", of: CommentsBrowser.comments,
      schema: RecordSchema(records: CommentsBrowser.rows),
      idField: "id")
    let screen = state.stacks[CommentsBrowser.tab].append(.form(FormScreen(form)))
    let store = TestStore(initialState: state, reducer: CommentsBrowser.feature(writes))
    let saved = try await writes.client.client(of: "comments").update("2", ["name": "Twice"])

    await store.send(
      .opened(
        screen, on: CommentsBrowser.tab,
        .form(.delegate(.saved(.record(saved, of: CommentsBrowser.comments, id: "2"))))
      )
    ) {
      $0.stacks[CommentsBrowser.tab].popLast()
      $0.stacks[CommentsBrowser.tab].popLast()
      let shown = RecordPage(key: CommentsBrowser.second, record: saved)
      $0.stacks[CommentsBrowser.tab].append(
        .record(
          RecordScreen.State(
            key: CommentsBrowser.second, detail: .loaded(shown), size: Fixtures.size)))
      $0.lists[records: CommentsBrowser.tab].feed.freshness = .revalidated
      $0.lists[records: CommentsBrowser.tab].feed.mode = .revalidating(page: 1, several: nil)
      // Kept until the list read again shows where the edit put it.
      $0.lists[records: CommentsBrowser.tab].selection = .init(id: .id("2"), loadsPages: true)
    }
    checkEqual(store.state.opened(store.state.top)?.recordName, "Twice")
    await store.receive(matching: CommentsBrowser.isPageAnswer) {
      $0.lists[records: CommentsBrowser.tab].selection = nil
      $0.lists[records: CommentsBrowser.tab].feed.mode = .idle
      $0.lists[records: CommentsBrowser.tab].feed.items = CommentsBrowser.rows([
        CommentsBrowser.rows[0], saved, CommentsBrowser.rows[2],
      ])
      $0.lists[records: CommentsBrowser.tab].feed.revalidationChanges = 1
    }
    await store.finish()
  }
}

extension OpenedScreen.State {
  /// The name of the record a record screen shows.
  fileprivate var recordName: String? {
    self.as(RecordScreen.State.self)?.detail.detail.value?.title
  }
}

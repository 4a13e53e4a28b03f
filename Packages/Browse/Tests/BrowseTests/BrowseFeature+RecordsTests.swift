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

/// What the browser does with the records its generic forms save and its record screens and
/// lists delete: each goes to the list of its resource's tab; and every deletion still in its
/// window is sent when the browser ends.
@Suite(.timeLimit(.minutes(1))) struct BrowseFeatureRecordsTests {
  private static let comments = BrowsedResource(name: "comments")
  private static let catalog = ResourceCatalog(resources: [comments])
  private static let tab = BrowseTab(comments)
  private static let rows: [JSONObject] = [
    ["id": 1, "postId": 1, "name": "First", "body": "a"],
    ["id": 2, "postId": 1, "name": "Second", "body": "b"],
    ["id": 3, "postId": 2, "name": "Third", "body": "c"],
  ]
  private static let second = RecordKey(resource: comments, id: "2")

  private static func feature(_ writes: RecordWrites, clock: any Clock<Duration> = TestClock())
    -> BrowseFeature
  {
    BrowseFeature(
      client: .unimplemented, clock: clock, catalog: catalog, records: writes.client)
  }

  /// A browser on the comments' tab, its records read, the cursor on the second.
  private static func browser(_ writes: RecordWrites) async -> BrowseState {
    var state = BrowseState(size: Fixtures.size, catalog: catalog)
    let list = Store(
      initialState: state.lists[records: Self.tab],
      reducer: RecordsScreen(records: writes.client, isOffline: false))
    await list.send(.appear)
    state.lists[records: Self.tab] = await list.state
    state.lists[records: Self.tab].cursor = ListCursor(row: 1)
    return state
  }

  /// The rows of `records`, as the list reads them.
  private static func rows(_ records: [JSONObject]) -> [RecordRow] {
    records.enumerated().map { RecordRow($1, of: comments, position: $0, idField: "id") }
  }

  @Sendable private static func isPageAnswer(_ action: BrowseAction) -> Bool {
    guard case .lists(let list) = action, list.tab == Self.tab,
      case .resource(.feed(.pageResponse))? = list.action.base as? RecordsScreen.Action
    else { return false }
    return true
  }

  @Test func aRecordDeletedOnItsScreenIsHiddenByItsTabsListWhichUUndoes() async {
    let writes = RecordWrites.server(["comments": Self.rows])
    var state = await Self.browser(writes)
    state.tab = Self.tab
    let page = RecordPage(key: Self.second, record: Self.rows[1])
    let shown = RecordScreen.State(key: Self.second, detail: .loaded(page), size: Fixtures.size)
    let screen = state.stacks[Self.tab].append(.record(shown))
    let store = TestStore(initialState: state, reducer: Self.feature(writes))

    await store.send(.key(.character("d"))) {
      var asking = shown
      asking.isAskingToDelete = true
      $0.stacks[Self.tab][id: screen] = .record(asking)
    }
    await store.send(.key(.character("y"))) { $0.stacks[Self.tab][id: screen] = .record(shown) }
    await store.receive(
      .opened(
        screen, on: Self.tab,
        .record(.delegate(.deleteConfirmed(Self.second, title: "Second"))))
    ) {
      $0.stacks[Self.tab].popLast()
      $0.lists[records: Self.tab].deletions.deletions = [
        DeletionFeature.State(target: Self.second, status: .pending)
      ]
      $0.lists[records: Self.tab].deletions.titles = [Self.second: "Second"]
    }
    #expect(
      store.state.shown.deletion?.text(width: 80, spinner: "") == "Deleted comment 2 — u to undo")
    await store.send(.key(.character("u"))) {
      $0.lists[records: Self.tab].deletions = DeletionList.State()
    }
    await store.receive(.lists(.records(Self.tab, .delegate(.notice("undone"))))) {
      $0.notice = "undone"
    }
    await store.finish()
    #expect(writes.requests.allSatisfy { $0.method == "GET" }, "nothing deleted")
  }

  @Test func theEndSendsEveryDeletionStillInItsWindowAndWaitsForIt() async {
    let writes = RecordWrites.server(["comments": Self.rows])
    var state = await Self.browser(writes)
    state.lists[records: Self.tab].deletions.deletions = [
      DeletionFeature.State(target: Self.second, status: .pending)
    ]
    let store = TestStore(initialState: state, reducer: Self.feature(writes))

    await store.send(.sendPendingDeletions) {
      $0.lists[records: Self.tab].deletions.deletions[0].status = .deleting
    }
    #expect(store.state.isSendingDeletions)
    await store.receive(
      .lists(
        .records(
          Self.tab,
          .deletions(
            .deletion(
              ElementAction(id: Self.second, action: .deleteResponse(.success(Self.second)))))
        ))
    ) {
      $0.lists[records: Self.tab].deletions.deletions[0].status = .deleted
      $0.lists[records: Self.tab].feed.freshness = .revalidated
      $0.lists[records: Self.tab].feed.mode = .revalidating(page: 1, several: nil)
    }
    #expect(!store.state.isSendingDeletions)
    await store.receive(matching: Self.isPageAnswer) {
      $0.lists[records: Self.tab].feed.mode = .idle
      $0.lists[records: Self.tab].feed.items = Self.rows([Self.rows[0], Self.rows[2]])
      $0.lists[records: Self.tab].feed.pageItemCounts = [2]
      $0.lists[records: Self.tab].feed.revalidationChanges = 2
    }
    await store.finish()
    #expect(
      writes.requests.filter { $0.method != "GET" }
        == [RecordWrites.Request(method: "DELETE", path: "comments/2")])
  }

  @Test func aListThatClosesHandsItsDeletionsInTheirWindowToItsTabsList() async {
    let writes = RecordWrites.server(["comments": Self.rows])
    var state = await Self.browser(writes)
    state.tab = Self.tab
    let query = RecordsQuery(
      resource: Self.comments, path: ["posts", "1", "comments"], title: "comments of post 1")
    var relation = RecordsScreen.State(query: query, idField: "id", size: Fixtures.size)
    relation.deletions.deletions = [DeletionFeature.State(target: Self.second, status: .pending)]
    relation.deletions.titles = [Self.second: "Second"]
    let screen = state.stacks[Self.tab].append(.records(relation))
    let store = TestStore(initialState: state, reducer: Self.feature(writes))

    await store.send(.opened(screen, on: Self.tab, .records(.delegate(.close)))) {
      $0.stacks[Self.tab].popLast()
      $0.lists[records: Self.tab].deletions.deletions = [
        DeletionFeature.State(target: Self.second, status: .pending)
      ]
      $0.lists[records: Self.tab].deletions.titles = [Self.second: "Second"]
    }
    #expect(!store.state.lists[records: Self.tab].shownRows.contains { $0.id == "2" })
    await store.send(.key(.character("u"))) {
      $0.lists[records: Self.tab].deletions = DeletionList.State()
    }
    await store.receive(.lists(.records(Self.tab, .delegate(.notice("undone"))))) {
      $0.notice = "undone"
    }
    await store.finish()
  }

  @Test func aSavedRecordIsReadAgainInItsListWhoseCursorGoesToIt() async {
    let writes = RecordWrites.server(["comments": Self.rows])
    var state = await Self.browser(writes)
    state.tab = Self.tab
    let form = RecordForm(
      new: Self.comments, names: ["postId", "name", "body"],
      schema: RecordSchema(records: Self.rows), idField: "id")
    let screen = state.stacks[Self.tab].append(.form(FormScreen(.record(form))))
    let store = TestStore(initialState: state, reducer: Self.feature(writes))
    let new: JSONObject = ["postId": 2, "name": "Fourth", "body": "d", "id": 4]
    _ = try? await writes.client.create(
      in: "comments", fields: ["postId": 2, "name": "Fourth", "body": "d"])

    await store.send(
      .opened(
        screen, on: Self.tab, .form(.delegate(.saved(.record(new, of: Self.comments, id: "4")))))
    ) {
      $0.stacks[Self.tab].popLast()
      $0.lists[records: Self.tab].feed.freshness = .revalidated
      $0.lists[records: Self.tab].feed.mode = .revalidating(page: 1, several: nil)
      $0.lists[records: Self.tab].selection = .init(id: .id("4"), loadsPages: true)
    }
    await store.receive(matching: Self.isPageAnswer) {
      $0.lists[records: Self.tab].feed.mode = .idle
      $0.lists[records: Self.tab].feed.items = Self.rows(Self.rows + [new])
      $0.lists[records: Self.tab].feed.pageItemCounts = [4]
      $0.lists[records: Self.tab].feed.revalidationChanges = 1
      $0.lists[records: Self.tab].selection = nil
      $0.lists[records: Self.tab].cursor = ListCursor(row: 3)
    }
    await store.finish()
  }

  @Test func anEditSavedOverTheRecordsScreenShowsItAsTheServerAnswered() async throws {
    let writes = RecordWrites.server(["comments": Self.rows])
    var state = await Self.browser(writes)
    state.tab = Self.tab
    let page = RecordPage(key: Self.second, record: Self.rows[1])
    state.stacks[Self.tab].append(
      .record(RecordScreen.State(key: Self.second, detail: .loaded(page), size: Fixtures.size)))
    let form = RecordForm(
      editing: Self.rows[1], id: "2", of: Self.comments, schema: RecordSchema(records: Self.rows),
      idField: "id")
    let screen = state.stacks[Self.tab].append(.form(FormScreen(.record(form))))
    let store = TestStore(initialState: state, reducer: Self.feature(writes))
    let answer = try await writes.client.change("2", of: "comments", fields: ["name": "Twice"])
    let saved = try #require(answer.record)

    await store.send(
      .opened(
        screen, on: Self.tab, .form(.delegate(.saved(.record(saved, of: Self.comments, id: "2"))))
      )
    ) {
      $0.stacks[Self.tab].popLast()
      $0.stacks[Self.tab].popLast()
      let shown = RecordPage(key: Self.second, record: saved)
      $0.stacks[Self.tab].append(
        .record(RecordScreen.State(key: Self.second, detail: .loaded(shown), size: Fixtures.size)))
      $0.lists[records: Self.tab].feed.freshness = .revalidated
      $0.lists[records: Self.tab].feed.mode = .revalidating(page: 1, several: nil)
      // Kept until the list read again shows where the edit put it.
      $0.lists[records: Self.tab].selection = .init(id: .id("2"), loadsPages: true)
    }
    #expect(store.state.opened(store.state.top)?.recordName == "Twice")
    await store.receive(matching: Self.isPageAnswer) {
      $0.lists[records: Self.tab].selection = nil
      $0.lists[records: Self.tab].feed.mode = .idle
      $0.lists[records: Self.tab].feed.items = Self.rows([Self.rows[0], saved, Self.rows[2]])
      $0.lists[records: Self.tab].feed.revalidationChanges = 1
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

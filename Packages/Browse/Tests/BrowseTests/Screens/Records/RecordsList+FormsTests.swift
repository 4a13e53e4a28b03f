import Dependencies
import Features
import FeaturesTesting
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The forms and the deletions of a list of records of any shape, on the exhaustive
/// `TestStore`: `c` and `e` open the record form, `d` then `y` hides a record, `u` brings it
/// back, and the window closing deletes it at its resource's path.
@Suite(.timeLimit(.minutes(1))) struct RecordsListFormsTests {
  private static let comments = BrowsedResource(name: "comments")
  private static let rows: [JSONObject] = [
    ["id": 1, "postId": 1, "name": "First", "body": "a"],
    ["id": 2, "postId": 1, "name": "Second", "body": "b"],
    ["id": 3, "postId": 2, "name": "Third", "body": "c"],
  ]

  /// A server of the comments that writes them as json-server does.
  private static func server() -> RecordWrites {
    RecordWrites.server(["comments": rows])
  }

  private static func screen(
    _ writes: RecordWrites, clock: any Clock<Duration> = TestClock(), isOffline: Bool = false
  ) -> RecordsScreen {
    let deletion = DeletionFeature(
      collections: writes.client, undoWindow: BrowseFeature.undoWindow, clock: clock)
    return RecordsScreen(
      collections: writes.client, deletions: DeletionList(deletion: deletion), isOffline: isOffline)
  }

  /// The comments' tab once its records came, the cursor on the second.
  private static func loaded(_ writes: RecordWrites, fieldNames: [String]? = nil) async
    -> RecordsScreen.State
  {
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: comments), idField: "id", fieldNames: fieldNames,
        size: Fixtures.size),
      reducer: screen(writes))
    await store.send(.appear)
    var state = await store.state
    state.cursor = ListCursor(row: 1)
    return state
  }

  /// The list's columns, which its forms' fields follow.
  private static var columns: [[String]] {
    RecordColumns.chosen(for: rows, idField: "id").map(\.path)
  }

  @Test func cOpensANewRecordsFormWithTheFieldsOfTheRecordsButTheId() async {
    let writes = Self.server()
    let store = TestStore(initialState: await Self.loaded(writes), reducer: Self.screen(writes))

    await store.send(.key(.character("c")))
    let form = RecordForm(
      new: Self.comments, names: ["id", "postId", "name", "body"],
      schema: RecordSchema(records: Self.rows), idField: "id", columns: Self.columns)
    checkEqual(form.fieldOrder, ["name", "postId", "body"], "in the list's order, the name first")
    await store.receive(.delegate(.open(.form(FormScreen(form)))))
    await store.finish()
  }

  @Test func theCatalogsFieldsAreTheNewRecordsAndTheEditedRecordsOthers() async {
    let writes = Self.server()
    let names = ["id", "postId", "name", "email", "body"]
    let store = TestStore(
      initialState: await Self.loaded(writes, fieldNames: names), reducer: Self.screen(writes))
    let schema = RecordSchema(records: Self.rows)

    await store.send(.key(.character("c")))
    let new = RecordForm(
      new: Self.comments, names: names, schema: schema, idField: "id", columns: Self.columns)
    await store.receive(.delegate(.open(.form(FormScreen(new)))))
    await store.send(.key(.character("e")))
    let edited = RecordForm(
      editing: Self.rows[1], id: "2", of: Self.comments, names: names, schema: schema,
      idField: "id", columns: Self.columns)
    checkEqual(edited.fieldOrder, ["name", "postId", "body", "email"])
    checkEqual(edited.fields.map(\.text), ["Second", "1", "b", ""])
    await store.receive(.delegate(.open(.form(FormScreen(edited)))))
    await store.finish()
  }

  @Test func dAndYHideTheRecordUBringsItBackAndTheWindowClosingDeletesIt() async {
    let clock = TestClock()
    let writes = Self.server()
    let store = TestStore(
      initialState: await Self.loaded(writes), reducer: Self.screen(writes, clock: clock))
    let key = RecordKey(resource: Self.comments, id: "2")

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeletionFeature.State(target: key, status: .confirming)]
      $0.deletions.titles = [key: "Second"]
    }
    checkEqual(store.state.deletion?.text(width: 80, spinner: ""), #"Delete "Second"? [y/N]"#)
    await store.send(.key(.character("y"))) { $0.deletions.deletions[0].status = .pending }
    checkEqual(store.state.shownRows.map(\.id), ["1", "3"], "hidden at once")
    checkEqual(store.state.deletion?.text(width: 80, spinner: ""), "Deleted comment 2 — u to undo")
    await store.send(.key(.character("u"))) { $0.deletions = DeletionList.State() }
    await store.receive(.delegate(.notice("undone")))
    checkEqual(store.state.shownRows.map(\.id), ["1", "2", "3"])
    await store.finish()

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeletionFeature.State(target: key, status: .confirming)]
      $0.deletions.titles = [key: "Second"]
    }
    await store.send(.key(.character("y"))) { $0.deletions.deletions[0].status = .pending }
    check(writes.requests.filter { $0.method != "GET" }.isEmpty, "nothing sent in the window")
    await clock.waitForSleepers(count: 1)
    await clock.advance(by: BrowseFeature.undoWindow)
    await store.receive(.deletions(.deletion(ElementAction(id: key, action: .undoWindowClosed)))) {
      $0.deletions.deletions[0].status = .deleting
    }
    await store.receive(
      .deletions(.deletion(ElementAction(id: key, action: .deleteResponse(.success(key)))))
    ) {
      $0.deletions.deletions[0].status = .deleted
      $0.feed.freshness = .revalidated
      $0.feed.mode = .revalidating(page: 1, several: nil)
    }
    checkEqual(
      writes.requests.filter { $0.method != "GET" },
      [RecordWrites.Request(method: "DELETE", path: "comments/2")])
    await store.receive(matching: Self.isPageAnswer) {
      $0.feed.mode = .idle
      $0.feed.items = [Self.rows[0], Self.rows[2]].enumerated().map {
        RecordRow($1, of: Self.comments, position: $0, idField: "id")
      }
      $0.feed.pageItemCounts = [2]
      $0.feed.revalidationChanges = 2
    }
    await store.finish()
    checkEqual(store.state.feed.items.map(\.id), ["1", "3"], "read again without it")
  }

  /// Whether `action` is the answer of a page of the records.
  @Sendable private static func isPageAnswer(_ action: RecordsScreen.Action) -> Bool {
    guard case .resource(.feed(.pageResponse)) = action else { return false }
    return true
  }

  @Test func offlineDIsRefusedAtOnceAndHidesNothing() async {
    let writes = Self.server()
    let store = TestStore(
      initialState: await Self.loaded(writes), reducer: Self.screen(writes, isOffline: true))

    await store.send(.key(.character("d")))
    await store.receive(.delegate(.notice("Cannot delete comment 2: offline, nothing is sent")))
    await store.send(.key(.character("y")))
    await store.finish()
    checkEqual(store.state.shownRows.count, 3)
  }
}

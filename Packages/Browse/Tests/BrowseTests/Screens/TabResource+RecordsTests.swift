import Dependencies
import Features
import FeaturesTesting
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The to-dos and the albums written as records of any resource: `c` and `e` open the record
/// form on their JSON, `d` then `y` deletes at their path, and on the to-dos `u` undoes the
/// delete before the tick.
@Suite(.timeLimit(.minutes(1))) struct TabResourceRecordsTests {
  private static let todos = [
    Sample.todo(1, by: 2, title: "Water the plants", completed: false),
    Sample.todo(2, by: 2, title: "Post the letter", completed: true),
  ]

  private static func todosScreen(_ writes: RecordWrites, clock: any Clock<Duration>)
    -> TodosScreen
  {
    let deletion = DeletionFeature(
      collections: writes.client, undoWindow: BrowseFeature.undoWindow, clock: clock)
    return TodosScreen(
      checklist: TodoChecklistFeature(client: .unimplemented),
      deletions: DeletionList(deletion: deletion), isOffline: false)
  }

  /// User 2's to-dos, loaded, the cursor on the second.
  private static func loadedToDos() -> TodosScreen.State {
    var state = TodosScreen.State(userID: 2, size: Fixtures.size)
    state.isRequested = true
    state.checklist.todos = .loaded(todos)
    state.cursor = ListCursor(row: 1)
    return state
  }

  @Test func aToDoIsItsJSONAndANewOneOfAUsersToDosIsTheirs() async {
    let store = TestStore(
      initialState: Self.loadedToDos(),
      reducer: Self.todosScreen(RecordWrites(), clock: TestClock()))
    let records: [JSONObject] = [
      ["userId": 2, "id": 1, "title": "Water the plants", "completed": false],
      ["userId": 2, "id": 2, "title": "Post the letter", "completed": true],
    ]
    #expect(TodosList.record(of: Self.todos[1]) == records[1])
    let schema = RecordSchema(records: records)

    await store.send(.key(.character("c")))
    var new = RecordForm(
      new: JSONPlaceholderTab.todos.records, names: ["userId", "id", "title", "completed"],
      schema: schema, idField: "id", values: ["userId": 2])
    new.rules = ["userId": .positiveID, "title": .required, "completed": .required]
    #expect(new.fields.map(\.text) == ["2", "", ""], "the user's id, filled in")
    #expect(new.shownFields.map(\.label) == ["userId (JSON) *", "title *", "completed (JSON) *"])
    await store.receive(.delegate(.open(.form(FormScreen(new)))))
    await store.send(.key(.character("e")))
    var edited = RecordForm(
      editing: records[1], id: "2", of: JSONPlaceholderTab.todos.records, schema: schema,
      idField: "id")
    edited.rules = new.rules
    await store.receive(.delegate(.open(.form(FormScreen(edited)))))
    await store.finish()
  }

  @Test func dThenYDeletesAToDoAtItsPathAndUUndoesTheDeleteBeforeATick() async {
    let clock = TestClock()
    let writes = RecordWrites()
    let store = TestStore(
      initialState: Self.loadedToDos(), reducer: Self.todosScreen(writes, clock: clock))
    let key = RecordKey(resource: JSONPlaceholderTab.todos.records, id: "2")

    await store.send(.key(.character("d"))) {
      $0.deletions.deletions = [DeletionFeature.State(target: key, status: .confirming)]
      $0.deletions.titles = [key: "Post the letter"]
    }
    await store.send(.key(.character("y"))) {
      $0.deletions.deletions[0].status = .pending
      $0.cursor = ListCursor(row: 0)
    }
    #expect(store.state.shownRows.map(\.id) == [1])
    await store.send(.key(.character("u"))) {
      $0.deletions = DeletionList.State()
      $0.cursor = ListCursor(row: 1)
    }
    await store.receive(.delegate(.notice("undone")))
    await store.send(.key(.character("u")))
    await store.receive(.delegate(.notice("u: no delete or tick to undo")))
    await store.finish()
    #expect(writes.requests.isEmpty)
  }
}

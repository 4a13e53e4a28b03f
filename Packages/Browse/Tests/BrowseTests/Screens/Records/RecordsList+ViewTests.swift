import Features
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// How the generic list draws a record's true/false field: a box in its column and in the
/// preview beside it, the column as wide as its boxes, the value itself kept for sorting,
/// searching and copying.
@Suite(.timeLimit(.minutes(1))) struct RecordsListViewTests {
  private static let chores = BrowsedResource(name: "chores")
  private static let rows: [JSONObject] = [
    ["id": 1, "title": "Water the plants", "done": false],
    ["id": 2, "title": "Take out the bins", "done": true],
    ["id": 3, "title": "Fold the laundry", "done": .null],
  ]

  /// The chores' tab once its records came, the cursor on the first.
  private static func loaded() async -> RecordsScreen.State {
    let writes = RecordWrites.server(["chores": rows])
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: chores), idField: "id", size: Fixtures.size),
      reducer: RecordsScreen(collections: writes.client, isOffline: false))
    await store.send(.appear)
    return await store.state
  }

  /// The rows of the screen `state` draws at 80 columns, where no preview stands beside them.
  private static func drawn(_ state: RecordsScreen.State) -> [String] {
    let view = BrowseView(state: BrowseState(size: Fixtures.size), usesColor: false)
    var buffer = CellBuffer(size: Fixtures.size)
    RecordsList.draw(state, in: view, into: &buffer)
    // Each row without the blanks that fill it to the width.
    return (0..<Fixtures.size.rows).map { row in
      String(buffer.text(ofRow: row).reversed().drop { $0 == " " }.reversed())
    }
  }

  @Test func aTrueFalseColumnIsDrawnAsBoxesAndNullAsAnEmptyCell() async {
    let lines = Self.drawn(await Self.loaded())

    checkEqual(
      Array(lines[1...3]),
      [
        "  id  title              done",
        "›  1  Water the plants   [ ]",
        "   2  Take out the bins  [x]",
      ])
    checkEqual(lines[4], "   3  Fold the laundry   —", "null shows no box")
  }

  @Test func thePreviewDrawsTheBoxAsTheListDoes() async {
    let state = await Self.loaded()
    let done = RecordColumn(path: ["done"])

    let fields = state.feed.items.map { RecordsList.preview(of: $0, in: state).fields }
    checkEqual(fields.map { $0.first { $0.name == "done" }?.value }, ["[ ]", "[x]", ""])
    checkEqual(
      state.feed.items.map { $0.sortKey(done) },
      [.folding("false"), .folding("true"), .missing], "sorted by the value, not the box")
    check(
      state.feed.items.allSatisfy { row in
        !row.searchableFields.contains { $0.contains("[") || $0 == "true" || $0 == "false" }
      }, "neither the box nor the word is searched")
    checkEqual(
      RecordsList.clip(.json, of: state.feed.items[1], baseURL: nil)?.text
        .contains(#""done": true"#), true, "copied as the server sent it")
  }
}

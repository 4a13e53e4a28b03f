import Features
import FeaturesTesting
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A list whose records are images, on the exhaustive `TestStore`: `v` shows them as tiles and
/// the rows again, the moves go over the tiles only while they show, and a list of records
/// that are not images refuses `v`.
@Suite(.timeLimit(.minutes(1))) struct RecordsListTilesTests {
  private static let images = BrowsedResource(name: "images")
  /// 10 images: at 80 columns, 4 tiles to a row.
  private static let rows: [JSONObject] = (1...10).map { id in
    [
      "id": .number(JSONNumber(id)), "title": .string("Picture \(id)"),
      "url": .string("https://via.placeholder.com/600/92c952"),
      "thumbnailUrl": .string("https://via.placeholder.com/150/92c952"),
    ]
  }

  private static func loaded(_ writes: RecordWrites, resource: BrowsedResource = images) async
    -> RecordsScreen.State
  {
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: resource), idField: "id", size: Fixtures.size),
      reducer: RecordsScreen(
        collections: writes.client, isOffline: false, addOns: RecordAddOn.fieldKinds))
    await store.send(.appear)
    return await store.state
  }

  @Test func vShowsTheImagesAsTilesOverWhichTheMovesGoAndVShowsTheRowsAgain() async {
    let writes = RecordWrites.server(["images": Self.rows])
    let state = await Self.loaded(writes)
    checkEqual(state.tiles.field, "thumbnailUrl", "a thumbnail before the full image")
    checkEqual(state.addOns, [RecordAddOn.imageGrid])
    let store = TestStore(
      initialState: state,
      reducer: RecordsScreen(
        collections: writes.client, isOffline: false, addOns: RecordAddOn.fieldKinds))

    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(row: 1) }
    await store.send(.key(.character("v"))) { $0.tiles.isShown = true }
    await store.send(.key(.character("j"))) { $0.cursor = ListCursor(row: 5) }
    await store.send(.key(.character("l"))) { $0.cursor = ListCursor(row: 6) }
    await store.send(.key(.left)) { $0.cursor = ListCursor(row: 5) }
    await store.send(.key(.character("k"))) { $0.cursor = ListCursor(row: 1) }
    await store.send(.key(.character("G"))) { $0.cursor = ListCursor(row: 9) }
    await store.send(.key(.character("v"))) { $0.tiles.isShown = false }
    await store.send(.key(.character("k"))) { $0.cursor = ListCursor(row: 8) }
    await store.finish()
  }

  @Test func theTilesShowTheRowsOfTheCursorAndReadOnlyThoseInSight() async {
    let writes = RecordWrites.server(["images": Self.rows])
    var state = await Self.loaded(writes)
    state.tiles.isShown = true
    state.cursor.place(on: 9, count: 10, visibleRows: state.visibleRows)
    let view = BrowseView(state: BrowseState(size: Fixtures.size), usesColor: false)
    var buffer = CellBuffer(size: Fixtures.size)
    RecordsList.draw(state, in: view, into: &buffer)

    checkEqual(RecordsList.tileShape(of: state).rows, 4, "22 lines hold 4 rows of tiles")
    checkEqual(RecordsList.firstTileRow(of: state), 0)
    check(buffer.text(ofRow: 4).hasPrefix("  1 Picture 1       2 Picture 2"))
    check(buffer.text(ofRow: 14).hasPrefix("  9 Picture 9       ›10 Picture 10"))
    let swatches = String(repeating: "░", count: 16) + "  " + String(repeating: "▓", count: 16)
    check(buffer.text(ofRow: 11).hasPrefix("  " + swatches), "the cursor's is the 10th")
  }

  @Test func aMoveOverTilesGoesARowOfTilesHalfThemAPageOrToAnEnd() async {
    var state = await Self.loaded(RecordWrites.server(["images": Self.rows]))
    state.tiles.isShown = true

    checkEqual(RecordsList.tileDelta(of: Movement.Move(reach: .row, forth: true), in: state), 4)
    checkEqual(
      RecordsList.tileDelta(of: Movement.Move(reach: .halfPage, forth: false), in: state), -8)
    checkEqual(RecordsList.tileDelta(of: Movement.Move(reach: .page, forth: true), in: state), 16)
    checkEqual(RecordsList.tileDelta(of: Movement.Move(reach: .end, forth: true), in: state), .max)
    checkEqual(RecordsList.tileDelta(of: Movement.Move(reach: .end, forth: false), in: state), .min)
  }

  @Test func aListOfRecordsThatAreNotImagesHasNoV() async {
    let notes = BrowsedResource(name: "notes")
    let writes = RecordWrites.server([
      "notes": [["id": 1, "text": "https://example.com/a"], ["id": 2, "text": "b"]]
    ])
    let state = await Self.loaded(writes, resource: notes)

    checkEqual(state.tiles.field, nil)
    check(state.addOns.isEmpty)
    check(RecordsList.keys(of: state).binding(for: .character("v"), in: state) == nil)
  }
}

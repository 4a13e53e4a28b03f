import Features
import FeaturesTesting
import HTTPClient
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A list of records with a true/false field, on the exhaustive `TestStore`: Space flips the
/// first such column and saves it, `u` flips it back, `f` filters by it with the flipped record
/// kept under the cursor until it leaves, a refusal restores the value, and a resource's own
/// Space wins.
@Suite(.timeLimit(.minutes(1))) struct RecordsListFlagsTests {
  private static let chores = BrowsedResource(name: "chores")
  private static let rows: [JSONObject] = [
    ["id": 1, "title": "Water the plants", "done": false, "urgent": true],
    ["id": 2, "title": "Take out the bins", "done": true, "urgent": false],
    ["id": 3, "title": "Fold the laundry", "done": false, "urgent": false],
  ]
  private static let first = RecordKey(resource: chores, id: "1")

  private static func screen(
    _ writes: RecordWrites, isOffline: Bool = false,
    addOns: [RecordAddOn] = RecordAddOn.fieldKinds
  ) -> RecordsScreen {
    RecordsScreen(collections: writes.client, isOffline: isOffline, addOns: addOns)
  }

  /// The chores' tab once its records came, the cursor on the first.
  private static func loaded(_ writes: RecordWrites, addOns: [RecordAddOn] = RecordAddOn.fieldKinds)
    async -> RecordsScreen.State
  {
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: chores), idField: "id", size: Fixtures.size),
      reducer: screen(writes, addOns: addOns))
    await store.send(.appear)
    return await store.state
  }

  private static func row(_ fields: JSONObject) -> RecordRow {
    RecordRow(fields, of: chores, position: 0, idField: "id")
  }

  private static func saving(from confirmed: Bool, to value: Bool) -> RecordFlags.Saving {
    RecordFlags.Saving(confirmed: confirmed, sent: value, wanted: value)
  }

  private static func changing(_ index: Int, done: Bool) -> RecordRow {
    var fields = rows[index]
    fields["done"] = .bool(done)
    return row(fields)
  }

  /// Space on the first chore, not done: shown done at once, saved, and told to the browser.
  private static func flipFirst(on store: TestStore<RecordsScreen>) async {
    let done = changing(0, done: true)
    await store.send(.key(.character(" "))) {
      $0.flags.lastFlipped = first
      $0.flags.lingering = .id("1")
      $0.flags.saving = [first: saving(from: false, to: true)]
      $0.feed.items[0] = done
    }
    await store.receive(
      .resource(.flipped(first, field: "done", to: true, .success(done.fields)))
    ) {
      $0.flags.saving = [:]
      $0.flags.kept = [first: true]
      $0.feed.mode = .revalidating(page: 1, several: nil)
      $0.feed.freshness = .revalidated
    }
    await store.receive(.delegate(.changed(.updated(first, done.fields))))
    // Read again once saved: the server kept it, so nothing is said.
    await store.receive(matching: Self.isPageResponse) {
      $0.flags.kept = [:]
      $0.feed.mode = .idle
    }
  }

  private static func isPageResponse(_ action: RecordsScreen.Action) -> Bool {
    guard case .resource(.feed(.pageResponse)) = action else { return false }
    return true
  }

  @Test func theFirstTrueFalseColumnIsTheListsAndTheAddOnIsMet() async {
    let state = await Self.loaded(RecordWrites.server(["chores": Self.rows]))

    checkEqual(state.flags.field, "done")
    checkEqual(state.addOns, [RecordAddOn.trueFalseField])
    checkEqual(RecordsList.kind(of: state).name, "a record with a true/false field in a list")
    check(RecordsList.keys(of: state).binding(for: .character(" "), in: state) != nil)
  }

  @Test func spaceFlipsTheFieldSavesItAndUFlipsItBack() async {
    let writes = RecordWrites.server(["chores": Self.rows])
    let store = TestStore(initialState: await Self.loaded(writes), reducer: Self.screen(writes))
    await Self.flipFirst(on: store)
    checkEqual(
      writes.requests.filter { $0.method != "GET" },
      [RecordWrites.Request(method: "PATCH", path: "chores/1", body: ["done": true])])

    await store.send(.key(.character("u"))) {
      $0.flags.lastFlipped = nil
      $0.flags.saving = [Self.first: Self.saving(from: true, to: false)]
      $0.feed.items[0] = Self.row(Self.rows[0])
    }
    await store.receive(.delegate(.notice("undone")))
    await store.receive(
      .resource(.flipped(Self.first, field: "done", to: false, .success(Self.rows[0])))
    ) {
      $0.flags.saving = [:]
      $0.flags.kept = [Self.first: false]
      $0.feed.mode = .revalidating(page: 1, several: nil)
    }
    await store.receive(.delegate(.changed(.updated(Self.first, Self.rows[0]))))
    await store.receive(matching: Self.isPageResponse) {
      $0.flags.kept = [:]
      $0.feed.mode = .idle
    }
    await store.send(.key(.character("u")))
    await store.receive(.delegate(.notice("u: no delete or flip to undo")))
    await store.finish()
  }

  @Test func fFiltersByTheFieldAndAFlippedRecordLingersUntilTheCursorLeaves() async throws {
    let writes = RecordWrites.server(["chores": Self.rows])
    let store = TestStore(initialState: await Self.loaded(writes), reducer: Self.screen(writes))

    await store.send(.key(.character("f"))) { $0.flags.filter = true }
    checkEqual(store.state.shownRows.map(\.id), ["2"])
    await store.send(.key(.character("f"))) { $0.flags.filter = false }
    checkEqual(store.state.shownRows.map(\.id), ["1", "3"])
    let view = BrowseView(state: BrowseState(size: Fixtures.size), usesColor: false)
    check(RecordsList.status(store.state, in: view).0.contains("only not done"))

    await Self.flipFirst(on: store)
    checkEqual(store.state.shownRows.map(\.id), ["1", "3"], "kept under the cursor")
    let colored = BrowseView(state: BrowseState(size: Fixtures.size), usesColor: true)
    var buffer = CellBuffer(size: Fixtures.size)
    RecordsList.draw(store.state, in: colored, into: &buffer)
    let lingering = try #require(
      (0..<Fixtures.size.rows).first { buffer.text(ofRow: $0).contains("Water the plants") })
    check(buffer[lingering, 4].style.contains(.dim), "dimmed while it lingers")
    let next = try #require(
      (0..<Fixtures.size.rows).first { buffer.text(ofRow: $0).contains("Fold the laundry") })
    check(!buffer[next, 4].style.contains(.dim))

    await store.send(.key(.character("j"))) {
      $0.flags.lingering = nil
      $0.cursor = ListCursor(row: 0)
    }
    checkEqual(store.state.shownRows.map(\.id), ["3"], "gone once the cursor left it")
    checkEqual(store.state.selectedRow?.id, "3")
    await store.send(.key(.character("f"))) { $0.flags.filter = nil }
    checkEqual(store.state.shownRows.count, 3)
    await store.finish()
  }

  /// A list in `mode` while the first chore's flip, shown done, is being saved, on a server
  /// that still has it not done; and the answer that saved it.
  private static func savingFirst(while mode: FeedFeature<RecordRow>.Mode) async -> (
    TestStore<RecordsScreen>, saved: RecordsScreen.Action
  ) {
    let writes = RecordWrites.server(["chores": rows])
    var state = await loaded(writes)
    state.flags.saving = [first: saving(from: false, to: true)]
    state.feed.items[0] = changing(0, done: true)
    state.feed.mode = mode
    let done = changing(0, done: true).fields
    return (
      TestStore(initialState: state, reducer: screen(writes)),
      .resource(.flipped(first, field: "done", to: true, .success(done)))
    )
  }

  /// The first chore's flip saved while the second page loads: to be read again once it came.
  private static func savedWhileAPageLoads() async -> TestStore<RecordsScreen> {
    let (store, saved) = await savingFirst(while: .loading(page: 2))
    await store.send(saved) {
      $0.flags.saving = [:]
      $0.flags.kept = [first: true]
      $0.flags.readsAgainOnceLoaded = true
    }
    await store.receive(.delegate(.changed(.updated(first, changing(0, done: true).fields))))
    return store
  }

  /// The second page, empty, comes: the records are read again.
  private static func secondPage(on store: TestStore<RecordsScreen>) async {
    await store.send(.resource(.feed(.pageResponse(page: 2, .success(Page(items: [])))))) {
      $0.flags.readsAgainOnceLoaded = false
      $0.feed.mode = .revalidating(page: 1, several: nil)
      $0.feed.freshness = .revalidated
      $0.feed.pageItemCounts.append(0)
    }
  }

  /// A flip saved while the list was read again, by a server that did not keep it: the read
  /// under way, which may have read the record before the change, starts over, and what it
  /// reads is compared with what the server answered.
  @Test func aFlipSavedWhileTheListIsReadAgainIsComparedWithTheReadAfterIt() async {
    let (store, saved) = await Self.savingFirst(while: .revalidating(page: 1, several: nil))

    await store.send(saved) {
      $0.flags.saving = [:]
      $0.flags.kept = [Self.first: true]
      $0.feed.freshness = .revalidated
    }
    await store.receive(
      .delegate(.changed(.updated(Self.first, Self.changing(0, done: true).fields))))
    await store.receive(matching: Self.isPageResponse) {
      $0.flags.kept = [:]
      $0.feed.mode = .idle
      $0.feed.items[0] = Self.row(Self.rows[0])
      $0.feed.revalidationChanges = 1
    }
    await store.receive(.delegate(.notice("the server did not keep the change to chore 1")))
    await store.finish()
  }

  /// A flip saved while the next page loaded: that page says nothing of it, and the records are
  /// read again once it came, and compared then.
  @Test func aFlipSavedWhileAPageLoadsIsComparedWithTheReadAfterThePage() async {
    let store = await Self.savedWhileAPageLoads()
    await Self.secondPage(on: store)
    await store.receive(matching: Self.isPageResponse) {
      $0.flags.kept = [:]
      $0.feed.mode = .idle
      $0.feed.items[0] = Self.row(Self.rows[0])
      $0.feed.revalidationChanges = 1
      $0.feed.pageItemCounts = [3]
    }
    await store.receive(.delegate(.notice("the server did not keep the change to chore 1")))
    await store.finish()
  }

  /// A flip back sent before the list is read again after the first: what the server answered
  /// of the first is forgotten, so the read, whatever it shows, is compared with the second.
  @Test func aFlipBackForgetsWhatTheServerAnsweredOfTheFlipBefore() async {
    let store = await Self.savedWhileAPageLoads()
    await store.send(.key(.character(" "))) {
      $0.flags.lastFlipped = Self.first
      $0.flags.lingering = .id("1")
      $0.flags.kept = [:]
      $0.flags.saving = [Self.first: Self.saving(from: true, to: false)]
      $0.feed.items[0] = Self.row(Self.rows[0])
    }
    await store.receive(
      .resource(.flipped(Self.first, field: "done", to: false, .success(Self.rows[0])))
    ) {
      $0.flags.saving = [:]
      $0.flags.kept = [Self.first: false]
    }
    await store.receive(.delegate(.changed(.updated(Self.first, Self.rows[0]))))
    await Self.secondPage(on: store)
    await store.receive(matching: Self.isPageResponse) {
      $0.flags.kept = [:]
      $0.feed.mode = .idle
      $0.feed.pageItemCounts = [3]
    }
    await store.finish()
  }

  /// A read that answers while a flip is being sent shows the flip, not what it read: it is
  /// not said to be a change the server did not keep.
  @Test func aReadWhileAFlipIsSentSaysNothingOfItsRecord() async {
    let writes = RecordWrites.server(["chores": Self.rows])
    var state = await Self.loaded(writes)
    state.flags.kept = [Self.first: true]
    state.flags.saving = [Self.first: Self.saving(from: true, to: false)]
    let store = TestStore(initialState: state, reducer: Self.screen(writes))

    await store.send(.resource(.feed(.revalidate))) {
      $0.feed.mode = .revalidating(page: 1, several: nil)
      $0.feed.freshness = .revalidated
    }
    await store.receive(matching: Self.isPageResponse) {
      $0.flags.kept = [:]
      $0.feed.mode = .idle
    }
    await store.finish()
  }

  @Test func aRefusedFlipGetsItsValueBackAndSaysWhy() async {
    let writes = RecordWrites { request in
      guard request.method == "GET" else {
        throw NetworkError.unexpectedStatus(code: 500, bodyExcerpt: "down")
      }
      return .array(Self.rows.map(JSONValue.object))
    }
    let store = TestStore(initialState: await Self.loaded(writes), reducer: Self.screen(writes))

    await store.send(.key(.character(" "))) {
      $0.flags.lastFlipped = Self.first
      $0.flags.lingering = .id("1")
      $0.flags.saving = [Self.first: Self.saving(from: false, to: true)]
      $0.feed.items[0] = Self.changing(0, done: true)
    }
    let restored: @Sendable (inout RecordsScreen.State) -> Void = {
      $0.flags.saving = [:]
      $0.feed.items[0] = Self.row(Self.rows[0])
    }
    await store.receive(
      matching: {
        guard case .resource(.flipped(Self.first, "done", true, .failure)) = $0 else {
          return false
        }
        return true
      }, restored)
    await store.receive(
      matching: {
        guard case .delegate(.notice(let text)) = $0 else { return false }
        return text.hasPrefix("could not set done of chore 1 to true: ")
      })
    await store.finish()
  }

  /// Two flips of one record, the first saved and the second refused: the refusal restores
  /// the value the server last confirmed, the first flip's, not the one the record was read
  /// with.
  @Test func aRefusedSecondFlipRestoresTheValueTheFirstSaved() async {
    let writes = RecordWrites.server(["chores": Self.rows])
    let screen = Self.screen(writes)
    var state = await Self.loaded(writes)
    let space = RecordsScreen.Action.key(.character(" "))

    _ = screen.reduce(into: &state, action: space)
    _ = screen.reduce(into: &state, action: space)
    checkEqual(state.feed.items[0].flags["done"], false, "the second flip shows at once")
    let saved = Self.changing(0, done: true).fields
    _ = screen.reduce(
      into: &state,
      action: .resource(.flipped(Self.first, field: "done", to: true, .success(saved))))
    checkEqual(
      state.flags.saving, [Self.first: Self.saving(from: true, to: false)],
      "the second flip is sent once the first is saved")
    let refusal = LoadFailure(message: "the server answered 500")
    _ = screen.reduce(
      into: &state,
      action: .resource(.flipped(Self.first, field: "done", to: false, .failure(refusal))))

    checkEqual(state.feed.items[0].flags["done"], true, "the value the server confirmed")
    check(state.flags.saving.isEmpty)
  }

  @Test func offlineSpaceIsRefusedAndFlipsNothing() async {
    let writes = RecordWrites.server(["chores": Self.rows])
    let store = TestStore(
      initialState: await Self.loaded(writes), reducer: Self.screen(writes, isOffline: true))

    await store.send(.key(.character(" ")))
    await store.receive(
      .delegate(.notice("Cannot change done of chore 1: offline, nothing is sent")))
    await store.finish()
    check(writes.requests.allSatisfy { $0.method == "GET" })
  }

  @Test func aResourcesOwnSpaceWinsAndTheFieldKindsOtherKeysStay() async {
    let own = RecordAddOn(
      "a chore", for: .resource("chores"),
      listKeys: [
        RecordsList.Binding([.character(" ")], "Space", "claim the chore") { _, _ in
          .send(.delegate(.notice("claimed")))
        }
      ])
    let addOns = [own] + RecordAddOn.fieldKinds
    let writes = RecordWrites.server(["chores": Self.rows])
    let store = TestStore(
      initialState: await Self.loaded(writes, addOns: addOns),
      reducer: Self.screen(writes, addOns: addOns))
    checkEqual(store.state.addOns, [own, RecordAddOn.trueFalseField])

    await store.send(.key(.character(" ")))
    await store.receive(.delegate(.notice("claimed")))
    await store.send(.key(.character("f"))) { $0.flags.filter = true }
    await store.finish()
    check(writes.requests.allSatisfy { $0.method == "GET" })
  }

  @Test func aListWithoutTrueFalseFieldsMeetsNoAddOn() async {
    let writes = RecordWrites.server(["notes": [["id": 1, "text": "a"], ["id": 2, "text": "b"]]])
    let store = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: BrowsedResource(name: "notes")), idField: "id",
        size: Fixtures.size),
      reducer: Self.screen(writes))
    await store.send(.appear)
    let state = await store.state

    check(state.addOns.isEmpty)
    checkEqual(state.flags.field, nil)
    check(RecordsList.keys(of: state).binding(for: .character("f"), in: state) == nil)
  }
}

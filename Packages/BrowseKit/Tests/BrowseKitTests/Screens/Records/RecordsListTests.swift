import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// A generic list of records on a store: paged by the server, searched and sorted by the server
/// while paged and by the browser once whole, and the records of any shape it is sent.
@Suite(.timeLimit(.minutes(1))) struct RecordsListTests {
  /// A server of `records` in memory, as json-server pages, searches and sorts them, keeping
  /// each query it was asked.
  final class Records: Sendable {
    let records: [JSONObject]
    private let asked = LockedValue<[[URLQueryItem]]>([])

    init(_ records: [JSONObject]) {
      self.records = records
    }

    var queries: [[String: String]] {
      asked.current.map { items in
        Dictionary(items.map { ($0.name, $0.value ?? "") }) { _, last in last }
      }
    }

    var client: RecordCollections {
      RecordCollections.answering { [self] endpoint in
        asked.withLock { $0.append(endpoint.queryItems) }
        let query = Dictionary(endpoint.queryItems.map { ($0.name, $0.value ?? "") }) { $1 }
        var shown = records
        if let text = query["q"]?.lowercased() {
          shown = shown.filter { record in
            record.contains { "\($0.value)".lowercased().contains(text) }
          }
        }
        if let field = query["_sort"] {
          shown.sort { RecordColumnText.of($0[field]) < RecordColumnText.of($1[field]) }
          if query["_order"] == "desc" { shown.reverse() }
        }
        let total = shown.count
        if let page = query["_page"].flatMap(Int.init),
          let limit = query["_limit"].flatMap(Int.init)
        {
          shown = Array(shown.dropFirst((page - 1) * limit).prefix(limit))
        }
        return (
          JSONValue.array(shown.map(JSONValue.object)).serialized(),
          HTTPResponseHead(status: 200, headers: ["X-Total-Count": "\(total)"])
        )
      }
    }
  }

  enum RecordColumnText {
    static func of(_ value: JSONValue?) -> String {
      switch value {
      case .string(let text)?: text
      case .number(let number)?: number.text
      default: ""
      }
    }
  }

  private static func customers(_ count: Int) -> [JSONObject] {
    (1...count).map { number in
      [
        "id": .number(JSONNumber(number)), "name": .string("Customer \(number)"),
        "address": .object(["city": .string(["Lyon", "Oslo", "Porto"][number % 3])]),
      ]
    }
  }

  private static let resource = BrowsedResource(name: "customers")

  private static func store(_ records: Records) -> Store<RecordsScreen> {
    Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: resource), idField: "id", size: TerminalSize(columns: 80, rows: 24)
      ),
      reducer: RecordsScreen(collections: records.client, isOffline: false))
  }

  @Test func theFirstPageComesWithTheColumnsOfItsRecordsAndTheRestAsTheCursorNearsTheEnd()
    async throws
  {
    let records = Records(Self.customers(120))
    let store = Self.store(records)

    await store.send(.appear)
    var state = await store.state
    checkEqual(state.feed.items.count, 50)
    checkEqual(state.feed.total, 120)
    check(state.isPaged)
    checkEqual(state.columns.map(\.name), ["id", "name", "address.city"])
    checkEqual(records.queries, [["_page": "1", "_limit": "50"]])

    for _ in 0..<40 { await store.send(.key(.character("j"))) }
    state = await store.state
    checkEqual(state.feed.items.count, 100, "the next page as the cursor neared the end")
    await store.send(.key(.character("G")))
    state = await store.state
    checkEqual(state.feed.items.count, 120)
    check(!state.isPaged)
    checkEqual(state.cursor.row, 119)
  }

  @Test func theColumnsAreThoseOfTheFirst200RecordsWhicheverPageBroughtThem() async throws {
    var records = Self.customers(300)
    records[59]["vip"] = true
    records[249]["late"] = true
    let store = Self.store(Records(records))
    await store.send(.appear)
    await checkEqual(store.state.columns.map(\.name), ["id", "name", "address.city"])

    await store.send(.key(.character("G")))
    let state = await store.state
    checkEqual(state.feed.items.count, 300)
    checkEqual(state.columns.map(\.name), ["id", "name", "vip", "address.city"])
  }

  @Test func whilePagedTheServerSearchesWithQAndSortsWithSortAndOrder() async throws {
    let records = Records(Self.customers(120))
    let store = Self.store(records)
    await store.send(.appear)

    for key in Array("/Porto").map(Key.character) + [.enter] { await store.send(.key(key)) }
    var state = await store.state
    checkEqual(state.serverSearch, "Porto")
    checkEqual(records.queries.last, ["q": "Porto", "_page": "1", "_limit": "50"])
    checkEqual(state.feed.items.count, 40)
    checkEqual(state.shownRows.count, 40)

    await store.send(.key(.escape))
    state = await store.state
    checkEqual(state.serverSearch, nil)
    checkEqual(records.queries.last, ["_page": "1", "_limit": "50"])

    await store.send(.key(.character("S")))
    await store.send(.key(.character("n")))
    await store.send(.key(.character("S")))
    await store.send(.key(.character("n")))
    state = await store.state
    checkEqual(state.serverSort, RecordsList.ServerSort(field: "name", isDescending: true))
    checkEqual(
      records.queries.last, ["_sort": "name", "_order": "desc", "_page": "1", "_limit": "50"])
    checkEqual(state.shownRows.first?.fields["name"], "Customer 99", "in the server's order")
  }

  @Test func onceWholeTheBrowserSearchesAndSortsItself() async throws {
    let records = Records(Self.customers(30))
    let store = Self.store(records)
    await store.send(.appear)
    check(await !store.state.isPaged)

    for key in Array("/pORTO").map(Key.character) + [.enter] { await store.send(.key(key)) }
    await store.send(.key(.character("S")))
    await store.send(.key(.character("i")))
    await store.send(.key(.character("S")))
    await store.send(.key(.character("i")))
    let state = await store.state
    checkEqual(state.serverSearch, nil)
    checkEqual(state.serverSort, nil)
    checkEqual(
      state.shownRows.compactMap(\.id), ["29", "26", "23", "20", "17", "14", "11", "8", "5", "2"])
    checkEqual(records.queries.count, 1, "nothing more was asked of the server")
  }

  @Test func recordsOfMixedShapesAreRowsAndAListThatIsAnObjectIsAFailure() async throws {
    let mixed = Records([
      ["id": "a", "name": "Ada"], ["title": "no id", "tags": .array([1, 2])], ["id": 3, "n": nil],
    ])
    let store = Self.store(mixed)
    await store.send(.appear)
    let state = await store.state
    checkEqual(state.shownRows.map(\.identity), [.id("a"), .position(1), .id("3")])
    checkEqual(state.columns.map(\.name), ["id", "name", "title", "tags", "n"])

    let object = Store(
      initialState: RecordsScreen.State(
        query: RecordsQuery(tab: Self.resource), idField: "id",
        size: TerminalSize(columns: 80, rows: 24)),
      reducer: RecordsScreen(
        collections: RecordCollections.answering { _ in (Data(#"{"id": 1}"#.utf8), nil) },
        isOffline: false))
    await object.send(.appear)
    let failure = await object.state.feed.failure
    check(
      "\(failure.map { $0.browserMessage } ?? "")".contains(
        "the answer is JSON but not a list of records: an object"))
  }
}

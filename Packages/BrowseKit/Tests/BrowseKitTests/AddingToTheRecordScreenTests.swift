import Features
import FeaturesTesting
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// The code of AddingToTheRecordScreen.md, compiled, with what it says checked on a bookshop
/// browsed through the kit alone: a book's key, section and drawing, a shop's drawing by shape,
/// and which add-on wins.
@Suite struct AddingToTheRecordScreenTests {
  static let books = RecordAddOn(
    "a book", for: .resource("books"),
    keys: [
      KeyBinding(
        [.character("b")], "b", "borrow the book",
        hint: KeyHint("b borrow", rank: 1)
      ) { _, state in
        .send(.delegate(.notice("Borrowed \(state.title).")))
      }
    ],
    sections: { page in
      let aisle = page.record["aisle"]?.string ?? "not shelved"
      return [RecordSection("Where it stands", [RecordSection.Field("aisle", aisle)])]
    },
    drawings: [
      "rating": { value in
        guard case .number(let number) = value, let stars = number.integer else { return "unrated" }
        return String(repeating: "★", count: max(0, min(5, stars)))
      }
    ])

  static let located = RecordAddOn(
    "a located record", for: .records { $0["geo"]?.object != nil },
    drawings: [
      "geo": { value in
        "\(value["lat"]?.string ?? "?"), \(value["lng"]?.string ?? "?")"
      }
    ])

  static let catalog = ResourceCatalog(
    resources: [BrowsedResource(name: "books"), BrowsedResource(name: "shops")],
    addOns: [books, located])

  static let size = TerminalSize(columns: 80, rows: 24)

  /// The bookshop's server: Dune, in shop 2, which stands somewhere; nothing points anywhere
  /// else.
  static let collections = RecordCollections.answering { endpoint in
    let book = #"{"id": 1, "title": "Dune", "rating": 4, "aisle": "B3", "shopId": 2}"#
    let shop = #"{"id": 2, "name": "Lune", "geo": {"lat": "45.76", "lng": "4.83"}}"#
    let body =
      switch endpoint.pathComponents {
      case ["books"]: "[\(book)]"
      case ["books", "1"]: book
      case ["shops"]: "[\(shop)]"
      case ["shops", "2"]: shop
      default: "[]"
      }
    return (Data(body.utf8), nil)
  }

  static func browser(catalog: ResourceCatalog = catalog) -> Store<BrowseFeature> {
    .browser(catalog: catalog, collections: collections, size: size)
  }

  static func rows(_ state: BrowseState) -> [String] {
    let screen = BrowseView(state: state, usesColor: false).render()
    return (0..<size.rows).map { screen.text(ofRow: $0) }
  }

  @Test func aBooksRecordHasItsKeyItsSectionAndItsDrawing() async throws {
    let store = Self.browser()
    await store.send(.start)
    await store.send(.key(.enter))
    let rows = Self.rows(await store.state)

    check(rows.contains { $0.contains("rating") && $0.contains("★★★★") && !$0.contains("4") })
    let heading = try #require(rows.firstIndex { $0.contains("Where it stands") })
    checkEqual(rows.dropFirst(heading + 1).first?.contains("aisle"), true)
    checkEqual(rows.last?.contains("b borrow"), true, "the hint in the status line")
    await checkEqual(store.state.shown.kind.name, "a book")

    await store.send(.key(.character("b")))
    await checkEqual(store.state.notice, "Borrowed Dune.")
  }

  @Test func theHelpSaysTheAddOnsKeysAndTheScreensOwn() async {
    let store = Self.browser()
    await store.send(.start)
    await store.send(.key(.enter))
    let help = KeyHelp.lines(for: await store.state.shown.kind).map(\.keys)
    checkEqual(help.first, "On a book")
    checkEqual(help.dropFirst().first, "b")
    check(help.contains("e, d"), "the screen's own keys follow")
    check(
      ScreenKind.all(in: Self.catalog, screens: BrowseFeature.genericScreens).contains {
        $0.name == "a book" && $0.keyLines.line(for: .character("b")) != nil
      })
  }

  @Test func aRecordOfTheShapeIsDrawnByItsAddOnAndKeepsTheScreensKeys() async throws {
    let store = Self.browser()
    await store.send(.start)
    await store.send(.key(.enter))
    await store.send(.key(.enter))  // the book's first link: its shop
    let rows = Self.rows(await store.state)

    check(rows.contains { $0.contains("geo") && $0.contains("45.76, 4.83") })
    check(!rows.contains { $0.contains("Where it stands") })
    await checkEqual(store.state.shown.kind.name, "a record with a place", "its map's add-on")
    await store.send(.key(.character("b")))
    await checkEqual(store.state.notice, "b: only on a book — ? for keys", "where it works")
  }

  @Test func theResourcesAddOnWinsOverOneOfTheShapeAndEitherOverTheScreen() {
    let own = RecordAddOn(
      "a shop", for: .resource("shops"),
      keys: [KeyBinding([.character("e")], "e", "edit the shop's hours") { _, _ in .none }],
      drawings: ["geo": { _ in "in town" }])
    let catalog = ResourceCatalog(
      resources: Self.catalog.resources, addOns: [Self.located, own])
    let shop: JSONObject = ["id": 2, "geo": .object(["lat": "1"])]
    let shops = BrowsedResource(name: "shops")
    let addOns = catalog.addOns(of: shops, record: shop)
    checkEqual(addOns.map(\.name), ["a shop", "a located record"])
    checkEqual(catalog.addOns(of: shops, record: nil).map(\.name), ["a shop"])

    let key = RecordKey(resource: shops, id: "2")
    let page = RecordPage(key: key, record: shop, addOns: addOns)
    let layout = RecordLayout(.init(id: key, detail: .loaded(page)), width: 40, usesColor: false)
    check(layout.lines.contains { $0.contains("geo") && $0.contains("in town") })

    let keys = RecordDetails.keys(with: addOns)
    checkEqual(
      keys.lines.filter { $0.keys.contains(.character("e")) }.map(\.help),
      [
        "edit the shop's hours"
      ])
  }

  @Test func anAddOnsScreenShowsTheRecordInTheRecordScreensPlace() async {
    let books = BrowsedResource(name: "books")
    let shelved = RecordAddOn(
      "a shop", for: .resource("shops"),
      screen: { _ in .records(RecordsQuery(tab: books)) })
    let store = Self.browser(
      catalog: ResourceCatalog(resources: Self.catalog.resources, addOns: [shelved]))
    await store.send(.start)
    await store.send(.key(.enter))
    await checkEqual(store.state.shown.kind, RecordDetails.kind, "a book: the record screen")
    await store.send(.key(.enter))
    await checkEqual(store.state.shown.kind, RecordsList.kind, "its shop: the add-on's screen")
  }

  /// A key of an add-on the record may meet once read waits for it, and is pressed again once
  /// it came.
  @Test func anAddOnsKeyPressedWhileTheRecordComesWaitsForIt() async throws {
    let key = RecordKey(resource: BrowsedResource(name: "books"), id: "1")
    let screen = RecordScreen(
      collections: Self.collections, catalog: Self.catalog, isOffline: false)
    let store = TestStore(
      initialState: RecordScreen.State(key: key, size: Self.size), reducer: screen)
    await store.send(.key(.character("b"))) {
      _ = $0.scroll.held.hold(.character("b"), .waits, whileComing: true)
    }
    let book: JSONObject = ["id": 1, "title": "Dune", "rating": 4]
    let page = RecordPage(key: key, record: book, addOns: [Self.books])
    let response = RecordScreen.Action.detail(.detailResponse(.success(page)))
    await store.send(response) { _ = screen.reduce(into: &$0, action: response) }
    await store.receive(
      .delegate(.pressAgain([.character("b")], pressedWhile: "the record loaded")))
    await store.send(.key(.character("b")))
    await store.receive(.delegate(.notice("Borrowed Dune.")))
    await store.finish()
  }
}

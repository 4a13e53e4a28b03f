import Features
import FeaturesTesting
import JSONCoding
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A record's screen on the exhaustive `TestStore`: its links, arrays and the records that
/// point to it, each opened one screen at a time; the find, the refresh, and names a terminal
/// must cut.
@Suite(.timeLimit(.minutes(1))) struct RecordScreenTests {
  private static func screen(_ server: RecordServer, catalog: ResourceCatalog = Shop.catalog)
    -> RecordScreen
  {
    RecordScreen(collections: server.client, catalog: catalog, isOffline: false)
  }

  /// A store of the screen of `key` on `server`, once the record came.
  private static func opened(
    _ key: RecordKey, on server: RecordServer, catalog: ResourceCatalog = Shop.catalog
  ) async throws -> TestStore<RecordScreen> {
    let page = try await Shop.page(key, from: server, catalog: catalog)
    server.forget()
    let store = TestStore(
      initialState: RecordScreen.State(key: key, size: Fixtures.size),
      reducer: screen(server, catalog: catalog))
    await store.send(.appear)
    await store.receive(.detail(.detailResponse(.success(page)))) {
      $0.detail.detail = .loaded(page)
    }
    return store
  }

  /// The screen of `page` read from `server`, whose addresses opened are kept in `opened`, each
  /// opened or not as `opens` says.
  private static func details(
    of page: RecordPage, on server: RecordServer, opening opened: LockedValue<[String]>,
    opens: Bool
  ) -> RecordDetails {
    var details = RecordDetails(
      detail: DetailFeature { _ in page }, isOffline: false, idField: "id",
      collections: server.client)
    details.openURL = { url in
      opened.withLock { $0.append(url) }
      return opens
    }
    return details
  }

  @Test func aBareSiteOpensWithHTTPSAndMOpensThePlaceOnOpenStreetMap() async throws {
    let key = Shop.key(Shop.warehouses, "1")
    let server = Shop.server([
      "warehouses/1":
        #"{"id": 1, "city": "Lyon", "website": "lyon.example", "geo": {"lat": "45.764", "lng": 4.8357}}"#
    ])
    let page = try await Shop.page(key, from: server)
    check(page.addOns.contains(RecordAddOn.location), "a record with a place")
    let opened = LockedValue<[String]>([])
    let details = Self.details(of: page, on: server, opening: opened, opens: true)
    var state = RecordScreen.State(key: key, detail: .loaded(page), size: Fixtures.size)
    state.addOns = page.addOns
    let store = TestStore(initialState: state, reducer: RecordScreen(details))

    await store.send(.key(.character("o")))
    await store.receive(.delegate(.notice("opening https://lyon.example")))
    await store.send(.key(.character("m")))
    await store.receive(.delegate(.notice("opening OpenStreetMap at 45.7640, 4.8357")))
    await store.finish()
    checkEqual(
      opened.current,
      [
        "https://lyon.example",
        "https://www.openstreetmap.org/?mlat=45.7640&mlon=4.8357#map=12/45.7640/4.8357",
      ])

    let ada = Shop.key(Shop.customers, "7")
    let customer = try await Shop.page(ada, from: server)
    check(!customer.addOns.contains(RecordAddOn.location), "no place, no m")
  }

  @Test func oOpensTheRecordsWebAddressOrSaysItHasNone() async throws {
    let key = Shop.key(Shop.warehouses, "1")
    let server = Shop.server([
      "warehouses/1": #"{"id": 1, "city": "Lyon", "site": "https://lyon.example/depot"}"#
    ])
    let page = try await Shop.page(key, from: server)
    let opened = LockedValue<[String]>([])
    let details = Self.details(of: page, on: server, opening: opened, opens: false)
    let store = TestStore(
      initialState: RecordScreen.State(key: key, detail: .loaded(page), size: Fixtures.size),
      reducer: RecordScreen(details))

    await store.send(.key(.character("o")))
    await store.receive(.delegate(.notice("opening https://lyon.example/depot")))
    await store.receive(
      .delegate(.notice("no browser could be started: https://lyon.example/depot")))
    checkEqual(opened.current, ["https://lyon.example/depot"])
    await store.finish()

    let ada = Shop.key(Shop.customers, "7")
    let customer = try await Shop.page(ada, from: server)
    let plain = TestStore(
      initialState: RecordScreen.State(key: ada, detail: .loaded(customer), size: Fixtures.size),
      reducer: Self.screen(server))
    await plain.send(.key(.character("o")))
    await plain.receive(.delegate(.notice("customer 7 has no web address to open")))
    await plain.finish()
  }

  @Test func enterOnALinkOpensTheRecordItNames() async throws {
    let store = try await Self.opened(Shop.key(Shop.orders, "A-7"), on: Shop.server())
    check(store.state.plainLines.contains("customerId  7 › Ada Lovelace"))

    await store.send(.key(.enter))
    await store.receive(.delegate(.open(.record(Shop.key(Shop.customers, "7")))))
    await store.send(.key(.down)) { $0.item = 1 }
    await store.send(.key(.enter))
    var items = Shop.key(Shop.orders, "A-7")
    items.field = [.member("items")]
    await store.receive(.delegate(.open(.record(items))))
    await store.finish()
  }

  @Test func aLinkToARecordThatDoesNotExistIsShownAsMissingNotAsAFailure() async throws {
    let server = Shop.server(["orders/C-1": #"{"id": "C-1", "customerId": 99}"#])
    let store = try await Self.opened(Shop.key(Shop.orders, "C-1"), on: server)

    checkEqual(store.state.plainLines, ["id          C-1", "customerId  99 (missing)"])
    await store.send(.key(.enter))
    await store.receive(.delegate(.notice("Enter: nothing to open on this record")))
    await store.finish()
  }

  @Test func theRecordsThatPointHereAreCountedAndOpenAsTheirList() async throws {
    let store = try await Self.opened(Shop.key(Shop.customers, "7"), on: Shop.server())
    checkEqual(store.state.plainLines.suffix(2), ["Records that point here", "  orders  2 ›"])

    await store.send(.key(.down)) { $0.item = 1 }
    await store.send(.key(.enter))
    let orders = RecordsQuery(
      resource: Shop.orders, path: ["customers", "7", "orders"], title: "orders of customer 7")
    await store.receive(.delegate(.open(.records(orders))))
    await store.send(.key(.up)) { $0.item = 0 }
    await store.send(.key(.up)) { $0.scroll = DetailScroll() }
    await store.finish()
  }

  @Test func aCycleOfLinksOpensOneScreenAtATime() async throws {
    let server = Library.server()

    let author = try await Self.opened(Library.author, on: server, catalog: Library.catalog)
    await author.send(.key(.enter))
    await author.receive(.delegate(.open(.record(Library.book))))
    await author.finish()
    checkEqual(server.paths.count, 3, "the author, their book's title, and the author's books")

    let book = try await Self.opened(Library.book, on: server, catalog: Library.catalog)
    await book.send(.key(.enter))
    await book.receive(.delegate(.open(.record(Library.author))))
    await book.finish()
    checkEqual(server.paths.count, 3, "each Enter opens one screen, which reads one step away")
  }

  @Test func theArrowsMoveOverWhatOpensWhenInSightAndScrollTowardsTheRest() async throws {
    let fields = (1...8).map { #""field\#($0)": \#($0)"# }.joined(separator: ", ")
    let server = Shop.server([
      "orders/1": #"{"id": 1, "customerId": 7, \#(fields), "tags": ["gift"]}"#
    ])
    let order = Shop.key(Shop.orders, "1")
    let page = try await Shop.page(order, from: server)
    let store = TestStore(
      initialState: RecordScreen.State(
        key: order, detail: .loaded(page), size: TerminalSize(columns: 80, rows: 8)),
      reducer: Self.screen(server))
    checkEqual(store.state.items.map(\.line), [1, 10], "six lines shown of eleven")

    await store.send(.key(.down)) { $0.scroll = DetailScroll(line: 1) }
    await store.send(.key(.down)) { $0.scroll = DetailScroll(line: 2) }
    await store.send(.key(.down)) { $0.scroll = DetailScroll(line: 3) }
    await store.send(.key(.down)) { $0.scroll = DetailScroll(line: 4) }
    await store.send(.key(.down)) {
      $0.scroll = DetailScroll(line: 5)
      $0.item = 1
    }
    await store.send(.key(.down))
    await store.send(.key(.character("g"))) {
      $0.scroll = DetailScroll()
      $0.item = 0
    }
    await store.send(.key(.character("G"))) {
      $0.scroll = DetailScroll(line: 5)
      $0.item = 1
    }
    await store.send(.point(0)) { $0.item = 0 }
    await store.send(.point(2))
    await store.finish()
  }

  @Test func anArrayOpensAsItsElements() async throws {
    var items = Shop.key(Shop.orders, "A-7")
    items.field = [.member("items")]
    let server = Shop.server()
    let store = try await Self.opened(items, on: server)

    checkEqual(store.state.plainLines.prefix(3), ["[0]", "  sku       TEA-01", "  quantity  2"])
    check(store.state.items.isEmpty)
    checkEqual(RecordDetails.crumb(store.state), "items of order A-7")
    checkEqual(server.paths, ["orders/A-7"], "the record alone: no links, no relations")
    await store.finish()
  }

  @Test func slashFindsInTheRecordAndNGoesToTheNextMatch() async throws {
    let store = try await Self.opened(Shop.key(Shop.customers, "7"), on: Shop.server())

    await store.send(.key(.character("/"))) { _ = $0.openFind() }
    await store.send(.key(.paste("Lovelace"))) { _ = $0.pressFinding(.paste("Lovelace")) }
    checkEqual(store.state.find.matches.count, 2, "the name and the email")
    await store.send(.key(.enter)) { _ = $0.pressFinding(.enter) }
    await store.send(.key(.character("n"))) { _ = $0.stepFind(1) }
    checkEqual(store.state.find.status, "match 2 of 2")
    await store.finish()
  }

  @Test func rReadsTheRecordAndAllItShowsAgain() async throws {
    let server = Shop.server()
    let store = try await Self.opened(Shop.key(Shop.customers, "7"), on: server)
    let first = server.paths.count
    let page = try #require(store.state.detail.detail.value)

    await store.send(.key(.character("r"))) {
      $0.baseline = $0.detail.detail.value
      $0.origin.startRefresh()
    }
    await store.receive(.detail(.detailResponse(.success(page)))) {
      $0.baseline = nil
      _ = $0.origin.take(succeeded: true, isOffline: false)
    }
    await store.receive(.delegate(.notice(RefreshNotice.text(changed: false, serverFailure: nil))))
    await store.finish()
    checkEqual(server.paths.count, 2 * first)
  }

  @Test func aResourceNamedWithSpacesOrAtLengthIsCutInTheCrumb() async throws {
    let lines = BrowsedResource(name: "order lines")
    let long = BrowsedResource(name: String(repeating: "ü", count: 200))
    let catalog = ResourceCatalog(resources: [lines, long])
    let server = RecordServer([
      "order lines/1": #"{"id": 1, "title": "Tea\nfor two"}"#,
      "\(long.name)/2": #"{"id": 2}"#,
    ])

    let line = try await Self.opened(Shop.key(lines, "1"), on: server, catalog: catalog)
    let longOne = try await Self.opened(Shop.key(long, "2"), on: server, catalog: catalog)

    checkEqual(RecordDetails.crumb(line.state), "Tea for two")
    checkEqual(RecordDetails.name(line.state), "order line 1")
    let crumb = RecordDetails.crumb(longOne.state)
    checkEqual(crumb.displayWidth, RecordDetails.crumbWidth)
    check(crumb.hasSuffix("…"))
    checkEqual(longOne.state.plainLines, ["id  2"])
    await line.finish()
    await longOne.finish()
  }

  @Test func dThenYHasTheBrowserDeleteTheRecordAndEOpensItsForm() async throws {
    let key = Shop.key(Shop.customers, "7")
    let store = try await Self.opened(key, on: Shop.server())

    await store.send(.key(.character("d"))) { $0.isAskingToDelete = true }
    checkEqual(store.state.deletion?.text(width: 80, spinner: ""), #"Delete "Ada Lovelace"? [y/N]"#)
    await store.send(.key(.character("y"))) { $0.isAskingToDelete = false }
    await store.receive(.delegate(.deleteConfirmed(key, title: "Ada Lovelace")))
    await store.send(.key(.character("e")))
    let record = try #require(store.state.detail.detail.value?.record)
    let form = RecordForm(
      editing: record, id: "7", of: Shop.customers, schema: RecordSchema(records: [record]),
      idField: "id")
    check(!form.fieldOrder.contains("id"))
    await store.receive(.delegate(.open(.form(FormScreen(form)))))
    await store.finish()
  }

  @Test func anArrayShownInARecordsPlaceIsNotDeletedThere() {
    var tags = Shop.key(Shop.customers, "7")
    tags.field = [.member("tags")]
    checkEqual(RecordDetails.deletionTarget(of: tags), nil)
    checkEqual(
      RecordDetails.deletionTarget(of: Shop.key(Shop.customers, "7")), Shop.key(Shop.customers, "7")
    )
  }
}

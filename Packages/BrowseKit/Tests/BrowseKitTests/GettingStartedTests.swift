import BrowseKit
import Features
import Foundation
import JSONCoding
import TerminalKit
import TestSupport
import Testing

/// The code of GettingStarted.md, compiled, with what it says checked.
@Suite struct GettingStartedTests {
  func booksBrowser(collections: RecordCollections) -> Store<BrowseFeature> {
    let catalog = ResourceCatalog(resources: [
      BrowsedResource(name: "books"), BrowsedResource(name: "authors"),
    ])
    let setup = BrowseSetup(
      runtime: .inert, clock: ContinuousClock(), isOffline: false, baseURL: nil,
      catalog: catalog, collections: collections)
    return Store(
      initialState: BrowseState(size: TerminalSize(columns: 80, rows: 24), catalog: catalog),
      reducer: BrowseFeature(setup: setup))
  }

  @Test func theFirstTabListsItsRecordsAndEnterOpensOne() async throws {
    let collections = RecordCollections.answering { endpoint in
      let books = #"[{"id": 1, "title": "Dune", "authorId": 7}]"#
      let authors = #"[{"id": 7, "name": "Frank Herbert"}]"#
      let body = endpoint.pathComponents.first == "authors" ? authors : books
      return (Data(body.utf8), nil)
    }
    let store = booksBrowser(collections: collections)
    await store.send(.start)
    await store.send(.key(.enter))
    let screen = BrowseView(state: await store.state, usesColor: false).render()

    let rows = (0..<24).map { screen.text(ofRow: $0) }
    check(rows[0].contains("Books") && rows[0].contains("Authors"), "each resource a tab")
    check(rows.contains { $0.contains("title") && $0.contains("Dune") }, "the book opened")
  }
}

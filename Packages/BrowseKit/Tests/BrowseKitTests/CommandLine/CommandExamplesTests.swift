import Features
import Foundation
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import BrowseKit

/// The help's examples of `:` on an API the browser has never seen, a bookshop: its own tabs,
/// and the records its lists read, never JSONPlaceholder's.
@Suite struct CommandExamplesTests {
  static let catalog = ResourceCatalog(resources: [
    BrowsedResource(name: "books"), BrowsedResource(name: "shops"), BrowsedResource(name: "stock"),
  ])

  /// The bookshop: Dune by Frank Herbert, in shop 2, Lune; no stock.
  static let collections = RecordCollections.answering { endpoint in
    let body =
      switch endpoint.pathComponents {
      case ["books"]: #"[{"id": 1, "title": "Dune", "author": "Frank Herbert"}]"#
      case ["shops"]: #"[{"id": 2, "name": "Lune des Pirates"}]"#
      default: "[]"
      }
    return (Data(body.utf8), nil)
  }

  /// A help tall enough to show `:` without scrolling.
  static let size = TerminalSize(columns: 80, rows: 60)

  static func browser(catalog: ResourceCatalog = catalog) -> Store<BrowseFeature> {
    .browser(catalog: catalog, collections: collections, size: size)
  }

  /// The words of the screen `state` draws, joined by single spaces, whatever lines they are
  /// on.
  static func words(_ state: BrowseState) -> String {
    let screen = BrowseView(state: state, usesColor: false).render()
    return (0..<size.rows).map { screen.text(ofRow: $0) }.joined(separator: " ")
      .split(separator: " ").joined(separator: " ")
  }

  @Test func theHelpOfABookshopNamesItsOwnTabsAndTheRecordsItRead() async {
    let store = Self.browser()
    await store.send(.start)
    await store.send(.key(.character("2")))
    await store.send(.key(.character("?")))
    let help = Self.words(await store.state)

    check(
      help.contains(
        ": command line: :books 1, :shops Lune, :stock ID open a tab's record by id, name or title"),
      "\(help)")
    check(
      help.contains(
        "; :books, :shops… switch tabs (a singular, or the start of a name, will do); :q quits"),
      "\(help)")
    for jsonPlaceholders in ["posts", "users", "Ervin", "albums", "todos"] {
      check(!help.contains(jsonPlaceholders), "\(jsonPlaceholders) in \(help)")
    }
  }

  @Test func aTabNotReadYetGivesWordsToPutItsRecordIn() {
    let state = BrowseState(size: Self.size, catalog: Self.catalog)

    checkEqual(
      CommandExamples(state),
      CommandExamples(
        records: [":books ID", ":shops NAME", ":stock ID"], tabs: [":books", ":shops…"]))
  }

  @Test func oneTabGivesItsRecordByIdAndByName() async {
    let store = Self.browser(
      catalog: ResourceCatalog(resources: [BrowsedResource(name: "books")]))
    await store.send(.start)

    checkEqual(
      CommandExamples(await store.state),
      CommandExamples(records: [":books 1", ":books Dune"], tabs: [":books"]))
    checkEqual(
      BrowseFeature.commandLineHelp(CommandExamples(await store.state)),
      "command line: :books 1, :books Dune open a tab's record by id, name or title (Tab "
        + "completes, and lists several to Tab through); :books switches tabs (a singular, or "
        + "the start of a name, will do); :q quits")
  }
}

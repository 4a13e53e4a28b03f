import Foundation
import HTTPClient
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The tabs of a running browser taking the place of others (`BrowseSession.replaceCatalog`):
/// the server's own, found behind the tabs kept from an earlier start.
@Suite struct BrowseSessionCatalogTests {
  /// Collections of any name, each holding one record named after it.
  static let collections = RecordCollections.answering { endpoint in
    let name = endpoint.pathComponents.first ?? ""
    return (Data(#"[{"id": 1, "title": "A record of \#(name)"}]"#.utf8), nil)
  }

  static func catalog(_ names: String...) -> ResourceCatalog {
    ResourceCatalog(resources: names.map { BrowsedResource(name: $0) })
  }

  @Test func otherResourcesTakeThePlaceOfTheTabsShownAndSaySo() async {
    let terminal = VirtualTerminal()
    let session = BrowseSession(
      terminal: terminal, usesColor: false, catalog: Self.catalog("books"),
      collections: Self.collections)
    let run = Task { await session.run() }
    check(await terminal.waitFor("A record of books"))

    await session.replaceCatalog(with: Self.catalog("authors", "books"))

    check(await terminal.waitFor("A record of authors"))
    check(await terminal.waitFor("the server lists authors, books: the tabs are its own now"))
    terminal.type("2")
    check(await terminal.waitFor("A record of books"))
    terminal.type("q")
    await checkEqual(run.value, .quit)
  }

  @Test func theSameResourcesLeaveTheBrowserAsItIs() async {
    let terminal = VirtualTerminal()
    let session = BrowseSession(
      terminal: terminal, usesColor: false, catalog: Self.catalog("books", "authors"),
      collections: Self.collections)
    let run = Task { await session.run() }
    check(await terminal.waitFor("A record of books"))
    terminal.type("2")
    check(await terminal.waitFor("A record of authors"))

    var same = Self.catalog("books", "authors")
    same.fields = ["books": ["id", "title"]]
    await session.replaceCatalog(with: same)
    terminal.type("?")

    check(await terminal.waitFor("quit"))
    check(!terminal.output.contains("the tabs are its own now"))
    terminal.type("\u{1B}")
    check(await terminal.waitFor("A record of authors"))
    terminal.type("q")
    await checkEqual(run.value, .quit)
  }
}

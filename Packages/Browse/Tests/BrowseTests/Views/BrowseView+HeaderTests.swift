import Features
import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct BrowseViewHeaderTests {
  private func header(_ state: BrowseState, server: String) -> String {
    var line = BrowseView(state: state, usesColor: false, server: server).render()
      .text(ofRow: 0)
    while line.last == " " { line.removeLast() }
    return line
  }

  /// A browser on Leanne's screen, opened from the Users tab, then on album 4 of hers.
  private func onLeannesAlbum(columns: Int) -> BrowseState {
    let size = TerminalSize(columns: columns, rows: 24)
    return BrowseState.onLeanne(size: size)
      .opening(
        .records(
          RecordsScreen.State(
            query: RecordsQuery(
              resource: BrowsedResource(name: "photos"), path: ["albums", "4", "photos"],
              title: "album 4"), idField: "id", size: size)))
  }

  @Test func theHeaderSaysWhereTheScreenIsAndWhichServer() {
    let state = onLeannesAlbum(columns: 80)
    checkEqual(state.breadcrumb, ["Users", "Leanne Graham", "album 4"])
    let line = header(state, server: "127.0.0.1:3999")
    check(line.hasPrefix("1·[Users]·3·4·5·6 › Leanne Graham › album 4"))
    check(line.hasSuffix(" 127.0.0.1:3999"))
    checkEqual(line.displayWidth, 80)
  }

  @Test(arguments: [80, 40])
  func sixtyTabsScrollAroundTheOneShown(columns: Int) {
    let catalog = ResourceCatalog(resources: (1...60).map { BrowsedResource(name: "r\($0)") })
    var state = BrowseState(size: TerminalSize(columns: columns, rows: 24), catalog: catalog)
    state.tab = BrowseTab(resource: "r30")
    let line = header(state, server: "127.0.0.1:3999")
    check(line.contains("[R30]"), "\(line)")
    check(line.hasPrefix("…") && line.contains("·31"), "\(line)")
    check(line.hasSuffix("127.0.0.1:3999"))
    check(line.displayWidth <= columns)
    state.tab = BrowseTab(resource: "r60")
    let last = header(state, server: "127.0.0.1:3999")
    check(last.contains("·59·[R60]") && !last.contains("[R60]…"), "\(last)")
  }

  @Test func aTabOf200CharactersIsCutAndANameWithSpacesKept() {
    let long = String(repeating: "x", count: 200)
    let catalog = ResourceCatalog(resources: [
      BrowsedResource(name: "line items"), BrowsedResource(name: long),
    ])
    var state = BrowseState(size: TerminalSize(columns: 80, rows: 24), catalog: catalog)
    check(header(state, server: "sample").hasPrefix("[Line items]·"))
    state.tab = BrowseTab(resource: long)
    let line = header(state, server: "sample")
    check(line.contains("[X" + String(repeating: "x", count: 22) + "…]"), "\(line)")
    check(line.displayWidth <= 80)
  }

  @Test func at40ColumnsTheTabsShrinkAndThePathIsCutFromItsStart() {
    let state = onLeannesAlbum(columns: 40)
    let line = header(state, server: "jsonplaceholder.typicode.com")
    check(line.hasPrefix("1·[Users]·3… …"), "the tabs scroll around the one shown")
    check(line.contains("album 4"))
    check(line.hasSuffix(" jsonpl…de.com"), "cut in the middle of the host")
    check(line.displayWidth <= 40)
  }

  @Test func theServerTakesTheRoomLeftAndKeepsItsPortWhenCut() {
    let root = BrowseState(size: TerminalSize(columns: 80, rows: 24))
    checkEqual(
      header(root, server: "jsonplaceholder.typicode.com"),
      "[Posts]· Users · Comments · Albums · Photos · Todos   jsonplacehold…typicode.com",
      "the tabs keep their names, the server the room they leave")
    let narrow = onLeannesAlbum(columns: 40)
    let line = header(narrow, server: "127.0.0.1:39999")
    check(line.hasSuffix(":39999"), "the port is never cut: \(line)")
    check(line.displayWidth <= 40)
    checkEqual(BrowseView.shortServer("127.0.0.1:39999", toDisplayWidth: 12), "127….1:39999")
    checkEqual(BrowseView.shortServer("[::1]:3999", toDisplayWidth: 40), "[::1]:3999")
    checkEqual(BrowseView.shortServer("a-very-long-host.example", toDisplayWidth: 10), "a-ver…mple")
  }

  @Test func onARootTheHeaderIsTheTabsAndTheServer() {
    let state = BrowseState(size: TerminalSize(columns: 80, rows: 24))
    let line = header(state, server: "sample")
    check(line.hasPrefix("[Posts]· Users · Comments · Albums "))
    check(line.hasSuffix("  sample"))
  }

  @Test func theServerNameIsTheHostAndPortWithoutTheUserOrPassword() throws {
    let url = try #require(URL(string: "http://ada:secret@127.0.0.1:3999/api"))
    checkEqual(Browser.serverName(of: url), "127.0.0.1:3999")
    let live = try #require(URL(string: "https://jsonplaceholder.typicode.com"))
    checkEqual(Browser.serverName(of: live), "jsonplaceholder.typicode.com")
    let ipv6 = try #require(URL(string: "http://[::1]:3999"))
    checkEqual(Browser.serverName(of: ipv6), "[::1]:3999")
  }

  @Test func theHelpHintStaysAt40Columns() {
    let state = BrowseState(size: TerminalSize(columns: 40, rows: 12))
    let status = BrowseView(state: state, usesColor: false).render().text(ofRow: 11)
    check(status.hasSuffix("? help "))
  }
}

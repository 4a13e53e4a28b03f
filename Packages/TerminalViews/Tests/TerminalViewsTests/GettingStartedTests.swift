import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews
import TestSupport
import Testing

/// The code of the "Getting Started with TerminalViews" article (`TerminalViews.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func renderAState() {
    let albums = Page(items: [Album(userId: 1, id: 1, title: "Harbour at dawn")], totalCount: 1)
    let state = AlbumsFeature.State(query: AlbumQuery(), page: .loaded(albums))
    let screen = AlbumsView(state: state).render(options: RenderOptions(width: 40))
    // ID  TITLE            USER
    //  1  Harbour at dawn     1
    // 1 album

    checkEqual(
      screen,
      """
      ID  TITLE            USER
       1  Harbour at dawn     1
      1 album
      """)

    let piped = AlbumsView(state: state).render(options: RenderOptions(isTerminal: false))
    // piped == "1\tHarbour at dawn\t1"

    checkEqual(piped, "1\tHarbour at dawn\t1")
  }

  @Test func layOutATable() {
    let table = TextTable(
      columns: [TextTable.Column("CITY"), TextTable.Column("PEOPLE", alignment: .trailing)],
      rows: [["Zürich", "421878"], ["東京", "14000000"]])
    let lines = table.lines(options: RenderOptions(width: 20))
    // CITY      PEOPLE
    // Zürich    421878
    // 東京    14000000

    checkEqual(lines, ["CITY      PEOPLE", "Zürich    421878", "東京    14000000"])
  }

  @Test func printTheServersTextSafely() {
    let title = "\u{1B}[2Jgone"
    let shown = title.sanitizedForTerminal
    // shown == "^[[2Jgone": the escape is visible instead of clearing the screen
    let cut = "東京タワー".truncated(toDisplayWidth: 7)
    // cut == "東京タ…": 7 cells, since each of these characters takes 2

    checkEqual(shown, "^[[2Jgone")
    checkEqual(cut, "東京タ…")
    checkEqual(cut.displayWidth, 7)
  }
}

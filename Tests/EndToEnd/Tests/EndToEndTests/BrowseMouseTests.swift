import Foundation
import TestSupport
import Testing

/// The mouse in `app browse`, as a terminal reports it: SGR sequences typed on the
/// pseudo-terminal, as a terminal writes them for clicks and the wheel.
@Suite("app browse, the mouse", .onWaitingThreads)
struct BrowseMouseTests {
  /// The bytes of a left click at `column` and `row`, from 0: the press and the release.
  private func click(column: Int, row: Int) -> String {
    "\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m"
  }

  /// The bytes of `notches` turns of the wheel down (up when negative) at `row`.
  private func wheel(_ notches: Int, row: Int = 5) -> String {
    String(
      repeating: "\u{1B}[<\(notches < 0 ? 64 : 65);10;\(row + 1)M", count: abs(notches))
  }

  /// Starts `app browse --sample` at `columns` by `rows`, once the posts show.
  private func onThePosts(_ options: [String] = [], columns: UInt16 = 80, rows: UInt16 = 24)
    throws -> TerminalProcess
  {
    let app = try TerminalProcess.start(
      ["browse", "--sample"] + options, columns: columns, rows: rows)
    _ = try app.requireScreen("the posts never showed") {
      $0.line(Int(rows) - 1).contains("of 100")
    }
    return app
  }

  @Test(arguments: [UInt16(80), 40])
  func aClickSelectsARowAClickOnItOpensItAndATabClickSwitches(columns: UInt16) throws {
    let app = try onThePosts(columns: columns)
    defer { _ = app.wait() }
    // The rows start under the tabs and the column headers: row 4 is the third post.
    app.type(click(column: 6, row: 4))
    _ = try app.requireScreen("a click never selected post 3") {
      $0.line(23).contains("post 3 of 100") && $0.line(4).hasPrefix("›")
    }
    app.type(click(column: 6, row: 4))
    _ = try app.requireScreen("a click on the selected row never opened it") {
      $0.row(containing: "title   What I learned from night") != nil
        && $0.line(23).contains("post 3")
    }
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never went back") { $0.line(23).contains("post 3 of 100") }
    // The Users tab: its label at 80 columns, its number at 40.
    let header = app.screen.line(0)
    let label = columns == 80 ? "Users" : "2"
    let tab = try #require(header.firstRange(of: label), "\(header)")
    app.type(click(column: header.distance(from: header.startIndex, to: tab.lowerBound), row: 0))
    _ = try app.requireScreen("a click on the tab never switched") {
      $0.line(23).contains("user 1 of")
    }
    app.type("q")
    let result = app.wait()
    checkEqual(result.status, 0)
  }

  @Test func aDoubleClickOpensTheRowAndTheWheelScrolls() throws {
    let app = try onThePosts()
    defer { _ = app.wait() }
    app.type(wheel(2))
    _ = try app.requireScreen("the wheel never moved the cursor six rows") {
      $0.line(23).contains("post 7 of 100")
    }
    app.type(wheel(-1))
    _ = try app.requireScreen("the wheel up never moved the cursor back") {
      $0.line(23).contains("post 4 of 100")
    }
    app.type(click(column: 20, row: 7) + click(column: 20, row: 7))
    _ = try app.requireScreen("a double-click never opened post 6, with its comments") {
      $0.line(0).contains("› Five questions about code")
        && $0.row(containing: "comments  5 ›") != nil
    }
    // Nothing is under a click on a post's text: it stays.
    app.type(click(column: 20, row: 7))
    // The post fits: the wheel moves over what it opens, down to its comments.
    app.type(wheel(1))
    _ = try app.requireScreen("the wheel never moved over the post") {
      $0.row(containing: "›   comments  5 ›") != nil
    }
    check(app.screen.line(0).contains("› Five questions about code"))
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func theMouseIsReportedWhileItRunsAndNeverAfter() throws {
    let app = try onThePosts()
    defer { _ = app.wait() }
    app.type("q")
    let output = app.wait().output
    let on = try #require(output.range(of: "\u{1B}[?1000h\u{1B}[?1006h"))
    let off = try #require(output.range(of: "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"))
    check(on.upperBound <= off.lowerBound)
    checkEqual(output[off.upperBound...].contains("\u{1B}[?1000h"), false)
  }

  @Test func aSignalTurnsTheMouseOff() throws {
    let app = try onThePosts()
    defer { _ = app.wait() }
    kill(app.pid, SIGTERM)
    let output = app.wait().output
    let off = try #require(output.range(of: "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"))
    checkEqual(output[off.upperBound...].contains("\u{1B}[?1000h"), false)
  }

  @Test func noMouseNeverTurnsItOnAndLeavesTheBytesAlone() throws {
    let app = try onThePosts(["--no-mouse"])
    defer { _ = app.wait() }
    app.type("j")
    _ = try app.requireScreen("j never moved") { $0.line(23).contains("post 2 of 100") }
    app.type("q")
    let output = app.wait().output
    check(!output.contains("\u{1B}[?1000h"))
    check(!output.contains("\u{1B}[?1006h"))
  }

  @Test func garbageMouseBytesAreDroppedAndTheKeysAfterThemWork() throws {
    let app = try onThePosts(columns: 40)
    defer { _ = app.wait() }
    let overlong = "\u{1B}[<0;" + String(repeating: "9", count: 60) + ";1M"
    app.type(overlong + "\u{1B}[<0;99999;1M" + "\u{1B}[<7;2;2M" + "j")
    _ = try app.requireScreen("j after the garbage never moved") {
      $0.line(23).contains("post 2 of 100")
    }
    check(app.screen.line(0).contains("[Posts]"))
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}

import Foundation
import TestSupport
import Testing

/// The search bar of `app browse`: `/` on a list, on the sample API.
extension BrowseTests {
  @Test func searchingTheUsersForMunchenShowsOnlyJurgenUntilEscClearsIt() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "Priya Raman") != nil }
    app.type("/munchen")
    let found = try waitFor(app, "the search never filtered the users") {
      $0.line(23).contains("1 of 10 match")
    }
    check(found.line(2).hasPrefix("›  3  Jürgen Weiß"))
    check(found.line(3).contains("address.city: München"), "the field that matched, unshown")
    checkEqual(rowID(found.line(4)), nil, "only Jürgen matches")
    checkEqual(found.line(22), "/ munchen")

    app.type("\u{1B}")
    let cleared = try waitFor(app, "Esc never restored the whole list") {
      $0.line(23).contains("user 3 of 10") && $0.row(containing: "Priya Raman") != nil
    }
    check(cleared.line(4).hasPrefix("›  3  Jürgen Weiß"), "the cursor stays on Jürgen")
    checkEqual((2...11).compactMap { rowID(cleared.line($0)) }, Array(1...10))
    checkEqual(cleared.row(containing: "/ munchen"), nil, "the bar is closed")
    app.type("q")
  }

  @Test func enterKeepsTheFilterAndOpensFromIt() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "Priya Raman") != nil }
    app.type("/mail.example\r")
    let kept = try waitFor(app, "Enter never kept the filter") {
      $0.line(23).contains("of 10 match") && $0.line(23).contains("esc clear")
    }
    check(kept.line(23).contains("3 of 10 match"))
    app.type("j\r")
    _ = try waitFor(app, "Enter never opened the second match") {
      $0.line(23).contains("user ") && $0.line(23).contains("esc back")
    }
    app.type("\u{1B}")
    let back = try waitFor(app, "the filter was not kept behind the user") {
      $0.line(23).contains("3 of 10 match") && $0.line(22) == "/ mail.example"
    }
    check(back.line(3).hasPrefix("›"), "the cursor is where it was: \(back)")
    app.type("q")
  }

  @Test func searchingThePostsFindsAPostBeyondThePagesLoaded() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    _ = try waitFor(app, "the posts never counted") { $0.line(23).contains("50 loaded") }
    // Post 100 is on the second page: the search among those loaded finds none, and Enter
    // asks the server.
    app.type("/lessons from community")
    _ = try waitFor(app, "the search never said what the pages loaded hold") {
      $0.line(23).contains("0 of 50 loaded match · ⏎ searches the server")
    }
    app.type("\r")
    let found = try waitFor(app, "the server's search never found post 100") {
      $0.line(23).contains("1 of 1 match · q=lessons from community on the server")
    }
    check(found.line(2).hasPrefix("› 100  Small lessons from community gardens"))
    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never left the search") { $0.line(23).contains("post 1 of 100") }
    app.type("q")
  }

  @Test func searchingFitsFortyColumns() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.resize(columns: 40, rows: 12)
    _ = try waitFor(app, "the list never fitted 40 columns") {
      $0.columns == 40 && $0.line(11).contains("post 1 of 100")
    }
    app.type("2")
    // At 40 columns the name column cuts "Margaret Holloway" to "Margar…".
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "Margar") != nil }
    app.type("/MUNCHEN")
    let found = try waitFor(app, "the search never filtered at 40 columns") {
      $0.line(11).contains("1 of 10 match")
    }
    for line in found.lines {
      check(TerminalText.cells(line) <= 40, "\(line)")
    }
    check(found.line(2).hasPrefix("›  3  Jürgen"))
    checkEqual(found.line(10), "/ MUNCHEN")
    app.type("\rq")
  }
}

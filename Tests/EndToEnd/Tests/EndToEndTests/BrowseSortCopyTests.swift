import Foundation
import TestSupport
import Testing

/// `app browse` on a pseudo-terminal: `S` then a column's letter sorts a list, the columns
/// that do not fit give way whole, least important first, and `y` `Y` copy through OSC 52.
@Suite("app browse, sorting, narrow columns and copying", .onWaitingThreads)
struct BrowseSortCopyTests {
  private let browse = BrowseTests()

  @Test func sThenALetterSortsTheUsersAndAgainReversesMarkedInTheHeader() throws {
    let (app, _) = try browse.start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try browse.waitFor(app, "the users never loaded") { $0.row(containing: "Priya") != nil }
    app.type("S")
    _ = try browse.waitFor(app, "S never offered the columns") {
      $0.lines.contains { $0.contains("sort by: i id · n name") }
    }
    app.type("n")
    let sorted = try browse.waitFor(app, "S n never sorted by name") {
      $0.line(1).contains("name↑") && $0.line(23).contains("sorted by name ↑")
    }
    let names = (2...11).map { sorted.line($0).dropFirst(6).prefix(12) }
    checkEqual(
      names.map { $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) },
      names.map {
        $0.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
      }
      .sorted(), "\(names)")
    app.type("Sn")
    let reversed = try browse.waitFor(app, "S n again never reversed") {
      $0.line(1).contains("name↓") && $0.line(23).contains("sorted by name ↓")
    }
    checkEqual((2...11).map { reversed.line($0).dropFirst(6).prefix(12) }, names.reversed())
    app.type("r")
    _ = try browse.waitFor(app, "the order did not hold through r") {
      $0.line(23).contains("up to date") && $0.line(1).contains("name↓")
    }
    app.type("q")
  }

  @Test(arguments: [UInt16(80), 40])
  func everyTableKeepsItsNameOrTitleAndDropsTheLeastImportantColumns(columns: UInt16) throws {
    let (app, posts) = try browse.start(columns: columns)
    defer { _ = app.wait() }
    let isNarrow = columns == 40

    check(posts.line(1).contains("title"))
    check(posts.line(1).contains("user"), "the author stays: \(posts.line(1))")
    checkEqual(posts.line(1).contains("body"), !isNarrow, "\(posts.line(1))")
    check(posts.line(2).hasPrefix("›  1  Notes on offline-fi"), "\(posts.line(2))")
    app.type("2")
    let users = try browse.waitFor(app, "the users never loaded") {
      $0.row(containing: "Priya") != nil
    }
    check(users.line(1).contains("id  name"))
    check(users.line(1).contains("username"))
    checkEqual(users.line(1).contains("email"), !isNarrow, "\(users.line(1))")
    check(users.row(containing: "Margaret Holloway") != nil, "the name whole:\n\(users)")
    app.type("4")
    let albums = try browse.waitFor(app, "the albums never loaded") {
      $0.line(1).contains("title") && $0.line(2).contains("Weekend in Hobart")
    }
    check(albums.line(1).contains("user"), "\(albums.line(1))")
    app.type("6")
    let todos = try browse.waitFor(app, "the to-dos never loaded") {
      $0.line(1).hasPrefix("  id  title") && $0.line(1).hasSuffix("completed")
        && $0.row(containing: "[x]") != nil
    }
    for line in todos.lines {
      check(line.count <= Int(columns))
    }
    app.type("q")
  }

  @Test func yAndYCopyTheIdAndTheJSONThroughOSC52AndSaySo() throws {
    let (app, _) = try browse.start()
    defer { _ = app.wait() }

    app.type("jjjjjjy")
    check(app.waitFor("\u{1B}]52;c;Nw==\u{07}"), "the id of post 7 was never sent")
    _ = try browse.waitFor(app, "the status line never said what was copied") {
      $0.line(23).contains("copied id 7")
    }
    app.type("\r")
    _ = try browse.waitFor(app, "post 7 never opened") {
      $0.row(containing: "comments  5 ›") != nil
    }
    app.type("y")
    _ = try browse.waitFor(app, "y on a post never said what was copied") {
      $0.line(23).contains("copied id 7")
    }
    app.type("Y")
    check(app.waitFor("\u{1B}]52;c;ewog"), "the JSON of post 7 was never sent")
    _ = try browse.waitFor(app, "Y never said what was copied") {
      $0.line(23).contains("copied post 7 as JSON (")
    }
    app.type("?")
    _ = try browse.waitFor(app, "the help never named y") {
      $0.row(containing: "copy the record's id, its JSON") != nil
    }
    app.type("q")
    app.type("q")
  }
}

import Foundation
import TestSupport
import Testing

/// `/` on a record finds in its text, `n` goes to the next match, scrolling to it, and Esc
/// forgets the find before it leaves, in `app browse --sample` on a pseudo-terminal.
extension BrowseTests {
  @Test(arguments: [UInt16(80), 40])
  func slashFindsInARecordAndNScrollsToTheNextMatch(columns: UInt16) throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.resize(columns: columns, rows: 12)
    _ = try waitFor(app, "the list never fitted") {
      $0.columns == Int(columns) && $0.line(11).contains("post 1 of 100")
    }

    app.type(":users 1\r")
    _ = try waitFor(app, "the user never opened") { $0.row(containing: "mholloway") != nil }
    app.type("/HOLLOWAY")
    let first = try waitFor(app, "the find never found the first match") {
      $0.row(containing: "match 1 of 5") != nil && $0.line(10) == "/ HOLLOWAY"
    }
    check(first.row(containing: "Margaret Holloway") != nil, "\(first)")
    app.type("\rnnnn")
    let last = try waitFor(app, "n never went to the last match") {
      $0.row(containing: "match 5 of 5") != nil
    }
    check(last.row(containing: "Holloway & Finch") != nil, "scrolled to it: \(last)")
    checkEqual(last.row(containing: "mholloway"), nil, "scrolled past the first: \(last)")
    let said = last.line(11).components(separatedBy: "match 5 of 5").count - 1
    checkEqual(said, 1, "the status says the match once: \(last.line(11))")
    if columns == 80 {
      check(last.line(10).hasPrefix("/ HOLLOWAY"), "the kept text stays in the bar")
    }
    for line in last.lines {
      check(TerminalText.cells(line) <= Int(columns), "\(line)")
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never forgot the find") {
      $0.row(containing: "match 5 of 5") == nil && $0.row(containing: "/ HOLLOWAY") == nil
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "the second Esc never went back to the users") {
      $0.row(containing: "user 1 of 10") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}

import Foundation
import Testing

/// `/` on a post finds in its text, `n` goes to the next match, scrolling to it, and Esc
/// forgets the find before it leaves, in `app browse --sample` on a pseudo-terminal.
extension BrowseTests {
  @Test(arguments: [UInt16(80), 40])
  func slashFindsInAPostAndNScrollsToTheNextMatch(columns: UInt16) throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.resize(columns: columns, rows: 24)
    _ = try waitFor(app, "the list never fitted") {
      $0.columns == Int(columns) && $0.line(23).contains("post 1 of 100")
    }

    app.type(":post 7\r")
    _ = try waitFor(app, "the post never opened") { $0.line(0).contains("› 7") }
    app.type("/STORM")
    let first = try waitFor(app, "the find never found the first match") {
      $0.row(containing: "match 1 of 2") != nil && $0.line(22) == "/ STORM"
    }
    #expect(first.row(containing: "delivery route") != nil, "\(first)")
    app.type("\rn")
    let second = try waitFor(app, "n never went to the second match") {
      $0.row(containing: "match 2 of 2") != nil
    }
    #expect(!second.line(1).contains("Ramen notes"), "scrolled to it: \(second)")
    let said = second.line(23).components(separatedBy: "match 2 of 2").count - 1
    #expect(said == 1, "the status says the match once: \(second.line(23))")
    if columns == 80 {
      #expect(second.row(containing: "sketched the map of the city") != nil, "\(second)")
      #expect(second.line(22).hasPrefix("/ STORM"), "the kept text stays in the bar")
    }
    for line in second.lines {
      #expect(TerminalText.cells(line) <= Int(columns), "\(line)")
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never forgot the find") {
      $0.row(containing: "match 2 of 2") == nil && $0.row(containing: "/ STORM") == nil
        && $0.line(0).contains("› 7")
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "the second Esc never went back to the posts") {
      $0.row(containing: "post 7 of 100") != nil
    }
    app.type("q")
    #expect(app.wait().status == 0)
  }
}

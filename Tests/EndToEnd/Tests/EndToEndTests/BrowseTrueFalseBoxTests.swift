import Foundation
import TestSupport
import Testing

/// `app browse` against `app serve`'s sample data, on a pseudo-terminal: a true/false field is
/// drawn as a box, `[x]` or `[ ]`, in the to-dos' column, the preview beside them and a
/// to-do's screen, and Space flips the box as it flips the value.
@Suite("app browse: a true/false field drawn as a box", .onWaitingThreads)
struct BrowseTrueFalseBoxTests {
  let cacheHome = ScratchCacheHome()

  /// The first to-do of the sample data, not done, and the first done.
  static let pending = "Clear the gutters before Friday"
  static let done = "File last month's receipts again"

  /// Whether the row of `title` on `screen` ends with `box`.
  private func shows(_ box: String, for title: String, on screen: TerminalScreen) -> Bool {
    screen.row(containing: title).map { screen.line($0).hasSuffix(box) } ?? false
  }

  /// Runs `body` with `app browse` against a fresh `app serve`, its to-dos' tab shown.
  private func browsingToDos(
    columns: UInt16 = 80, rows: UInt16 = 24, _ body: (TerminalProcess) throws -> Void
  ) throws {
    let server = try ServeProcess()
    defer { _ = server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path], columns: columns, rows: rows)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") {
      $0.lines.contains { $0.contains("Notes on offline-first") }
    }
    app.type("6")
    try body(app)
    app.type("q")
  }

  @Test func theToDosShowBoxesThatSpaceFlipsAndTheirScreenShowsTheBox() throws {
    try browsingToDos { app in
      let list = try app.requireScreen("the to-dos never showed their boxes") {
        $0.line(0).contains("[Todos]") && shows("[ ]", for: Self.pending, on: $0)
          && shows("[x]", for: Self.done, on: $0)
      }
      let header = list.line(1)
      check(header.hasSuffix("completed"), "\(header)")
      let rows = list.lines.dropFirst(2).filter { $0.contains("[x]") || $0.contains("[ ]") }
      check(rows.count >= 10, "\(list)")
      check(
        !list.lines.contains { $0.hasSuffix("true") || $0.hasSuffix("false") },
        "no word is drawn: \(list)")
      let column = try #require(header.range(of: "completed")).lowerBound.utf16Offset(in: header)
      for row in rows {
        let box = try #require(row.range(of: "[")).lowerBound.utf16Offset(in: row)
        checkEqual(box, column, "each box under the header, aligned left: \(row)")
      }

      app.type(" ")
      _ = try app.requireScreen("Space never checked the to-do's box") {
        shows("[x]", for: Self.pending, on: $0)
      }
      _ = try app.requireScreen("the status line never said the list was saved") {
        $0.line(23).contains("todo 1 of 200") && !$0.line(23).contains("could not")
      }

      app.type("\r")
      let record = try app.requireScreen("Enter never opened the to-do with its box") {
        $0.row(containing: "completed  [x]") != nil && $0.row(containing: Self.pending) != nil
      }
      check(!record.lines.contains { $0.contains("true") }, "\(record)")
      app.type("\u{1B}")
      _ = try app.requireScreen("Esc never went back to the list") {
        shows("[x]", for: Self.pending, on: $0)
      }
      app.type(" ")
      _ = try app.requireScreen("a second Space never emptied the box") {
        shows("[ ]", for: Self.pending, on: $0)
      }
      app.type("f")
      let filtered = try app.requireScreen("f never showed only the checked to-dos") {
        $0.line(23).contains("only completed") && shows("[x]", for: Self.done, on: $0)
      }
      check(filtered.row(containing: Self.pending) == nil, "\(filtered)")
    }
  }

  @Test func thePreviewBesideTheListDrawsTheBox() throws {
    try browsingToDos(columns: 130, rows: 30) { app in
      _ = try app.requireScreen("the preview never showed the first to-do's box") {
        $0.line(1).contains("│ \(Self.pending)")
          && $0.lines.contains { $0.contains("│ completed  [ ]") }
      }
      app.type("jj")
      _ = try app.requireScreen("the preview never showed the third to-do's box") {
        $0.line(1).contains("│ \(Self.done)")
          && $0.lines.contains { $0.contains("│ completed  [x]") }
      }
    }
  }
}

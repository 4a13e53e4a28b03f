import Foundation
import TestSupport
import Testing

/// The GitHub issues example, another team's API in the workspace's browser (`BrowseKit`):
/// `github-issues-demo browse`, the open issues of the demo's own GitHub-shaped server, on a
/// pseudo-terminal. The list's first column is each issue's number, the member the catalog
/// identifies issues by (`idField`), as the status line names them.
@Suite(.onWaitingThreads) struct ScreenKitExampleTests {
  /// The example's program, built beside `app`.
  static let demo = AppProcess.binary.deletingLastPathComponent()
    .appendingPathComponent("github-issues-demo")

  /// Runs `browse` against a new demo server on a terminal of `columns` × `rows`.
  static func browse(columns: UInt16, rows: UInt16) throws -> (ServeProcess, TerminalProcess) {
    let server = try ServeProcess(binary: demo) { line in
      guard let start = line.range(of: " at http"), let end = line.range(of: " to the token")
      else { return nil }
      return String(line[line.index(start.lowerBound, offsetBy: 4)..<end.lowerBound])
    }
    let terminal = try TerminalProcess.start(
      ["--base-url", server.baseURL, "--repo", "octo/harbour", "browse", "--per-page", "2"],
      environment: ["GITHUB_TOKEN": "demo-token"], columns: columns, rows: rows, binary: demo)
    return (server, terminal)
  }

  @Test func pagesOpensSearchesSortsClosesAndQuitsAtEightyColumns() throws {
    let (server, terminal) = try Self.browse(columns: 80, rows: 24)
    defer { _ = server.stop() }
    // Pages of two: the screen's twenty rows ask for the next pages as they are shown.
    var screen = try terminal.requireScreen("the issues") {
      $0.line(2).hasPrefix("›      7  Crash on a tide abov")
        && $0.line(23).contains("issue 7 · 1 of 6")
    }
    check(screen.line(1).contains("comments"))
    terminal.type("G")
    _ = try terminal.requireScreen("G, to the last issue") {
      $0.line(7).hasPrefix("›      1  Tide table") && $0.line(23).contains("issue 1 · 6 of 6")
    }
    terminal.type("ggjj\r")
    screen = try terminal.requireScreen("Enter on #5: the issue") {
      $0.line(0).contains("Use the harbour's local time") && $0.line(23).contains("issue 5")
    }
    check(screen.lines.contains { $0.contains("login") && $0.contains("grace") })
    check(screen.lines.contains { $0.contains("comments") && $0.hasSuffix(" 2") })
    terminal.type("\u{1B}")
    screen = try terminal.requireScreen("back on the list") { $0.line(23).contains("3 of 6") }
    check(screen.line(4).hasPrefix("›      5  Use the harbour"))
    terminal.type("/tid")
    screen = try terminal.requireScreen("the search") { $0.line(23).contains("3 of 6 match") }
    checkEqual(screen.lines.filter { $0.contains("tide") || $0.contains("Tide") }.count, 3)
    terminal.type("\r\u{1B}")
    // The search put the cursor on the first issue it found.
    _ = try terminal.requireScreen("the search cleared") {
      $0.line(23).contains("issue 7 · 1 of 6")
    }
    terminal.type("So")
    screen = try terminal.requireScreen("sorted by comments") {
      $0.line(23).contains("sorted by comments ↑")
    }
    check(screen.line(7).hasPrefix("       6  Show the tides of th"))
    terminal.type("x")
    screen = try terminal.requireScreen("#7 closed, and the list read again") {
      $0.line(23).contains("Closed issue #7.") && $0.line(23).contains("1 of 5")
    }
    check(!screen.lines.contains { $0.contains("Crash on a tide") })
    terminal.type("q")
    let result = terminal.wait()
    checkEqual(result.status, 0)
  }

  @Test func theTitleGivesWayAtFortyColumns() throws {
    let (server, terminal) = try Self.browse(columns: 40, rows: 10)
    defer { _ = server.stop() }
    let screen = try terminal.requireScreen("the issues at 40 columns") {
      $0.line(2).hasPrefix("›      7  Crash on a tide abo")
    }
    check(!screen.line(1).contains("comments"))
    check(screen.lines.allSatisfy { $0.count <= 40 })
    check(!terminal.hasInitialModes(terminal.modes), "raw mode while it runs")
    terminal.type("\u{03}")
    let result = terminal.wait(keepingTerminal: true)
    checkEqual(result.status, 130)
    check(!terminal.screen.isAlternate, "the main screen is back")
    check(terminal.hasInitialModes(terminal.modes), "the terminal's modes are restored")
    terminal.closeTerminal()
  }
}

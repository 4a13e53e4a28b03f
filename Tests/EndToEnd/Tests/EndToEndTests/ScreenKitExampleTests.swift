import Foundation
import Testing

/// ScreenKit's example, another team's list on the kit: `github-issues-demo browse`, the open
/// issues of the demo's own GitHub-shaped server, on a pseudo-terminal.
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

  @Test func pagesSearchesSortsAndQuitsAtEightyColumns() throws {
    let (server, terminal) = try Self.browse(columns: 80, rows: 24)
    defer { _ = server.stop() }
    // Pages of two: the screen's nine rows ask for the next pages as they are shown.
    var screen = try terminal.requireScreen("the issues") {
      $0.line(2).hasPrefix("› 7  Crash on a tide above 10 m")
        && $0.line(23).hasPrefix("issue 7 · 1 of 6")
    }
    #expect(screen.line(1).contains("COMMENTS"))
    terminal.type("jj\r")
    screen = try terminal.requireScreen("Enter on #5") {
      $0.line(23).hasPrefix("#5 by grace · bug · 2 comments")
    }
    #expect(screen.line(4).hasPrefix("› 5"))
    terminal.type("/tid")
    screen = try terminal.requireScreen("the search") { $0.line(23).hasPrefix("3 of 6 match") }
    #expect(screen.lines.filter { $0.contains("tide") || $0.contains("Tide") }.count == 3)
    terminal.type("\r\u{1B}")
    _ = try terminal.requireScreen("the search cleared") { $0.line(23).hasPrefix("issue ") }
    terminal.type("Sc")
    screen = try terminal.requireScreen("sorted by comments") {
      $0.line(23).hasPrefix("sorted by comments ↑")
    }
    #expect(screen.line(7).hasPrefix("  6  Show the tides of the week"))
    terminal.type("q")
    let result = terminal.wait()
    #expect(result.status == 0)
  }

  @Test func theTitleGivesWayAtFortyColumns() throws {
    let (server, terminal) = try Self.browse(columns: 40, rows: 10)
    defer { _ = server.stop() }
    let screen = try terminal.requireScreen("the issues at 40 columns") {
      $0.line(2).hasPrefix("› 7  Crash on a tide above")
    }
    #expect(!screen.line(1).contains("COMMENTS"))
    #expect(screen.lines.allSatisfy { $0.count <= 40 })
    #expect(!terminal.hasInitialModes(terminal.modes), "raw mode while it runs")
    terminal.type("\u{03}")
    let result = terminal.wait(keepingTerminal: true)
    #expect(result.status == 130)
    #expect(!terminal.screen.isAlternate, "the main screen is back")
    #expect(terminal.hasInitialModes(terminal.modes), "the terminal's modes are restored")
    terminal.closeTerminal()
  }
}

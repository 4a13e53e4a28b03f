import Foundation
import TestSupport
import Testing

/// `app browse`'s command line: Tab lists the completions when there are several and goes to
/// each in turn, and ↑ ↓ walk the commands run, and the searches kept, this run's and the last
/// ones kept from before in the user's state folder, private as the cache is.
@Suite("app browse, the command line's completions and history", .onWaitingThreads)
struct BrowseCommandLineTests {
  private static let up = "\u{1B}[A"
  private static let down = "\u{1B}[B"

  /// A state folder of this test's own, removed with it.
  let stateHome = ScratchCacheHome()

  /// The history file in ``stateHome``.
  var historyFile: URL {
    stateHome.url.appendingPathComponent("app/browse-history")
  }

  private func start() throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--sample"], environment: ["XDG_STATE_HOME": stateHome.url.path])
    _ = try app.requireScreen("the posts never showed") {
      $0.line(2).contains("Notes on offline-first apps")
    }
    return app
  }

  private func permissions(_ url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require(attributes[.posixPermissions] as? Int)
  }

  @Test func tabListsTheCompletionsThenGoesToEachInTurn() throws {
    let app = try start()
    defer { _ = app.wait() }
    // A generic list's names are those of the records it read: the users are read first.
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(23).contains("user 1 of") }
    app.type("1:users \t")
    let listed = try app.requireScreen("Tab never listed the users over the command line") {
      $0.lines.contains { $0.hasPrefix("Margaret Holloway") && $0.contains("Renée Fontaine") }
        && $0.line(23).hasPrefix(":users")
    }
    checkEqual(listed.lines.filter { $0.hasPrefix("Margaret") }.count, 1, "once")
    app.type("\t")
    _ = try app.requireScreen("Tab never went to the first completion") {
      $0.line(23).hasPrefix(":users Margaret Holloway")
    }
    app.type("\t")
    _ = try app.requireScreen("Tab never went to the next completion") {
      $0.line(23).hasPrefix(":users Renée Fontaine")
    }
    app.type("\r")
    _ = try app.requireScreen("Enter never opened the completed user") {
      $0.line(0).contains("› Renée Fontaine")
    }
    app.type("q")
  }

  @Test func upBringsBackTheCommandsOfThisRunAndOfTheRunBefore() throws {
    let first = try start()
    first.type(":users 5\r")
    _ = try first.requireScreen(":users 5 never opened the user") { $0.line(0).contains("김서연") }
    first.type(":posts 4\r")
    _ = try first.requireScreen(":posts 4 never opened the post") {
      $0.line(0).contains("› Rethinking sourdough")
    }
    first.type(":\(Self.up)\(Self.up)")
    _ = try first.requireScreen("↑ ↑ never went back to :users 5") {
      $0.line(23).hasPrefix(":users 5")
    }
    first.type(Self.down)
    _ = try first.requireScreen("↓ never came to :posts 4") { $0.line(23).hasPrefix(":posts 4") }
    first.type("\u{1B}")
    _ = try first.requireScreen("Esc never closed the command line") {
      !$0.line(23).hasPrefix(":")
    }
    first.type("q")
    checkEqual(first.wait().status, 0)
    try checkEqual(String(contentsOf: historyFile, encoding: .utf8), ":users 5\n:posts 4\n")
    try checkEqual(permissions(historyFile), 0o600)
    try checkEqual(permissions(historyFile.deletingLastPathComponent()), 0o700)

    let second = try start()
    defer { _ = second.wait() }
    second.type(":\(Self.up)\(Self.up)\r")
    _ = try second.requireScreen("the command of the run before never ran again") {
      $0.line(0).contains("김서연")
    }
    second.type("q")
  }

  @Test func upInAnEmptySearchBringsBackTheSearchesKept() throws {
    let first = try start()
    first.type("/night\r")
    _ = try first.requireScreen("the search was never kept") {
      $0.line(23).contains("match") && $0.row(containing: "night trains") != nil
    }
    first.type("\u{1B}")
    _ = try first.requireScreen("Esc never cleared the search") {
      $0.line(23).contains("post 1 of 100")
    }
    first.type("q")
    checkEqual(first.wait().status, 0)
    try checkEqual(String(contentsOf: historyFile, encoding: .utf8), "/night\n")

    let second = try start()
    defer { _ = second.wait() }
    second.type("/\(Self.up)")
    let recalled = try second.requireScreen("↑ never brought the search back") {
      $0.row(containing: "/ night") != nil && $0.line(23).contains("of 50 loaded match")
    }
    checkEqual(recalled.row(containing: "A short guide to paper notebooks"), nil, "it filters")
    second.type(Self.down)
    _ = try second.requireScreen("↓ never came back to the empty query") {
      $0.row(containing: "/ night") == nil && $0.row(containing: "paper notebooks") != nil
    }
    second.type("\u{1B}")
    _ = try second.requireScreen("Esc never closed the search") {
      $0.line(23).contains("post 1 of 100")
    }
    second.type("q")
  }

  @Test func aHistoryThatCannotBeReadOrWrittenNeverStopsTheBrowser() throws {
    // A folder where the file should be.
    try FileManager.default.createDirectory(at: historyFile, withIntermediateDirectories: true)
    let app = try start()
    defer { _ = app.wait() }
    app.type(":\(Self.up)")
    _ = try app.requireScreen("the command line never opened") { $0.line(23).hasPrefix(":") }
    app.type("\u{15}users 3\r")
    _ = try app.requireScreen(":users 3 never opened the user") {
      $0.line(0).contains("Jürgen Weiß")
    }
    app.type(":\(Self.up)")
    _ = try app.requireScreen("this run's command never came back") {
      $0.line(23).hasPrefix(":users 3")
    }
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never closed the command line") {
      !$0.line(23).hasPrefix(":")
    }
    app.type("q")
  }
}

import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `app browse` on a pseudo-terminal, read back through ``TerminalScreen``.
@Suite("app browse", .onWaitingThreads)
struct BrowseTests {
  /// Starts `app browse --sample` and waits for the first posts.
  func start(
    _ arguments: [String] = [], columns: UInt16 = 80, rows: UInt16 = 24,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (TerminalProcess, TerminalScreen) {
    let app = try TerminalProcess.start(
      ["browse", "--sample"] + arguments, columns: columns, rows: rows,
      sourceLocation: sourceLocation)
    // At 40 columns the title is cut to the users' longest name: `Notes on offline-fir…`.
    let screen = try waitFor(app, "the posts never showed", sourceLocation: sourceLocation) {
      $0.line(2).contains("Notes on offline-fi")
    }
    return (app, screen)
  }

  /// Waits for `condition`, failing the test with the screen when it does not come.
  func waitFor(
    _ app: TerminalProcess, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: (TerminalScreen) -> Bool
  ) throws -> TerminalScreen {
    try app.requireScreen(what, sourceLocation: sourceLocation, condition)
  }

  /// The id at the start of a list's row, after the cursor's marker.
  func rowID(_ line: String) -> Int? {
    Int(line.dropFirst(1).prefix(4).trimmingCharacters(in: .whitespaces))
  }

  @Test func showsThePostsListWithTabsAndAStatusLine() throws {
    let (app, screen) = try start()
    defer { _ = app.wait() }

    check(screen.isAlternate)
    check(!screen.isCursorVisible)
    check(screen.line(0).contains("[Posts]"))
    check(screen.line(0).contains(" Users "))
    check(screen.line(0).contains(" Todos"))
    check(screen.line(1).hasPrefix("  id  title"))
    check(screen.line(1).contains("user "))
    check(screen.line(2).hasPrefix("›  1  Notes on offline-first apps"))
    check(screen.line(2).contains("  Margaret Hollo…  My neighbour"), "the author, then the body")
    check(screen.line(8).contains("Ramen notes from 東京 🍜"))
    let status = try waitFor(app, "the status line never counted the posts") {
      $0.line(23).contains("post 1 of 100 · 50 loaded")
    }
    check(status.line(23).contains("⏎ open  / search  S sort  y copy"), "\(status.line(23))")
    check(status.line(23).hasSuffix("? help"))
    app.type("q")
  }

  @Test func opensPost7AndGoesBackWithTheCursorKept() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("jjjjjj")
    _ = try waitFor(app, "the cursor never reached post 7") {
      $0.line(8).hasPrefix("›  7")
    }
    app.type("\r")
    let post = try waitFor(app, "post 7 never opened") {
      $0.row(containing: "comments  5 ›") != nil
    }
    check(post.line(0).contains("› Ramen notes from 東京 🍜"))
    checkEqual(post.line(2), "  title   Ramen notes from 東京 🍜")
    checkEqual(
      post.line(3), "› userId  1 › Margaret Holloway", "the author, where the cursor starts")
    check(post.line(23).contains("post 7"))

    app.type("\r")
    let author = try waitFor(app, "Enter never opened the author") {
      $0.row(containing: "catchPhrase") != nil
    }
    check(author.line(0).contains("› Margaret Holloway"))
    checkEqual(author.line(2), "  name      Margaret Holloway")
    check(author.line(23).contains("user 1"))
    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never went back to the post") {
      $0.line(2) == "  title   Ramen notes from 東京 🍜"
    }

    app.type("\u{1B}")
    let list = try waitFor(app, "Esc never went back") { $0.line(1).contains("title") }
    check(list.line(8).hasPrefix("›  7  Ramen notes"))
    check(list.line(2).hasPrefix("   1  Notes on"))
    app.type("q")
  }

  @Test func xExcludesAUserListingTheRestReversedAndEscBringsThemBack() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("2")
    let users = try waitFor(app, "the users never loaded") {
      $0.row(containing: "Priya Raman") != nil
    }
    check(users.line(0).contains("[Users]"))
    check(users.line(1).contains("id  name"))
    checkEqual((2...11).compactMap { rowID(users.line($0)) }, Array(1...10))

    app.type("jjx")
    let without3 = try waitFor(app, "x never excluded user 3") {
      $0.line(0).contains("› users but Jürgen Weiß") && $0.row(containing: "Margaret") != nil
    }
    checkEqual((2...10).compactMap { rowID(without3.line($0)) }, [10, 9, 8, 7, 6, 5, 4, 2, 1])
    check(
      !without3.lines.dropFirst().contains { $0.contains("Jürgen Weiß") }, "user 3 is left out")

    app.type("Gx")
    let without1 = try waitFor(app, "x there never excluded user 1 instead") {
      $0.line(0).contains("› users but Margaret Holloway")
        && $0.lines.dropFirst().contains { $0.contains("Jürgen Weiß") }
    }
    checkEqual((2...10).compactMap { rowID(without1.line($0)) }, [10, 9, 8, 7, 6, 5, 4, 3, 2])

    app.type("\u{1B}\u{1B}")
    let everyone = try waitFor(app, "Esc never brought everyone back") {
      !$0.line(0).contains("users but") && rowID($0.line(2)) == 1
    }
    checkEqual((2...11).compactMap { rowID(everyone.line($0)) }, Array(1...10))
    check(rowID(everyone.line(4)) == 3 && everyone.line(4).hasPrefix("›"), "on user 3 again")
    app.type("q")
  }

  @Test func redrawsAtANewSizeAndSaysWhenTooSmall() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.resize(columns: 40, rows: 12)
    let narrow = try waitFor(app, "the list never fitted 40 columns") {
      $0.columns == 40 && $0.line(11).contains("post 1 of 100")
        && $0.line(2).hasPrefix("›  1  Notes on")
    }
    for line in narrow.lines {
      check(TerminalText.cells(line) <= 40, "\(line)")
    }
    check(!narrow.line(1).contains("user "), "the author gives way to the title")

    app.resize(columns: 39, rows: 12)
    _ = try waitFor(app, "a small window never said so") {
      $0.line(0) == "terminal too small"
    }

    app.resize(columns: 80, rows: 24)
    _ = try waitFor(app, "the list never came back") {
      $0.line(0).contains("[Posts]") && $0.line(23).contains("post 1 of 100")
    }
    app.type("q")
  }

  @Test func showsTheKeyHelp() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("?")
    let help = try waitFor(app, "the help never showed") {
      $0.line(1).contains("On the records of any resource")
    }
    check(help.row(containing: "q, Ctrl-C") != nil)
    app.type(" ")
    _ = try waitFor(app, "the help never closed") { $0.line(1).contains("title") }
    app.type("q")
  }

  @Test(arguments: [("q", Int32(0)), ("\u{03}", Int32(130))])
  func quittingRestoresTheTerminal(key: String, status: Int32) throws {
    let (app, _) = try start()
    check(!app.hasInitialModes(app.modes), "raw mode while it runs")

    app.type(key)
    let result = app.wait(keepingTerminal: true)
    checkEqual(result.status, status)
    let screen = app.screen
    check(!screen.isAlternate, "the main screen is back")
    check(screen.isCursorVisible)
    check(app.hasInitialModes(app.modes), "the terminal's modes are restored")
    app.closeTerminal()
  }

  @Test(arguments: InteractiveShell.allCases)
  func ctrlZStopsTheAppUnderAShellAndFgRedrawsIt(shell: InteractiveShell) throws {
    let app = try TerminalProcess.startUnderInteractiveShell(["browse", "--sample"], shell: shell)
    defer { _ = app.wait() }
    _ = try waitFor(app, "the posts never showed") { $0.line(23).contains("post 1 of 100") }
    let browser = try #require(app.childPID, "the shell runs no job")

    app.type("\u{1A}")
    _ = try waitFor(app, "Ctrl-Z never left the full screen") { !$0.isAlternate }
    check(app.waitUntilStopped(browser), "the app is stopped")
    check(app.hasInitialModes(app.modes), "the app gave the terminal its modes back to stop")

    app.type("\r")
    let redrawn = try waitFor(app, "fg never redrew the app") {
      $0.isAlternate && $0.line(23).contains("post 1 of 100")
    }
    check(redrawn.line(2).hasPrefix("›  1  Notes on"))
    check(TerminalProcess.state(of: browser) != "T")
    app.type("q")
  }

  @Test(arguments: [SIGTERM, SIGHUP, SIGINT, SIGQUIT])
  func aSignalRestoresTheTerminal(signalNumber: Int32) throws {
    let (app, _) = try start()

    kill(app.pid, signalNumber)
    let result = app.wait(keepingTerminal: true)
    if signalNumber == SIGINT || signalNumber == SIGQUIT {
      checkEqual(result.status, 128 + signalNumber)
      checkEqual(result.terminatingSignal, nil)
    } else {
      checkEqual(result.terminatingSignal, signalNumber)
    }
    let screen = app.screen
    check(!screen.isAlternate)
    check(screen.isCursorVisible)
    check(app.hasInitialModes(app.modes), "the terminal's modes are restored")
    app.closeTerminal()
  }

  @Test func ctrlBackslashIsAKeyThatDoesNothing() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("\u{1C}j")

    _ = try waitFor(app, "the app stopped taking keys after Ctrl-\\") {
      $0.line(3).hasPrefix("›  2")
    }
    app.type("q")
  }

  @Test func aSlowRequestNeverHoldsUpTheKeys() throws {
    // A request that never ends in the test's time: the app can quit only without it.
    let app = try TerminalProcess.start(["browse", "--sample", "--latency", "3600s"])
    _ = try waitFor(app, "no spinner while loading") {
      $0.row(containing: "Loading posts…") != nil
    }
    app.type("4")
    _ = try waitFor(app, "the tab never changed while loading") {
      $0.line(0).contains("[Albums]")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test(arguments: [
    (["--color", "never"], [String: String]()), ([], ["NO_COLOR": "1"]), ([], ["TERM": "dumb"]),
  ])
  func drawsNoStylesWhenColourIsOff(arguments: [String], environment: [String: String]) throws {
    let app = try TerminalProcess.start(
      ["browse", "--sample"] + arguments, environment: environment)
    _ = try waitFor(app, "the posts never showed") { $0.line(23).contains("of 100") }
    app.type("q")
    let output = app.wait().output
    check(output.contains("Notes on offline-first apps"))
    let styles = output.replacingOccurrences(of: "\u{1B}[0m", with: "")
    check(!TerminalText.hasStyles(styles), "only resets")
  }

  @Test func drawsTheCursorsRowReversedInColour() throws {
    let (app, _) = try start()
    app.type("q")
    check(app.wait().output.contains("\u{1B}[0;7m"))
  }

  @Test func aFailingServerWithStoredDataSaysTheScreenIsOffline() throws {
    let server = try LoopbackServer { path in
      if path.hasPrefix("/posts") { return .init(status: 200, body: CacheTests.posts) }
      if path.hasPrefix("/users") { return .init(status: 200, body: CacheTests.users) }
      return .init(status: 404, body: "{}")
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--retries", "0"])
    defer { _ = app.wait() }
    _ = try waitFor(app, "the post never showed") {
      $0.row(containing: "Served from loopback") != nil && $0.line(23).contains("post 12 · 1 of 1")
    }

    server.stop()
    app.type("r")
    let stale = try waitFor(app, "the status line never said the data is stored") {
      $0.lines.contains { $0.contains("offline: showing data from") }
        && $0.row(containing: "Served from loopback") != nil
    }
    check(!stale.lines.contains { $0.contains("warning") }, "said once")
    check(!stale.lines.contains { $0.contains("up to date") }, "\(stale)")
    app.type("q")
  }

  @Test func needsATerminal() throws {
    let result = try AppProcess.run(["browse", "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(
      result.errorLines.first,
      "app: browse needs a terminal: standard input and output must both be one")
  }
}

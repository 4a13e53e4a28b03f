import Foundation
import Synchronization
import TestSupport
import Testing

/// The to-dos in `app browse`: a generic list whose true/false field (`completed`) Space flips
/// and `f` filters by, and a user's to-dos.
extension BrowseTests {
  /// The rows of the to-dos list shown: those that end with their `completed`, a box.
  private func todoRows(_ screen: TerminalScreen) -> [String] {
    screen.lines.dropFirst(2).filter { $0.hasSuffix("[x]") || $0.hasSuffix("[ ]") }
  }

  /// How many rows the status line's `1 of 24` says the list shows, when it says.
  private func shownCount(_ line: String) -> Int? {
    guard let range = line.range(of: " 1 of ") else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }

  @Test func filtersToDosToDoneAndTicksOneThatStaysUntilTheCursorLeaves() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("6")
    let all = try waitFor(app, "the to-dos never loaded") {
      !todoRows($0).isEmpty && $0.line(23).contains("todo 1 of 200")
    }
    check(all.line(0).contains("[Todos]"))
    check(all.line(1).hasPrefix("  id  title"), "\(all.line(1))")
    check(
      all.line(1).contains(" user ") && all.line(1).hasSuffix("completed"), "\(all.line(1))")

    app.type("f")
    let done = try waitFor(app, "f never showed the done to-dos alone") { screen in
      let rows = todoRows(screen)
      return !rows.isEmpty && rows.allSatisfy { $0.hasSuffix("[x]") }
        && screen.line(23).contains("only completed")
    }
    let shown = try #require(shownCount(done.line(23)), "\(done.line(23))")

    app.type(" ")
    let ticked = try waitFor(app, "Space never unticked a to-do") {
      todoRows($0).first?.hasSuffix("[ ]") == true
    }
    check(ticked.line(23).contains(" 1 of \(shown)"), "it stays under the cursor")
    app.type("j")
    let left = try waitFor(app, "the unticked to-do never went once the cursor left it") {
      $0.line(23).contains(" 1 of \(shown - 1)")
    }
    check(todoRows(left).allSatisfy { $0.hasSuffix("[x]") })

    app.type("u")
    _ = try waitFor(app, "u never ticked it back") { $0.line(23).contains("undone") }
    app.type("g")
    _ = try waitFor(app, "the to-do ticked back is not among them") {
      $0.line(23).contains(" 1 of \(shown)")
    }
    app.type("q")
  }

  @Test func tOnUser1OpensTheirToDosAndEscGoesBack() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "Priya Raman") != nil }
    app.type("\r")
    _ = try waitFor(app, "user 1 never opened") { $0.row(containing: "catchPhrase") != nil }
    app.type("t")
    let todos = try waitFor(app, "t never opened user 1's to-dos") {
      $0.line(23).contains("todo 1 of 20")
    }
    check(todos.line(0).contains("[Users]") && todos.line(0).contains("› todos of user 1"))
    checkEqual(todoRows(todos).count, 20)

    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never went back to the user") {
      $0.row(containing: "catchPhrase") != nil
    }
    app.type("q")
  }

  @Test func theToDosFitFortyColumns() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.resize(columns: 40, rows: 12)
    _ = try waitFor(app, "the list never fitted 40 columns") { $0.columns == 40 }
    app.type("6f")
    let narrow = try waitFor(app, "the done to-dos never showed at 40 columns") { screen in
      let rows = todoRows(screen)
      return screen.line(1).hasSuffix("completed") && !rows.isEmpty
        && rows.allSatisfy { $0.hasSuffix("[x]") }
    }
    for line in narrow.lines {
      check(TerminalText.cells(line) <= 40, "\(line)")
    }
    app.type("q")
  }

  @Test func aSearchTheServerAnsweredKeepsSpaceOnItsMatches() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("6")
    _ = try waitFor(app, "the to-dos never loaded") { !todoRows($0).isEmpty }
    app.type("/gutters\r")
    let kept = try waitFor(app, "the search was never kept") {
      $0.line(23).contains("q=gutters on the server") && todoRows($0).count == 8
    }
    checkEqual(todoRows(kept).first?.hasSuffix("[ ]"), true, "\(kept)")
    app.type(" ")
    _ = try waitFor(app, "Space never flipped the match") {
      todoRows($0).first?.hasSuffix("[x]") == true
    }
    app.type("q")
  }

  @Test func aSecondSpaceWhileTheFirstTickIsSavedFlipsTheToDoBackAndIsSentAfterIt() throws {
    let patches = Mutex<[String]>([])
    let saving = BrowseRefreshTests.Gate()
    saving.close()
    let server = try RawLoopbackServer { request, _ in
      let path = URLComponents(string: request.path)?.path ?? ""
      switch (request.method, path) {
      case ("GET", "/todos"):
        return .http(
          200, body: #"[{"userId": 3, "id": 1, "title": "Water the plants", "completed": false}]"#)
      case ("PATCH", "/todos/1"):
        patches.withLock { $0.append(request.body) }
        // The first change is held, as a slow server would, until the test has pressed again.
        saving.wait()
        let completed = request.body.contains("true")
        return .http(
          200,
          body: #"{"userId": 3, "id": 1, "title": "Water the plants", "completed": \#(completed)}"#)
      case ("GET", "/posts"):
        return .http(200, headers: ["X-Total-Count": "0"], body: "[]")
      case ("GET", "/users"):
        return .http(200, body: "[\(RemoteServerTests.user)]")
      default:
        return .http(404, body: "{}")
      }
    }
    defer { server.stop() }
    defer { saving.open() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(1).contains("No posts.") }
    app.type(":todos\r")
    _ = try waitFor(app, "the to-dos never showed") { !todoRows($0).isEmpty }
    app.type(" ")
    _ = try waitFor(app, "Space never ticked the to-do") { screen in
      todoRows(screen).first?.hasSuffix("[x]") == true
        && patches.withLock { $0.count } == 1
    }
    app.type(" ")
    _ = try waitFor(app, "the second Space was dropped") {
      todoRows($0).first?.hasSuffix("[ ]") == true
    }
    saving.open()
    _ = try app.requireScreen("the second change was never sent") { _ in
      patches.withLock { $0.count } == 2
    }
    let sent = patches.withLock { $0 }
    check(sent[0].contains("true") && sent[1].contains("false"), "\(sent)")
    let screen = try waitFor(app, "the to-do did not end unticked") {
      todoRows($0).first?.hasSuffix("[ ]") == true
    }
    check(!screen.line(23).contains("could not"))
    app.type("q")
  }

  @Test func keysPressedWhileATabFirstLoadsAreKept() throws {
    let (app, _) = try start(["--latency", "1s"])
    defer { _ = app.wait() }

    app.type("2jjj")
    _ = try waitFor(app, "the moves made while the users loaded were lost") {
      $0.line(23).contains("user 4 of 10")
    }
    app.type("4jj")
    _ = try waitFor(app, "the moves made while the albums loaded were lost") {
      $0.line(23).contains("album 3 of 100")
    }
    app.type("6jj")
    _ = try waitFor(app, "the moves made while the to-dos loaded were lost") {
      $0.line(23).contains("todo 3 of 200")
    }
    app.type("q")
  }

  @Test func anyKeyPressedWhileATabFirstLoadsTakesEffectOnceItHasLoaded() throws {
    let (app, _) = try start(["--latency", "1s"])
    defer { _ = app.wait() }

    app.type("2jjje")
    _ = try waitFor(app, "the e pressed while the users loaded was lost") {
      $0.line(1).contains("Edit user 4")
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never left the form") { $0.line(23).contains("user 4 of 10") }
    app.type("4j\r")
    _ = try waitFor(app, "the Enter pressed while the albums loaded was lost") {
      $0.line(23).contains("photo 51 · 1 of 50")
    }
    app.type("q")
  }
}

import Foundation
import Synchronization
import TestSupport
import Testing

/// The to-dos in `app browse`: the filter selector, ticking with Space, and a user's to-dos.
extension BrowseTests {
  /// The counts of the selector line `All 200 · Done 90 · Pending 110`, in that order, whatever
  /// brackets mark the current one; `nil` until they are shown.
  private func counts(_ line: String) -> [Int]? {
    let parts = line.split(separator: "·").map { part in
      part.filter { $0.isNumber }
    }
    let counts = parts.compactMap { Int($0) }
    guard line.contains("All"), line.contains("Pending"), counts.count == 3 else { return nil }
    return counts
  }

  /// The rows of the to-dos list shown: those with a checkbox.
  private func todoRows(_ screen: TerminalScreen) -> [String] {
    screen.lines.dropFirst(3).filter { $0.contains("[x]") || $0.contains("[ ]") }
  }

  @Test func filtersToDosToDoneAndTicksOneWithTheCountsFollowing() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("4")
    let all = try waitFor(app, "the to-dos never loaded") {
      counts($0.line(1)) != nil && !todoRows($0).isEmpty
    }
    #expect(all.line(0).contains("[To-dos]"))
    #expect(all.line(2).contains("ID  DONE  TITLE"))
    let before = try #require(counts(all.line(1)))
    #expect(before[0] == before[1] + before[2])
    #expect(before[1] > 0 && before[2] > 0)

    app.type("f")
    let done = try waitFor(app, "f never showed the done to-dos alone") { screen in
      let rows = todoRows(screen)
      return !rows.isEmpty && rows.allSatisfy { $0.contains("[x]") }
    }
    #expect(counts(done.line(1)) == before)
    #expect(todoRows(done).allSatisfy { $0.contains("[x]") })
    #expect(done.line(23).contains(" 1 of \(before[1])"), "the first of them")

    app.type(" ")
    let ticked = try waitFor(app, "Space never unticked a to-do") {
      counts($0.line(1)) == [before[0], before[1] - 1, before[2] + 1]
    }
    #expect(todoRows(ticked).first?.contains("[ ]") == true, "it stays under the cursor")
    #expect(ticked.line(23).contains(" 1 of \(before[1])"))
    app.type("j")
    let left = try waitFor(app, "the unticked to-do never went once the cursor left it") {
      $0.line(23).contains(" 1 of \(before[1] - 1)")
    }
    #expect(todoRows(left).allSatisfy { $0.contains("[x]") })

    app.type("u")
    let undone = try waitFor(app, "u never ticked it back") {
      counts($0.line(1)) == before && $0.line(23).contains("undone")
    }
    #expect(undone.line(23).contains("of \(before[1])"), "it is back where it was")
    app.type("q")
  }

  @Test func theSelectorTakesTheFocusFromTheTopAndMovesWithTheArrows() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("4")
    _ = try waitFor(app, "the to-dos never loaded") { !todoRows($0).isEmpty }
    app.type("\u{1B}[A")
    _ = try waitFor(app, "↑ never focused the selector") { $0.line(1).hasPrefix("›") }
    app.type("\u{1B}[D")
    let pending = try waitFor(app, "← never moved to Pending") { screen in
      let rows = todoRows(screen)
      return !rows.isEmpty && rows.allSatisfy { $0.contains("[ ]") }
    }
    #expect(pending.line(1).hasPrefix("›"))
    app.type("q")
  }

  @Test func tOnUser1OpensTheirToDosAndEscGoesBack() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "Priya Raman") != nil }
    app.type("\r")
    _ = try waitFor(app, "user 1 never opened") { $0.row(containing: "Catch phrase") != nil }
    app.type("t")
    let todos = try waitFor(app, "t never opened user 1's to-dos") {
      counts($0.line(1)) != nil && $0.line(23).contains("user 1 · to-do 1 of")
    }
    #expect(todos.line(0).contains("[Users]"))
    let userCounts = try #require(counts(todos.line(1)))
    #expect(todoRows(todos).count == min(userCounts[0], 20))

    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never went back to the user") {
      $0.row(containing: "Catch phrase") != nil
    }
    app.type("q")
  }

  @Test func theToDosFitFortyColumns() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.resize(columns: 40, rows: 12)
    _ = try waitFor(app, "the list never fitted 40 columns") { $0.columns == 40 }
    app.type("4f")
    let narrow = try waitFor(app, "the done to-dos never showed at 40 columns") { screen in
      let rows = todoRows(screen)
      return counts(screen.line(1)) != nil && !rows.isEmpty
        && rows.allSatisfy { $0.contains("[x]") }
    }
    for line in narrow.lines {
      #expect(TerminalText.cells(line) <= 40, "\(line)")
    }
    app.type("q")
  }

  /// The numbers of a user's `To-dos: 8 of 20 done`, when shown.
  private func doneCount(_ screen: TerminalScreen) -> [Int]? {
    guard let row = screen.row(containing: "To-dos: ") else { return nil }
    let text = screen.line(row)
    guard let start = text.range(of: "To-dos: ") else { return nil }
    let numbers = text[start.upperBound...].split(separator: " ").compactMap { Int($0) }
    return numbers.count >= 2 ? Array(numbers.prefix(2)) : nil
  }

  @Test func aTickOnAUsersToDosUpdatesTheirDoneCount() throws {
    // Tall enough for the whole of the user's detail.
    let (app, _) = try start(rows: 60)
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "Priya Raman") != nil }
    app.type("\r")
    let user = try waitFor(app, "user 1 never showed their to-dos' count") { doneCount($0) != nil }
    let before = try #require(doneCount(user))
    app.type("t")
    let todos = try waitFor(app, "t never opened user 1's to-dos") { !todoRows($0).isEmpty }
    let first = try #require(todoRows(todos).first)
    let change = first.contains("[ ]") ? 1 : -1
    app.type(" ")
    _ = try waitFor(app, "Space never ticked the to-do") { screen in
      todoRows(screen).first.map { $0.contains("[ ]") } == (change < 0)
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "the user's count never followed the tick") {
      doneCount($0) == [before[0] + change, before[1]]
    }
    app.type("q")
  }

  @Test func aKeptSearchOfTheToDosOffersTickAndFilter() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("4")
    _ = try waitFor(app, "the to-dos never loaded") { !todoRows($0).isEmpty }
    app.type("/e\r")
    let kept = try waitFor(app, "the search was never kept") {
      $0.line(23).contains("esc clear") && !$0.line(23).contains("keep")
    }
    #expect(kept.line(23).contains("␣ tick  n N next  f filter"), "\(kept.line(23))")
    #expect(!kept.line(23).contains("open"))
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
      todoRows(screen).first?.contains("[x]") == true
        && patches.withLock { $0.count } == 1
    }
    app.type(" ")
    _ = try waitFor(app, "the second Space was dropped") {
      todoRows($0).first?.contains("[ ]") == true
    }
    saving.open()
    _ = try app.requireScreen("the second change was never sent") { _ in
      patches.withLock { $0.count } == 2
    }
    let sent = patches.withLock { $0 }
    #expect(sent[0].contains("true") && sent[1].contains("false"), "\(sent)")
    let screen = try waitFor(app, "the to-do did not end unticked") {
      todoRows($0).first?.contains("[ ]") == true
    }
    #expect(!screen.line(23).contains("could not"))
    app.type("q")
  }

  @Test func keysPressedWhileATabFirstLoadsAreKept() throws {
    let (app, _) = try start(["--latency", "1s"])
    defer { _ = app.wait() }

    app.type("2jjj")
    _ = try waitFor(app, "the moves made while the users loaded were lost") {
      $0.line(23).contains("user 4 of 10")
    }
    app.type("3jj")
    _ = try waitFor(app, "the moves made while the albums loaded were lost") {
      $0.line(23).contains("album 3 of 100")
    }
    app.type("4jj")
    _ = try waitFor(app, "the moves made while the to-dos loaded were lost") {
      $0.line(23).contains("to-do 3 of ")
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
    app.type("3j\r")
    _ = try waitFor(app, "the Enter pressed while the albums loaded was lost") {
      $0.line(23).contains("photo 51 · 1 of 50 · album 2")
    }
    app.type("q")
  }
}

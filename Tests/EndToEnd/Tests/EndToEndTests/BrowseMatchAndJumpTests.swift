import Foundation
import TestSupport
import Testing

/// `n` and `N` after a search, `c` to create, the command line's tabs and jumps by name, `x`
/// excluding a user, and the help's word on `G`, in `app browse` on a pseudo-terminal: on
/// `--sample`, and on a loopback server that holds the later pages of a jump until the test opens
/// its gate.
extension BrowseTests {
  /// Starts the browser with `arguments`, at `columns` × `rows` once the posts have shown.
  private func start(
    _ arguments: [String] = [], narrowedTo columns: UInt16, rows: UInt16 = 24
  ) throws -> TerminalProcess {
    let (app, _) = try start(arguments)
    guard columns != 80 || rows != 24 else { return app }
    app.resize(columns: columns, rows: rows)
    _ = try waitFor(app, "the list never fitted") {
      $0.columns == Int(columns) && $0.line(Int(rows) - 1).contains("post 1 of 100")
    }
    return app
  }

  @Test(arguments: [UInt16(80), 40])
  func nAndNGoBetweenTheMatchesOfTheSearchAndSayWhichOne(columns: UInt16) throws {
    let app = try start(narrowedTo: columns)
    defer { _ = app.wait() }

    app.type("/notes\r")
    _ = try waitFor(app, "the search was never kept") {
      $0.row(containing: "11 of 11 match") != nil && $0.line(22) == "/ notes"
    }
    app.type("n")
    let second = try waitFor(app, "n never went to the second match") {
      $0.row(containing: "match 2 of 11") != nil
    }
    check(second.row(containing: "›  7  Ramen") != nil, "\(second)")
    app.type("NN")
    let last = try waitFor(app, "N never went round to the last match") {
      $0.row(containing: "match 11 of 11") != nil
    }
    check(last.row(containing: "› 91  Notes on") != nil, "\(last)")
    // A ZWJ sequence (👩‍💻) is 2 cells to the app, as most terminals draw it, and 4 to this
    // model of one: its row is left out.
    for line in last.lines where !line.unicodeScalars.contains("\u{200D}") {
      check(TerminalText.cells(line) <= Int(columns), "\(line)")
    }
    app.type("\u{1B}n")
    _ = try waitFor(app, "n without a search never said how to search") {
      $0.row(containing: "n N go to the next match: / to search") != nil
    }
    app.type("c")
    _ = try waitFor(app, "c never opened the form") { $0.line(1).contains("New post") }
    app.type("\u{1B}q")
    checkEqual(app.wait().status, 0)
  }

  @Test(arguments: [UInt16(80), 40])
  func theCommandLineSwitchesTabsAndOpensTheFirstMatchByName(columns: UInt16) throws {
    let app = try start(narrowedTo: columns)
    defer { _ = app.wait() }

    app.type(":users\r")
    _ = try waitFor(app, ":users never switched tabs") {
      $0.line(0).contains("[Users]") && $0.row(containing: "user 1 of 10") != nil
    }
    app.type(":users jür\t")
    _ = try waitFor(app, "Tab never completed the name") { $0.line(23) == ":users Jürgen Weiß" }
    app.type("\r")
    _ = try waitFor(app, "the user never opened") {
      $0.line(0).contains("› Jürgen Weiß") && $0.row(containing: "username") != nil
    }
    app.type(":posts RAMEN\r")
    _ = try waitFor(app, "the post never opened by its title") {
      $0.line(0).contains("[Posts]") && $0.line(2).contains("Ramen notes")
        && $0.line(23).contains("post 7")
    }
    app.type(":todos clear the gutters\r")
    _ = try waitFor(app, "the to-do never opened by its title, whole before its start") {
      $0.line(0).contains("[Todos]") && $0.line(23).contains("todo 101")
    }
    app.type(":albums zzz\r")
    _ = try waitFor(app, "an album that matches nothing was never said") {
      $0.row(containing: "No album matches \"zzz\".") != nil
    }
    app.type(":q\r")
    checkEqual(app.wait().status, 0)
  }

  @Test func keysPressedWhileTheJumpLoadsTheRemainingPagesArePressedAgainOverThePostFound() throws {
    let gate = BrowseRefreshTests.Gate()
    gate.close()
    let server = try Self.postsServer(holdingPagesAfterTheFirst: gate)
    defer { server.stop() }
    defer { gate.open() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL], columns: 40, rows: 14)
    defer { _ = app.wait() }
    _ = try waitFor(app, "the posts never showed") {
      $0.row(containing: "post 1 of 100") != nil
    }

    app.type(":posts senor jalapeno\r")
    _ = try waitFor(app, "the status line never said what it is finding") {
      $0.row(containing: "finding :posts senor jalapeno…") != nil
        && server.receivedRequests.contains { $0.path.contains("_page=2") }
    }
    app.type("j")
    gate.open()
    let post = try waitFor(app, "the post beyond the pages loaded never opened") {
      $0.row(containing: "Señor Jalapeño's salsa") != nil && $0.line(13).contains("line 2 of")
    }
    checkEqual(post.row(containing: "finding"), nil)
    app.type("\u{1B}:posts zzz\r")
    _ = try waitFor(app, "a title that matches nothing was never said") {
      $0.row(containing: "No post matches \"zzz\".") != nil
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  /// A server of 100 posts in pages of 20, post 42 a long one titled with a jalapeño, that
  /// answers the request for every post at once only once `gate` is open.
  private static func postsServer(holdingPagesAfterTheFirst gate: BrowseRefreshTests.Gate) throws
    -> RawLoopbackServer
  {
    let long = Array(repeating: "A line of a long body.", count: 30).joined(separator: #"\n"#)
    let post = { @Sendable (id: Int) in
      id == 72
        ? #"{"userId": 3, "id": 72, "title": "Señor Jalapeño's salsa", "body": "\#(long)"}"#
        : #"{"userId": 3, "id": \#(id), "title": "Post \#(id)", "body": "b"}"#
    }
    return try RawLoopbackServer { request, _ in
      let components = URLComponents(string: request.path)
      let path = components?.path ?? ""
      if path == "/users" { return .http(200, body: "[\(RemoteServerTests.user)]") }
      if path.hasPrefix("/users/") { return .http(200, body: RemoteServerTests.user) }
      if path.hasSuffix("/comments") { return .http(200, body: "[]") }
      if path.hasPrefix("/posts/"), let id = Int(path.dropFirst("/posts/".count)) {
        return .http(200, body: post(id))
      }
      guard path == "/posts" else { return .http(404, body: "{}") }
      let query = components?.queryItems ?? []
      let page = query.first { $0.name == "_page" }?.value.flatMap { Int($0) } ?? 1
      let limit = query.first { $0.name == "_limit" }?.value.flatMap { Int($0) } ?? 100
      // The pages after the first wait for the gate.
      if page > 1 { gate.wait() }
      let ids = Array(((page - 1) * limit + 1)...(page * limit)).filter { $0 <= 100 }
      return .http(
        200, headers: ["X-Total-Count": "100"],
        body: "[\(ids.map(post).joined(separator: ","))]")
    }
  }

  @Test func spaceExcludesAUserSayingHowToBringThemBackAndTheHelpSaysWhatGLoads() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("?")
    _ = try waitFor(app, "the help never said that G loads every page") {
      $0.row(containing: "to the top, to the end; G loads every page") != nil
    }
    app.type("\u{1B}")
    app.resize(columns: 40, rows: 24)
    _ = try waitFor(app, "the posts never fitted 40 columns") {
      $0.columns == 40 && $0.line(2).contains("Notes on")
    }
    app.type("2")
    _ = try waitFor(app, "the users never showed") { $0.line(23).contains("user 1 of 10") }
    app.type("x")
    let excluded = try waitFor(app, "x never excluded the user") {
      $0.line(0).contains("… Margaret Holloway") && $0.line(23).contains("1 of 9")
    }
    check(!excluded.lines.dropFirst().contains { $0.contains("Holloway") }, "\(excluded)")
    app.resize(columns: 80, rows: 24)
    _ = try waitFor(app, "the header never named the user excluded whole") {
      $0.line(0).contains("› users but Margaret Holloway")
    }
    app.type("\u{1B}")
    _ = try waitFor(app, "Esc never brought the user back") {
      !$0.line(0).contains("users but") && $0.lines.dropFirst().contains { $0.contains("Holloway") }
    }
    app.type("q")
  }
}

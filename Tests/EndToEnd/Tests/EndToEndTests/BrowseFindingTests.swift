import Foundation
import TestSupport
import Testing

/// Finding one's way in `app browse`: the header, the help of each screen, the command line,
/// `o` and `m` on a user, half-page moves, and addresses wrapped at 40 columns.
@Suite("app browse, finding your way", .onWaitingThreads)
struct BrowseFindingTests {
  /// Starts `app browse --sample` at `columns` × `rows` and waits for the first posts.
  private func start(
    columns: UInt16 = 80, rows: UInt16 = 24, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--sample"], environment: environment, columns: columns, rows: rows,
      sourceLocation: sourceLocation)
    _ = try app.requireScreen("the posts never showed", sourceLocation: sourceLocation) {
      $0.line(2).contains("Notes on offlin")
    }
    return app
  }

  @Test func theHeaderSaysWhereTheScreenIsAndThatTheDataIsTheSample() throws {
    let app = try start()
    defer { _ = app.wait() }
    check(app.screen.line(0).hasPrefix("[Posts]· Users · Comments · Albums · Photos · Todos"))
    check(app.screen.line(0).hasSuffix(" sample"))
    app.type("\r")
    _ = try app.requireScreen("the post's place never showed in the header") {
      $0.line(0).hasPrefix("[Posts]") && $0.line(0).contains("› Notes on offline-first apps")
        && $0.line(0).hasSuffix("sample")
        && $0.line(3).contains("userId")
    }
    app.type("\r")
    _ = try app.requireScreen("the author's name never showed in the header") {
      $0.line(0).contains("› Margaret Holloway")
    }
    app.type("q")
  }

  @Test func at40ColumnsTheHeaderFitsAndTheHelpHintStays() throws {
    let app = try start(columns: 40, rows: 12)
    defer { _ = app.wait() }
    let posts = app.screen
    check(posts.line(0).hasPrefix("[Posts]·2·3·4·5·6"))
    check(posts.line(0).hasSuffix("sample"))
    check(posts.line(11).hasSuffix("? help"))
    app.type("\r")
    _ = try app.requireScreen("the post never opened") { $0.line(3).contains("userId") }
    app.type("\r")
    // A notice may hold the status line a moment ("updated just now"); then the hint is back.
    let author = try app.requireScreen("the author never opened with the help hint") {
      $0.line(0).contains("Holloway") && $0.line(0).hasSuffix("sample")
        && $0.line(11).hasSuffix("? help")
    }
    check(author.line(0).contains("…"))
    app.type("q")
  }

  @Test func theHeaderNamesTheServerWithoutItsPassword() throws {
    let server = try LoopbackServer { path in
      path.hasPrefix("/posts")
        ? .http(200, headers: ["X-Total-Count": "1"], body: BrowseFreshnessTests.posts(title: "Hi"))
        : .http(200, body: "[\(RemoteServerTests.user)]")
    }
    defer { server.stop() }
    let address = server.baseURL.replacingOccurrences(
      of: "http://", with: "http://ada:s3cret@")
    let app = try TerminalProcess.start(["browse", "--base-url", address])
    defer { _ = app.wait() }
    let screen = try app.requireScreen("the server's posts never showed") {
      $0.line(2).contains("Hi")
    }
    check(screen.line(0).hasSuffix(" 127.0.0.1:\(server.port)"))
    check(!screen.description.contains("s3cret"))
    check(!screen.description.contains("ada"))
    app.type("q")
  }

  @Test func questionMarkShowsTheKeysOfTheScreenFirstAndScrolls() throws {
    let app = try start(columns: 80, rows: 12)
    defer { _ = app.wait() }
    app.type("?")
    let posts = try app.requireScreen("the posts' help never showed") {
      $0.line(1).contains("On the records of any resource")
    }
    check(posts.line(2).contains("open the record"))
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never closed the help") { $0.line(2).contains("Notes on") }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(11).contains("user 1 of") }
    app.type("\r")
    _ = try app.requireScreen("the user never opened") { $0.row(containing: "website") != nil }
    app.type("?")
    let user = try app.requireScreen("the user's help never showed") {
      $0.line(1).contains("On a user")
    }
    let toDos = try #require(user.row(containing: "the user's to-dos"))
    let find = try #require(user.row(containing: "find in the record's text"))
    check(toDos < find, "the user's own keys first, then the record screen's")
    for _ in 0..<40 { app.type("j") }
    _ = try app.requireScreen("j never scrolled to the keys of every screen") {
      $0.row(containing: "closes it") != nil
    }
    app.type("q")
    _ = try app.requireScreen("q never closed the help") { $0.row(containing: "website") != nil }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func theCommandLineJumpsToAPostAndSaysWhatItCannotFind() throws {
    let app = try start()
    defer { _ = app.wait() }
    app.type(":po\t77")
    _ = try app.requireScreen("Tab never completed the command") { $0.line(23) == ":posts 77" }
    app.type("\u{7F}\r")
    _ = try app.requireScreen("post 7 never opened") {
      $0.line(0).contains("› Ramen notes") && $0.line(23).contains("post 7")
    }
    app.type(":posts 999\r")
    _ = try app.requireScreen("a missing post was never said") {
      $0.line(23).contains("No post matches \"999\".")
    }
    app.type(":foo\r")
    _ = try app.requireScreen("an unknown command was never said") {
      ($0.line(22) + $0.line(23)).contains(
        "Unknown command: foo — try :posts, :users, :comments, :albums, :photos, :todos, :q")
    }
    app.type(":todos 2\r")
    _ = try app.requireScreen("to-do 2 never opened") {
      $0.line(0).contains("[Todos]") && $0.line(23).contains("todo 2")
    }
    app.type(":q\r")
    checkEqual(app.wait().status, 0)
  }

  @Test func escFromAPostJumpedToLandsOnItInTheList() throws {
    let app = try start()
    defer { _ = app.wait() }
    app.type(":posts 7\r")
    _ = try app.requireScreen("post 7 never opened") {
      $0.line(0).contains("› Ramen notes") && $0.row(containing: "comments  5 ›") != nil
    }
    app.type("\u{1B}")
    let list = try app.requireScreen("Esc never went back to the posts") {
      $0.line(23).contains("post 7 of 100")
    }
    check(list.line(8).hasPrefix("›  7"), "\(list)")
    app.type(":users 3\r")
    _ = try app.requireScreen("user 3 never opened") { $0.line(0).contains("[Users]") }
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never landed on user 3") {
      $0.line(23).contains("user 3 of")
    }
    app.type("q")
  }

  @Test func oAndMOpenAUsersWebsiteAndLocationWithTheDesktopsOpener() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("opener-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let record = folder.appendingPathComponent("opened")
    let opener = folder.appendingPathComponent("xdg-open")
    try "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(record.path)'\n".write(
      to: opener, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
    let app = try start(environment: ["PATH": "\(folder.path):/usr/bin:/bin"])
    defer { _ = app.wait() }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(23).contains("user 1 of") }
    app.type("o")
    _ = try app.requireScreen("o never said it opens the website") {
      $0.line(23).contains("opening https://holloway.example")
    }
    app.type("\r")
    _ = try app.requireScreen("the user never opened") { $0.row(containing: "website") != nil }
    app.type("m")
    _ = try app.requireScreen("m never said it opens the map") {
      $0.line(23).contains("opening OpenStreetMap at -37.8140, 144.9630")
    }
    let expected = [
      "https://holloway.example",
      "https://www.openstreetmap.org/?mlat=-37.8140&mlon=144.9630#map=12/-37.8140/144.9630",
    ]
    // The openers run on their own, so their record is read again until both wrote, or the
    // hang guard passes.
    var opened: [String] = []
    let deadline = HangGuard.deadline
    while opened.count < 2, Date() < deadline {
      opened = ((try? String(contentsOf: record, encoding: .utf8)) ?? "")
        .split(separator: "\n").map(String.init)
      if opened.count < 2 { usleep(50_000) }
    }
    checkEqual(opened, expected, "one argument each, the address, through no shell")
    app.type("q")
  }

  @Test func ctrlDAndCtrlUMoveHalfAPageAndPgDnAWholeOne() throws {
    let app = try start()
    defer { _ = app.wait() }
    app.type("\u{04}")
    _ = try app.requireScreen("Ctrl-D never moved half a page") {
      $0.line(23).contains("post 11 of 100")
    }
    app.type("\u{15}")
    _ = try app.requireScreen("Ctrl-U never moved back") { $0.line(23).contains("post 1 of 100") }
    app.type("\u{1B}[6~")
    _ = try app.requireScreen("PgDn never moved a page") { $0.line(23).contains("post 22 of 100") }
    app.type("q")
  }

  @Test func at40ColumnsAnEmailFitsWhole() throws {
    let app = try start(columns: 40, rows: 30)
    defer { _ = app.wait() }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(29).contains("user 1 of") }
    app.type("\r")
    let user = try app.requireScreen("the user never opened") { $0.row(containing: "email") != nil }
    let email = try #require(user.row(containing: "email"))
    check(user.line(email).hasSuffix("margaret@holloway.example"), "whole: \(user.description)")
    app.type("q")
  }

  @Test func aPostFoundInItsBodyShowsTheBodyAroundTheMatchUnderItsRow() throws {
    let app = try start()
    defer { _ = app.wait() }
    app.type("/spreadsheet")
    let found = try app.requireScreen("the search never showed why the post matched") {
      $0.line(3).hasPrefix("    body: …") && $0.line(3).contains("spreadsheet")
    }
    check(found.line(2).hasPrefix("›  1  Notes on offline-first apps"))
    check(found.line(4).hasPrefix("   2 "), "the next row under the snippet")
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never cleared the search") { $0.line(23).contains("post 1 of") }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(23).contains("user 1 of") }
    app.type("/juniper")
    _ = try app.requireScreen("the search never showed the street that matched") {
      $0.line(3).trimmingCharacters(in: .whitespaces) == "address.street: 14 Juniper Lane"
    }
    app.type("\rq")
    checkEqual(app.wait().status, 0)
  }
}

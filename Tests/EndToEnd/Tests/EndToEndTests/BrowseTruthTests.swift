import Foundation
import TestSupport
import Testing

/// `app browse` saying only what is true: the hints that fit and can be used, messages wrapped
/// whole, where the cursor is, the server's own words, values that are empty, and changes the
/// server did not keep.
@Suite("app browse saying what is true", .onWaitingThreads)
struct BrowseTruthTests {
  /// A cache folder of the test's own.
  let cacheHome = ScratchCacheHome()

  /// A user with no phone, website or company, and no position.
  static let emptyUser = """
    {"id": 3, "name": "Ada Quill", "username": "ada", "email": "ada@example.test",
     "address": {"street": "1 Loop Rd", "suite": "", "city": "Portside", "zipcode": "12345",
                 "geo": {"lat": "", "lng": ""}},
     "phone": "", "website": "", "company": {"name": "", "catchPhrase": "", "bs": ""}}
    """

  /// A server of three posts by that user, the second without a title, of its to-dos, which
  /// it answers ticks of without keeping them, as the public JSONPlaceholder does, and that
  /// refuses every new user as taken.
  static func server(saving: DispatchSemaphore? = nil) throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      let path = URLComponents(string: request.path)?.path ?? ""
      let todo = #"{"userId": 3, "id": 1, "title": "Water the plants", "completed": false}"#
      switch (request.method, path) {
      case ("GET", "/posts"):
        let posts = (1...3).map { id in
          #"{"userId": 3, "id": \#(id), "title": "\#(id == 2 ? "" : "Post \(id)")", "body": "b"}"#
        }
        return .http(
          200, headers: ["X-Total-Count": "3"], body: "[\(posts.joined(separator: ","))]")
      case ("GET", "/posts/2"):
        return .http(200, body: #"{"userId": 3, "id": 2, "title": "", "body": "b"}"#)
      case ("GET", "/posts/2/comments"), ("GET", "/users/3/albums"):
        return .http(200, headers: ["X-Total-Count": "0"], body: "[]")
      case ("GET", "/users"):
        return .http(200, body: "[\(emptyUser)]")
      case ("GET", "/users/3"):
        return .http(200, body: emptyUser)
      case ("GET", "/todos"), ("GET", "/users/3/todos"):
        return .http(200, body: "[\(todo)]")
      case ("PATCH", "/todos/1"):
        return .http(200, body: todo.replacingOccurrences(of: "false", with: "true"))
      case ("PUT", "/users/3"), ("PATCH", "/users/3"):
        saving?.wait()
        return .http(200, body: emptyUser)
      case ("POST", "/users"):
        return .http(422, body: #"{"errors": {"email": ["has already been taken"]}}"#)
      default:
        return .http(404, body: "{}")
      }
    }
  }

  func browse(
    _ server: RawLoopbackServer, _ arguments: [String] = [], columns: UInt16 = 80,
    rows: UInt16 = 24
  ) throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL] + arguments,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path], columns: columns, rows: rows)
    _ = try app.requireScreen("the posts never showed") { $0.row(containing: "Post 3") != nil }
    return app
  }

  /// The rows of the screen from `first`, without the help's hint, trimmed and joined by a
  /// space.
  func text(_ screen: TerminalScreen, from first: Int = 0) -> String {
    screen.lines.dropFirst(first).map { line in
      let text = line.hasSuffix("? help") ? String(line.dropLast(6)) : line
      return text.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
  }

  @Test func aQuestionShowsNoKeysOfTheListAndAUsersListOffersX() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }

    app.type("d")
    let asked = try app.requireScreen("d never asked") { $0.line(23).contains("[y/N]") }
    check(!asked.line(23).contains("open") && !asked.line(23).contains("help"))
    app.type("n2")
    let users = try app.requireScreen("the users never showed") {
      $0.row(containing: "Ada Quill") != nil && $0.line(23).contains("user 3 · 1 of 1")
    }
    check(users.line(23).contains("x exclude"), "a user's list offers x: \(users)")
    app.type("q")
  }

  @Test(arguments: [UInt16(80), 40])
  func aFormSaysWhatTheServerRefusedInItsOwnWordsWithTheKeysThatFit(columns: UInt16) throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server, columns: columns)
    defer { _ = app.wait() }

    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.row(containing: "Ada Qu") != nil }
    app.type("c")
    let form = try app.requireScreen("c never opened the form") {
      $0.line(1).contains("New user")
    }
    check(form.line(23).hasPrefix(" new user"), "\(form)")
    check(form.line(23).contains("^S submit"), "\(form)")
    check(form.line(23).hasSuffix("^G help"), "\(form)")
    app.type("\u{07}")
    _ = try app.requireScreen("Ctrl-G never opened the help of a form") {
      $0.line(1).contains("On a form")
    }
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never closed the help") { $0.line(1).contains("New user") }
    app.type("Ada Lovelace\tada\tada@example.org\u{13}")
    let refused = try app.requireScreen("the server's refusal never showed") {
      $0.row(containing: "has already been") != nil
    }
    let email = try #require(refused.lines.firstIndex { $0.dropFirst(2).hasPrefix("email") })
    let message = try #require(refused.row(containing: "has already been"))
    check(message > email, "under its field")
    check(!refused.line(message).contains("\""), "\(refused)")
    app.type("\u{1B}y")
    _ = try app.requireScreen("the form never closed") { $0.row(containing: "Ada Qu") != nil }
    app.type("q")
  }

  @Test func aSavingFormOffersNoSubmit() throws {
    let saving = DispatchSemaphore(value: 0)
    let server = try Self.server(saving: saving)
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }
    defer { saving.signal() }
    app.type("2")
    _ = try app.requireScreen("the users never showed") {
      $0.line(23).contains("user 3 · 1 of 1")
    }
    app.type("e")
    _ = try app.requireScreen("the form never loaded") {
      $0.lines.contains { $0.contains("[ Submit ]") && $0.contains("Ctrl-S") }
    }
    app.type("e\u{13}")
    let screen = try app.requireScreen("the form never said it saves") {
      $0.line(23).contains("saving")
    }
    check(!screen.line(23).contains("^S"), "\(screen)")
    check(
      screen.lines.contains { $0.contains("[ Submit ]") && $0.contains("saving…") }, "\(screen)")
    checkEqual(screen.row(containing: "disabled"), nil, "\(screen)")
    saving.signal()
    _ = try app.requireScreen("the user was never saved") {
      $0.row(containing: "username") != nil && $0.row(containing: "[ Submit ]") == nil
    }
    app.type("q")
  }

  @Test(arguments: [UInt16(80), 40])
  func aFailedDeleteIsWrappedWhole(columns: UInt16) throws {
    let server = try Self.server()
    let app = try browse(server, columns: columns)
    defer { _ = app.wait() }

    server.stop()
    app.type("dy")
    let screen = try app.requireScreen("the failed delete never showed") {
      $0.row(containing: "Could not delete post 1") != nil
    }
    let status = try #require(screen.row(containing: "Could not delete post 1"))
    let text = text(screen, from: status)
    check(text.contains("Could not delete post 1: cannot reach 127.0.0.1"), "\(screen)")
    check(!text.contains("… "), "nothing is cut: \(screen)")
    check(screen.line(23).hasSuffix("? help") || screen.line(status).hasSuffix("? help"))
    check(screen.row(containing: "Post 1") != nil, "the row came back")
    app.type("q")
  }

  @Test func theHelpAt40ColumnsWrapsRatherThanCuts() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server, columns: 40, rows: 40)
    defer { _ = app.wait() }

    app.type("?")
    let help = try app.requireScreen("? never showed the help") {
      $0.line(1).contains("On the records of any resource")
    }
    check(!help.lines.dropFirst().dropLast().contains { $0.contains("…") }, "\(help)")
    let search = try #require(help.row(containing: "search the records:"))
    let words = text(help, from: search).split(separator: " ").joined(separator: " ")
    check(
      words.hasPrefix("/ search the records: as typed among those loaded, Enter on the server"),
      "\(help)")
    app.type(" ")
    _ = try app.requireScreen("Space never closed the help") { $0.row(containing: "Post 1") != nil }
    app.type("q")
  }

  @Test func theCounterNamesThePostWhereItsIDIsNotItsPlace() throws {
    let app = try TerminalProcess.start(["browse", "--sample"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the counter never showed") {
      $0.line(23).contains("post 1 of 100")
    }
    app.type("dy")
    _ = try app.requireScreen("the post was never deleted") {
      $0.line(23).contains("Deleted post 1.")
    }
    app.type("l")
    _ = try app.requireScreen("the counter never named post 2 in first place") {
      $0.lines.contains { $0.contains("post 2 · 1 of 99") }
    }
    app.type("j")
    _ = try app.requireScreen("the counter never named post 3 in second place") {
      $0.line(23).contains("post 3 · 2 of 99")
    }
    app.type("q")
  }

  @Test func emptyValuesAreLeftOutOrADashAndNoPositionShowsNoMap() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }

    app.type("j\r")
    let post = try app.requireScreen("the post without a title never opened") {
      $0.row(containing: "userId  3 › Ada Quill") != nil
    }
    check(post.line(0).contains("› post 2"), "named by its id: \(post)")
    checkEqual(post.row(containing: "title"), nil, "its empty title left out: \(post)")
    app.type("\r")
    let user = try app.requireScreen("the author never opened") {
      $0.row(containing: "username") != nil
    }
    for label in ["phone", "website", "suite", "catchPhrase", "lat", "Map"] {
      checkEqual(user.row(containing: label), nil, "\(label): \(user)")
    }
    check(user.row(containing: "1 Loop Rd") != nil)
    app.type("q")
  }

  @Test func aUserWithoutAnAddressIsNamedByThePostsAndListedInTheUsers() throws {
    let server = try RawLoopbackServer { request, _ in
      let path = URLComponents(string: request.path)?.path ?? ""
      let unreadable = #"{"id": 2, "name": "No Address", "username": "na", "email": "na@x.test"}"#
      let post = #"{"userId": 2, "id": 2, "title": "By an unreadable author", "body": "b"}"#
      switch path {
      case "/posts":
        let first = #"{"userId": 3, "id": 1, "title": "Post 1", "body": "b"}"#
        return .http(200, headers: ["X-Total-Count": "2"], body: "[\(first), \(post)]")
      case "/posts/2": return .http(200, body: post)
      case "/users": return .http(200, body: "[\(Self.emptyUser), \(unreadable)]")
      case "/users/2": return .http(200, body: unreadable)
      default: return .http(200, headers: ["X-Total-Count": "0"], body: "[]")
      }
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    // A user the typed model could not read is a record like any other: named, nothing left out.
    let posts = try app.requireScreen("the posts never named the user without an address") {
      $0.row(containing: "Post 1") != nil && $0.row(containing: "No Address") != nil
    }
    check(!text(posts).contains("skipped"), "\(posts)")

    app.type("2")
    let users = try app.requireScreen("the users never showed, as the server sent them") {
      $0.row(containing: "No Address") != nil && $0.row(containing: "Ada Quill") != nil
    }
    check(!text(users).contains("skipped"), "a generic list reads any record: \(users)")
    app.type(":users 2\r")
    _ = try app.requireScreen("the user the posts left out was never opened") {
      $0.line(0).contains("› No Address") && $0.row(containing: "na@x.test") != nil
    }

    app.type("1j\r")
    let opened = try app.requireScreen("the post of the user without an address never opened") {
      $0.row(containing: "userId  2 › No Address") != nil
    }
    check(opened.row(containing: "By an unreadable author") != nil, "\(opened)")
    check(!text(opened).contains("skipped"), "\(opened)")
    app.type("q")
  }

  @Test(arguments: [UInt16(80), 40])
  func aBodyThatMatchesTwiceShowsItsFirstMatch(columns: UInt16) throws {
    let app = try TerminalProcess.start(["browse", "--sample"], columns: columns, rows: 16)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("Notes on") }
    // Post 6's body says "weekend" first and "last week's" later, its title neither.
    app.type("/week\rjj")
    let screen = try app.requireScreen("the cursor never reached post 6") {
      $0.lines.contains { $0.hasPrefix("›  6  Five") }
    }
    let row = try #require(screen.lines.firstIndex { $0.hasPrefix("›  6  Five") })
    let snippet = screen.line(row + 1)
    check(snippet.hasPrefix("    body: …"), "\(screen)")
    check(snippet.contains("long weekend"), "\(screen)")
    check(!snippet.contains("last week"), "\(screen)")
    app.type("q")
  }

  @Test func aTickTheServerDidNotKeepIsSaidOnce() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try browse(server)
    defer { _ = app.wait() }

    app.type(":todos\r")
    _ = try app.requireScreen("the to-dos never showed") {
      $0.row(containing: "Water the plants") != nil
    }
    app.type(" ")
    let screen = try app.requireScreen("the status line never said the tick was not kept") {
      $0.line(23).contains("the server did not keep the change to todo 1")
    }
    let row = try #require(screen.row(containing: "Water the plants"))
    check(screen.line(row).hasSuffix("[ ]"), "the list shows what the server has: \(screen)")
    app.type("j")
    let after = try app.requireScreen("the next key never cleared it") {
      !$0.line(23).contains("did not keep")
    }
    check(!after.line(23).contains("did not keep"))
    app.type("q")
  }
}

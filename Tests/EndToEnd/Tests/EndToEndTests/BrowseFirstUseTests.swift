import Foundation
import TestSupport
import Testing

/// What a new user of `app browse` met first: the command line's jumps and the header's way
/// to the screen, the server's name, a paste on the author's row, and a form the server
/// answers with a message of no field of its own, or does not answer while it is saved.
extension BrowseTests {
  private static let save = "\u{13}"
  private static let escape = "\u{1B}"

  @Test func aJumpFromAUsersToDosLandsOnTheUsersListOverItsItem() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.line(23).contains("user 1 of 10") }
    app.type("\rt")
    _ = try waitFor(app, "t never opened the to-dos") {
      $0.line(0).contains("Margaret Holloway › todos of user 1")
    }
    app.type(":users 5\r")
    let user = try waitFor(app, ":users 5 never opened the user") {
      $0.line(0).contains("› 김서연") && $0.row(containing: "seoyeon") != nil
    }
    check(!user.line(0).contains("› todos"), "the to-dos were closed: \(user.line(0))")
    check(!user.line(0).contains("Margaret"), "\(user.line(0))")
    app.type(Self.escape)
    _ = try waitFor(app, "Esc never went back to the users list at user 5") {
      $0.line(23).contains("user 5 of 10") && $0.row(containing: "username") != nil
    }
    app.type("q")
  }

  @Test func aJumpFromAPostReplacesIt() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.type("\r")
    _ = try waitFor(app, "Enter never opened post 1") { $0.line(0).contains("› Notes on offline") }
    app.type(":posts 4\r")
    let post = try waitFor(app, ":posts 4 never opened post 4") {
      $0.line(0).contains("› Rethinking sourdough")
    }
    check(!post.line(0).contains("› Notes on offline"), "\(post.line(0))")
    app.type(Self.escape)
    _ = try waitFor(app, "Esc never went back to the posts at post 4") {
      $0.line(23).contains("post 4 of 100")
    }
    app.type("q")
  }

  @Test func theToDosOfAJumpNameTheirUser() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.type(":users 3\r")
    _ = try waitFor(app, ":users 3 never opened the user") { $0.line(23).contains("user 3 ") }
    app.type("t")
    _ = try waitFor(app, "t never named the user in the header") {
      $0.line(0).contains("› Jürgen Weiß › todos of user 3")
    }
    app.type("q")
  }

  @Test func theHeaderNamesALongServerWholeWhenThereIsRoom() throws {
    let cache = ScratchCacheHome()
    let app = try TerminalProcess.start(
      ["browse", "--base-url", "https://jsonplaceholder.typicode.com", "--offline"],
      environment: ["XDG_CACHE_HOME": cache.url.path], columns: 100)
    defer { _ = app.wait() }
    _ = try waitFor(app, "the header never named the whole server") {
      $0.line(0).hasSuffix("jsonplaceholder.typicode.com")
    }
    app.type("q")
  }

  @Test(arguments: [false, true])
  func theHeaderKeepsTheServersPortAt40Columns(deep: Bool) throws {
    let server = try RawLoopbackServer { request, _ in
      switch request.path {
      case "/users/3": return .http(200, body: RemoteServerTests.user)
      case let path where path == "/users" || path.hasPrefix("/users?"):
        return .http(200, body: "[\(RemoteServerTests.user)]")
      case let path where path.hasPrefix("/posts?"):
        return .http(200, headers: ["X-Total-Count": "1"], body: "[\(RemoteServerTests.post)]")
      default: return .http(200, body: "[]")
      }
    }
    defer { server.stop() }
    let port = String(server.baseURL.split(separator: ":").last ?? "")
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--no-cache"], columns: 40, rows: 16)
    defer { _ = app.wait() }
    _ = try waitFor(app, "the posts never showed") { $0.row(containing: "Served from") != nil }
    if deep {
      app.type("2")
      _ = try waitFor(app, "the users never showed") { $0.row(containing: "Ada Quill") != nil }
      app.type("\r")
      _ = try waitFor(app, "Enter never opened the user") {
        $0.row(containing: "username") != nil && $0.line(15).contains("user 3")
      }
    }
    let screen = try waitFor(app, "the header never ended with the port") {
      $0.line(0).hasSuffix(":\(port)")
    }
    check(TerminalText.cells(screen.line(0)) <= 40)
    if !deep { check(screen.line(0).hasSuffix("127.0.0.1:\(port)"), "\(screen.line(0))") }
    app.type("q")
  }

  @Test func aPasteOnTheAuthorsRowSearchesThePicker() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.type("c")
    _ = try waitFor(app, "c never opened the form") { $0.line(1).contains("New post") }
    app.type("\t\u{1B}[200~Hollo\u{1B}[201~")
    let picker = try waitFor(app, "the paste never searched the picker") {
      $0.row(containing: "Margaret Holloway") != nil && $0.row(containing: "Renée") == nil
    }
    checkEqual(picker.row(containing: "#Hollo"), nil)
    app.type("\r")
    let form = try waitFor(app, "Enter never picked the author") {
      $0.row(containing: "userId *  Margaret Holloway (#1)") != nil
    }
    checkEqual(form.row(containing: "positive whole number"), nil)
    app.type("\u{1B}[200~3\u{1B}[201~")
    let three = try waitFor(app, "a pasted number never searched the picker") {
      $0.row(containing: "userId *") == nil || $0.row(containing: "no user") != nil
        || $0.row(containing: "No user") != nil
    }
    checkEqual(three.row(containing: "userId *  #3"), nil)
    app.type("\(Self.escape)")
    _ = try waitFor(app, "Esc never kept the author chosen before") {
      $0.row(containing: "userId *  Margaret Holloway (#1)") != nil
    }
    app.type(Self.escape)
    _ = try waitFor(app, "Esc never asked") { $0.line(23).contains("Discard changes? [y/N]") }
    app.type("y")
    _ = try waitFor(app, "the form never closed") { $0.line(1).contains("title") }
    app.type("q")
  }
}

/// A form of `app browse` the server answers with a message of a field the form does not
/// have, and one it holds while it is saved.
@Suite("app browse, a form's save that goes astray", .onWaitingThreads)
struct BrowseFormSaveTests {
  private static let save = "\u{13}"

  /// A server with one post and one user, which answers a new user's `POST` as `answer` says,
  /// or holds it when `answer` is `nil`.
  private static func server(answer: RawLoopbackServer.Reply?) throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      if request.method == "POST" { return answer ?? .hold(Data()) }
      if request.path.hasPrefix("/users") {
        return .http(200, body: "[\(RemoteServerTests.user)]")
      }
      return .http(200, headers: ["X-Total-Count": "1"], body: "[\(RemoteServerTests.post)]")
    }
  }

  /// Starts the browser on `server` and opens the new user's form, filled in.
  private func fillNewUser(_ server: RawLoopbackServer) throws -> TerminalProcess {
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL, "--no-cache"])
    _ = try app.requireScreen("the posts never showed") { $0.row(containing: "Served") != nil }
    app.type("2")
    _ = try app.requireScreen("the users never loaded") { $0.row(containing: "Ada Quill") != nil }
    app.type("c")
    _ = try app.requireScreen("c never opened the form") { $0.line(1).contains("New user") }
    app.type("Ada Lovelace\tada\tada@example.org")
    _ = try app.requireScreen("the form was never filled") { $0.row(containing: ".org") != nil }
    return app
  }

  @Test(arguments: [
    #"{"errors": {"field0": ["is not allowed"]}}"#, #"{"errors": {"base": ["is not allowed"]}}"#,
  ])
  func aMessageOfNoFieldOfTheFormLetsItBeSentAgain(body: String) throws {
    let server = try Self.server(answer: .http(422, body: body))
    defer { server.stop() }
    let app = try fillNewUser(server)
    defer { _ = app.wait() }
    app.type(Self.save)
    let rejected = try app.requireScreen("the server's message never showed") {
      $0.row(containing: "is not allowed") != nil
    }
    checkEqual(rejected.row(containing: "disabled until"), nil, "Submit is not disabled")
    let message = try #require(rejected.row(containing: "is not allowed"))
    let username = try #require(rejected.row(containing: "username"))
    check(message < username, "above the fields, under none: \(rejected.lines)")
    app.type(Self.save)
    _ = try app.requireScreen("Ctrl-S never sent the form again, and had its answer") {
      server.receivedRequests.filter { $0.method == "POST" }.count == 2
        && $0.line(23).contains("^S submit")
    }
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never asked") { $0.line(23).contains("Discard changes? [y/N]") }
    app.type("y")
    _ = try app.requireScreen("y never left the form") { $0.row(containing: "username") != nil }
    app.type("q")
  }

  @Test func ctrlCWhileTheFormSavesSaysWhatWasSentAndNotConfirmed() throws {
    let server = try Self.server(answer: nil)
    defer { server.stop() }
    let app = try fillNewUser(server)
    app.type(Self.save)
    let saving = try app.requireScreen("the form never said it saves") {
      $0.line(23).contains("saving new user")
    }
    check(!saving.line(23).contains("esc back"), "Esc does not leave while it saves")
    app.type("\u{03}")
    let result = app.wait()
    checkEqual(result.status, 130)
    check(
      result.output.contains(
        "POST \(server.baseURL)/users was sent and got no answer before Ctrl-C; it may have"))
    check(result.output.contains("check with GET \(server.baseURL)/users before sending it"))
  }
}

import Foundation
import TestSupport
import Testing

/// `:NAME` as people type it, in `app browse` on a pseudo-terminal: a resource's singular
/// (`:post 7`, `:user Ervin`) and the start of its name or singular that no other's starts
/// (`:pos 7`, `:use 2`), the same for every resource; the start of several names lists them and
/// does nothing else, and a name or singular whole wins over the start of another.
@Suite("app browse: :NAME takes a singular and the start of a name", .onWaitingThreads)
struct BrowseCommandNamesTests {
  private let browse = BrowseTests()
  let cacheHome = ScratchCacheHome()

  @Test func theSingularAndTheStartOfANameOpenARecordAndSeveralStartsListTheirTabs() throws {
    let (app, _) = try browse.start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try browse.waitFor(app, "the users never showed") { $0.line(23).contains("user 1 of") }
    app.type(":post 7\r")
    _ = try browse.waitFor(app, ":post 7 never opened post 7") {
      $0.line(0).contains("[Posts]") && $0.line(2).contains("Ramen notes")
        && $0.line(23).contains("post 7")
    }
    app.type("\u{1B}2")
    _ = try browse.waitFor(app, "the users never showed again") {
      $0.line(0).contains("[Users]") && $0.line(23).contains("user 1 of")
    }
    app.type(":pos 7\r")
    _ = try browse.waitFor(app, ":pos 7 never opened post 7") {
      $0.line(0).contains("[Posts]") && $0.line(2).contains("Ramen notes")
    }
    app.type(":use 2\r")
    _ = try browse.waitFor(app, ":use 2 never opened user 2") {
      $0.line(0).contains("[Users]") && $0.line(0).contains("Renée Fontaine")
    }
    app.type(":p 7\r")
    let ambiguous = try browse.waitFor(app, ":p never listed the tabs it starts") {
      $0.line(23).contains(":p is posts or photos: type more")
    }
    check(ambiguous.line(0).contains("[Users]") && ambiguous.line(0).contains("Renée Fontaine"))
    app.type(":q\r")
    checkEqual(app.wait().status, 0)
  }

  /// JSONPlaceholder's first two users, and a resource whose name `users`'s singular starts.
  static let database = """
    {"users": [
      {"id": 1, "name": "Leanne Graham", "username": "Bret", "email": "Sincere@april.biz"},
      {"id": 2, "name": "Ervin Howell", "username": "Antonette", "email": "Shanna@melissa.tv"}
    ],
    "usernames": [{"id": 1, "name": "Bret"}, {"id": 2, "name": "Antonette"}]}
    """

  @Test func aSingularWholeWinsOverTheStartOfAnotherName() async throws {
    try await ServeProcess.served(Self.database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the users never showed") {
        $0.line(23).contains("user 1 of 2")
      }
      app.type("2")
      _ = try app.requireScreen("the usernames never showed") {
        $0.line(0).contains("[Usernames]") && $0.line(23).contains("1 of 2")
      }
      app.type(":user Ervin\r")
      _ = try app.requireScreen(":user Ervin never opened Ervin Howell") {
        $0.line(0).contains("[Users]") && $0.line(0).contains("Ervin Howell")
          && $0.row(containing: "username  Antonette") != nil
      }
      app.type(":use 1\r")
      let ambiguous = try app.requireScreen(":use never listed the tabs it starts") {
        $0.line(23).contains(":use is users or usernames: type more")
      }
      check(ambiguous.line(0).contains("Ervin Howell"), "nothing else was done")
      app.type(":usern 1\r")
      _ = try app.requireScreen(":usern 1 never opened the username") {
        $0.line(0).contains("[Usernames]") && $0.row(containing: "name  Bret") != nil
      }
      app.type("q")
      checkEqual(app.wait().status, 0)
    }
  }
}

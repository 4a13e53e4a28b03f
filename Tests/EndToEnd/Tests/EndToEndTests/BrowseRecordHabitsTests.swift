import Foundation
import TestSupport
import Testing

/// `app browse`'s generic tabs doing what the posts taught them, on a pseudo-terminal: `o`
/// opens a record's web address, the cursor follows a record an edit moved in the order, and a
/// record opened from a list shows at once, kept when its refresh fails.
@Suite("app browse: the generic tabs' habits", .onWaitingThreads)
struct BrowseRecordHabitsTests {
  let cacheHome = ScratchCacheHome()

  @Test func oOpensAPhotosAddressOnThePhotosTabAndSaysWhenARecordHasNone() throws {
    // No browser on the path: the address is said, to be opened by hand.
    let app = try TerminalProcess.start(
      ["browse", "--sample", "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path, "PATH": "/nonexistent"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(23).contains("post 1") }
    app.type("5")
    _ = try app.requireScreen("the photos never showed") { $0.line(23).contains("photo 1 of ") }
    app.type("o")
    _ = try app.requireScreen("o never opened the photo's address") {
      $0.line(23).contains("no browser could be started: https://")
    }
    app.type("3")
    _ = try app.requireScreen("the comments never showed") { $0.line(23).contains("comment 1") }
    app.type("o")
    _ = try app.requireScreen("o on a comment never said it has no address") {
      $0.line(23).contains("comment 1 has no web address to open")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  /// A comment's post and a photo's album open as their tabs open them (an album as its photos,
  /// JSONPlaceholder's add-on), and Esc comes back to the record.
  @Test func aCommentsPostAndAPhotosAlbumOpenOnTheirOwnScreens() throws {
    let app = try TerminalProcess.start(
      ["browse", "--sample", "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(23).contains("post 1") }
    // Typed ahead: the comment opens as its list has it, and the second Enter waits for the
    // link to its post that the comment's read finds.
    app.type("3\r\r")
    let post = try app.requireScreen("the comment's post never opened on the post's screen") {
      $0.line(23).contains("post 1") && $0.row(containing: "comments  5 ›") != nil
    }
    check(post.row(containing: "userId  1 › Margaret Holloway") != nil, "\(post)")
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never came back to the comment") {
      $0.line(23).contains("comment 1") && $0.row(containing: "postId") != nil
    }
    app.type("5\r\r")
    _ = try app.requireScreen("the photo's album never opened on its grid") {
      $0.line(0).contains("photos of album 1") && $0.line(23).contains("photo 1 of 50")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func theCursorFollowsARecordAnEditMovedInTheOrder() async throws {
    let database = #"{"plants": [{"id": 1, "name": "Fern"}, {"id": 2, "name": "Olive"}]}"#
    try await ServeProcess.served(database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the plants never showed") {
        $0.line(23).contains("plant 1 of 2")
      }
      app.type("Sn")
      _ = try app.requireScreen("the plants were never sorted by name") {
        $0.lines.joined().contains("sorted by name")
      }
      app.type("e")
      _ = try app.requireScreen("e never opened Fern's form") {
        $0.row(containing: "Edit plant 1") != nil
      }
      app.type("\u{15}Zinnia\u{13}")
      let moved = try app.requireScreen("the cursor did not follow the plant the edit moved") {
        $0.row(containing: "Edit") == nil && $0.line(23).contains("plant 1 · 2 of 2")
      }
      check(moved.lines.contains { $0.hasPrefix("›") && $0.contains("Zinnia") }, "\(moved)")
      app.type("q")
    }
  }
}

extension BrowseRecordHabitsTests {
  @Test func aPostEditedFromTheListShowsItsCommentsOnceOpened() async throws {
    let database = """
      {"posts": [{"userId": 3, "id": 1, "title": "Old title", "body": "b"}],
       "users": [\(RemoteServerTests.user)],
       "comments": [{"postId": 1, "id": 1, "name": "First comment", "email": "a@b.test", "body": "x"},
                    {"postId": 1, "id": 2, "name": "Second comment", "email": "c@d.test", "body": "y"}]}
      """
    try await ServeProcess.served(database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the posts never showed") { $0.row(containing: "Old title") != nil }
      app.type("e")
      _ = try app.requireScreen("e never opened the post's form") {
        $0.row(containing: "Edit post 1") != nil
      }
      // The form opens on the title, as the list's columns do.
      app.type("\u{15}New title\u{13}")
      _ = try app.requireScreen("the saved post never showed in the list") {
        $0.line(2).hasPrefix("›  1  New title") && $0.line(23).contains("post 1 of 1")
      }
      app.type("\r")
      _ = try app.requireScreen("the saved post never showed its comments") {
        $0.row(containing: "title   New title") != nil && $0.row(containing: "comments  2 ›") != nil
      }
      app.type("\u{1B}q")
    }
  }

  @Test func aRecordOpenedFromAListShowsAtOnceAndAFailedRefreshKeepsIt() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.failures.withLock { $0["/books/3"] = .http(503, body: #"{"error": "busy"}"#) }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", shop.baseURL, "--color", "never", "--retries", "0"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the authors never showed") {
      $0.line(23).contains("author 1 of 10")
    }
    app.type("2")
    _ = try app.requireScreen("the books never showed") { $0.line(23).contains("book 1 of 60") }
    app.type("jj\r")
    _ = try app.requireScreen("the book was not kept shown when its read failed") {
      $0.line(0).contains("Book 3") && $0.row(containing: "title     Book 3") != nil
        && $0.line(23).contains("r to retry:") && $0.line(23).contains("503")
    }
    shop.failures.withLock { $0["/books/3"] = nil }
    app.type("r")
    _ = try app.requireScreen("r never brought the book's link") {
      $0.row(containing: "authorId  4 › Author 4") != nil && $0.line(23).contains("updated")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}

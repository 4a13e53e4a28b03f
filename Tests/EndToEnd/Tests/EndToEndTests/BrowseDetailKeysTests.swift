import Foundation
import Testing

/// `app browse` on a pseudo-terminal: the keys pressed while a post, a user or an album's
/// photos load take effect in order once they have come.
@Suite("app browse, keys pressed while a detail loads", .onWaitingThreads)
struct BrowseDetailKeysTests {
  private let browse = BrowseTests()

  /// The cursor starts on a post's author, its first link: Enter opens them.
  @Test func enterPressedWhileThePostLoadsOpensItsAuthor() throws {
    let (app, _) = try browse.start(["--latency", "1s"])
    defer { _ = app.wait() }

    app.type("\r\r")
    _ = try browse.waitFor(app, "the Enter pressed while the post loaded was lost") {
      $0.line(0).contains("› Margaret Holloway") && $0.line(23).contains("user 1")
    }
    app.type("q")
  }

  @Test func tPressedWhileTheUserLoadsOpensTheirToDos() throws {
    let (app, _) = try browse.start(["--latency", "1s"])
    defer { _ = app.wait() }

    app.type("2\rt")
    _ = try browse.waitFor(app, "the t pressed while the user loaded was lost") {
      $0.line(0).contains("todos of user 1") && $0.line(23).contains("todo 1 of 20")
    }
    app.type("\u{1B}")
    _ = try browse.waitFor(app, "Esc never left the to-dos") { $0.line(23).contains("user 1 · ") }
    app.type("\u{1B}")
    _ = try browse.waitFor(app, "Esc never left the user") {
      $0.line(23).contains("user 1 of 10")
    }
    app.type("q")
  }

  @Test func movesAndEnterPressedWhileThePhotosLoadOpenThePhotoMovedTo() throws {
    let (app, _) = try browse.start(["--latency", "1s"])
    defer { _ = app.wait() }

    app.type("4\rl\r")
    _ = try browse.waitFor(app, "the keys pressed while the photos loaded were lost") {
      $0.line(23).contains("photo 2") && $0.row(containing: "Quiet bakery window at dusk") != nil
    }
    app.type("q")
  }
}

import Foundation
import Testing

/// Moving over a user's albums in `app browse`, and back up to the top of their screen.
@Suite("app browse, a user's albums", .onWaitingThreads)
struct BrowseUserAlbumsTests {
  /// Starts `app browse --sample` at `columns` by `rows` and opens user 1.
  func onUser1(columns: UInt16 = 80, rows: UInt16 = 24) throws -> TerminalProcess {
    let app = try TerminalProcess.start(["browse", "--sample"], columns: columns, rows: rows)
    let status = Int(rows) - 1
    _ = try app.requireScreen("the posts never showed") { $0.line(status).contains("of 100") }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(status).contains("user 1 of") }
    app.type("\r")
    _ = try app.requireScreen("the user never showed") { $0.line(status).contains("line 1 of") }
    return app
  }

  @Test func movingUpFromTheAlbumsScrollsBackToTheName() throws {
    let app = try onUser1()
    defer { _ = app.wait() }
    app.type("jjjjj")
    _ = try app.requireScreen("j never moved over the albums") {
      $0.line(23).contains("user 1 · line") && !$0.line(23).contains("line 1 of")
    }
    app.type("kkkkkkkk")
    let top = try app.requireScreen("k never scrolled back to the top") {
      $0.line(23).contains("user 1 · line 1 of")
    }
    #expect(top.line(1).contains("Margaret Holloway"))
    app.type("q")
  }

  @Test func onASmallWindowDownScrollsALineAndNotPastTheMap() throws {
    let app = try onUser1(columns: 40, rows: 12)
    defer { _ = app.wait() }
    app.type("j")
    _ = try app.requireScreen("j never scrolled one line") {
      $0.line(11).contains("line 2 of")
    }
    app.type("q")
  }

  @Test func oneJScrollsOneLineTowardsTheAlbumsRatherThanJumpingToThem() throws {
    let app = try onUser1()
    defer { _ = app.wait() }
    app.type("j")
    _ = try app.requireScreen("j never scrolled one line") {
      $0.line(23).contains("user 1 · line 2 of")
    }
    app.type("q")
  }
}

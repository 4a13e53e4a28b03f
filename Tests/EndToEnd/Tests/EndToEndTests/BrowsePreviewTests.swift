import Foundation
import TestSupport
import Testing

/// `app browse` on a pseudo-terminal from 120 columns: the record under a list's cursor is
/// shown beside the list, and follows the cursor; narrower, the list takes the whole width.
@Suite("app browse, the preview beside a list", .onWaitingThreads)
struct BrowsePreviewTests {
  private let browse = BrowseTests()

  @Test func thePreviewFollowsTheCursorAndGoesAwayBelow120Columns() throws {
    let (app, _) = try browse.start(columns: 130, rows: 30)
    defer { _ = app.wait() }
    var screen = try browse.waitFor(app, "no preview of the first post") {
      $0.line(1).contains("│ Notes on offline-first apps")
        && $0.line(5).contains("│ userId  Margaret Holloway")
    }
    check(screen.line(6).contains("│ body    My neighbour revisited t"))
    app.type("j")
    screen = try browse.waitFor(app, "the preview did not follow the cursor") {
      $0.line(1).contains("│ A short guide to paper notebooks")
    }
    app.type("2")
    screen = try browse.waitFor(app, "no preview of the first user") {
      $0.line(1).contains("│ Margaret Holloway")
        && $0.lines.contains { $0.contains("│ name") && $0.contains("Margaret Holloway") }
        && $0.lines.contains { $0.contains("│ email ") }
    }
    app.resize(columns: 100, rows: 30)
    screen = try browse.waitFor(app, "the preview stayed at 100 columns") {
      $0.columns == 100 && !$0.lines.contains { $0.contains("│") }
    }
    check(screen.line(1).contains("email"))
    app.type("q")
  }
}

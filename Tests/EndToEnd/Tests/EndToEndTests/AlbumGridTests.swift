import Foundation
import TestSupport
import Testing

/// The Albums tab of `app browse` and `app photos --grid`, on a pseudo-terminal.
@Suite("album grid", .onWaitingThreads)
struct AlbumGridTests {
  /// Starts `app browse --sample` at `columns`×`rows`, and opens album 1 from the Albums tab.
  private func openAlbum1(
    columns: UInt16, rows: UInt16, environment: [String: String] = [:],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> TerminalProcess {
    let app = try TerminalProcess.start(
      ["browse", "--sample"], environment: environment, columns: columns, rows: rows,
      sourceLocation: sourceLocation)
    _ = try app.requireScreen("the posts never showed", sourceLocation: sourceLocation) {
      $0.line(2).contains("Notes on offlin")
    }
    app.type("4")
    _ = try app.requireScreen("the albums never showed", sourceLocation: sourceLocation) {
      $0.line(2).hasPrefix("›  1") && $0.line(Int(rows) - 1).contains("album 1 of 100")
    }
    app.type("\r")
    _ = try app.requireScreen("album 1 never opened", sourceLocation: sourceLocation) {
      $0.line(0).contains("photos of album 1")
        && $0.line(Int(rows) - 1).contains("photo 1 of 50")
    }
    return app
  }

  @Test(arguments: [(UInt16(80), UInt16(24), 4), (40, 12, 2)])
  func album1IsAGridOf50TilesWhoseLastIsReachable(columns: UInt16, rows: UInt16, perRow: Int)
    throws
  {
    // Without colour, the swatches are a pattern: `▓` for the cursor's, `░` for the others.
    let app = try openAlbum1(columns: columns, rows: rows, environment: ["NO_COLOR": "1"])
    let screen = app.screen
    let tiles = screen.line(1).replacingOccurrences(of: "▓", with: "░")
      .components(separatedBy: String(repeating: "░", count: 16))
    checkEqual(tiles.count - 1, perRow, "\(perRow) tiles to a row:\n\(screen.description)")
    check(screen.line(4).hasPrefix("  ›"), "the cursor's title is marked")
    app.type("G")
    _ = try app.requireScreen("G never reached the 50th photo") {
      $0.line(Int(rows) - 1).contains("photo 50 of 50")
    }
    app.type("\u{1B}[D")
    _ = try app.requireScreen("← never moved to the 49th photo") {
      $0.line(Int(rows) - 1).contains("photo 49 of 50")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func enterOnATileShowsItsAddressesAndOShowsTheURLWithoutXdgOpen() throws {
    let app = try openAlbum1(
      columns: 80, rows: 24, environment: ["PATH": "/nonexistent", "NO_COLOR": "1"])
    app.type("l\r")
    let photo = try app.requireScreen("the photo never opened") {
      $0.row(containing: "thumbnailUrl") != nil
    }
    let url = try #require(photo.lines.first { $0.hasPrefix("  url") })
    check(url.contains("https://sample.invalid/photos/600/"))
    check(photo.line(23).contains("photo 2"))
    _ = try app.requireScreen("the photo's album was never named") {
      $0.row(containing: "1 › Weekend in Hobart") != nil
    }
    app.type("o")
    _ = try app.requireScreen("o never showed the address") {
      ($0.line(22) + $0.line(23)).contains(
        "no browser could be started: https://sample.invalid/photos/600/")
    }
    app.type("\u{1B}")
    _ = try app.requireScreen("Esc never went back to the grid") {
      $0.line(23).contains("photo 2 of 50")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func photosGridPrintsTheTilesOnATerminal() throws {
    let result = try TerminalProcess.run(
      ["photos", "--album", "1", "--grid", "--sample", "--no-pager"],
      environment: ["COLORTERM": "truecolor"], columns: 40)

    checkEqual(result.status, 0)
    check(result.output.contains("\u{1B}[0;48;2;"))
    check(result.output.contains("50 photos"))
  }

  @Test func aUsersAlbumOpensFromTheirScreen() throws {
    // Tall enough for the whole of the user's screen, down to the records that point to them.
    let app = try TerminalProcess.start(["browse", "--sample"], rows: 50)
    _ = try app.requireScreen("the posts never showed") { $0.line(49).contains("of 100") }
    app.type("2")
    _ = try app.requireScreen("the users never showed") { $0.line(49).contains("user 1 of") }
    app.type("\r")
    // Their albums are among the records that point to them, read after the user: the cursor
    // is on the first, their posts, and j moves to the albums.
    _ = try app.requireScreen("the user's records never showed") {
      $0.lines.contains { $0.hasPrefix("›") && $0.contains("posts   10 ›") }
        && $0.row(containing: "albums  10 ›") != nil
    }
    app.type("j")
    let user = try app.requireScreen("j never moved to the albums") {
      $0.lines.contains { $0.hasPrefix("›") && $0.contains("albums  10 ›") }
    }
    check(user.line(49).contains("user 1"))
    app.type("\r")
    _ = try app.requireScreen("the user's albums never opened") {
      $0.line(0).contains("albums of user 1")
        && $0.row(containing: "Rainy days in Cape Town") != nil
    }
    app.type("j\r")
    _ = try app.requireScreen("the album never opened") {
      $0.line(0).contains("photos of album 2") && $0.line(49).contains("photo 51 · 1 of 50")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func oOnAPhotoSaysItOpensTheAddress() throws {
    // An `xdg-open` that opens nothing and succeeds.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "xdg-open-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let opener = folder.appendingPathComponent("xdg-open")
    try Data("#!/bin/sh\nexit 0\n".utf8).write(to: opener)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: opener.path)
    let app = try openAlbum1(
      columns: 80, rows: 24, environment: ["PATH": folder.path, "NO_COLOR": "1"])
    app.type("\r")
    _ = try app.requireScreen("the photo never opened") {
      $0.row(containing: "thumbnailUrl") != nil
    }
    app.type("o")
    _ = try app.requireScreen("o said nothing") {
      $0.line(23).contains("opening https://sample.invalid/photos/600/")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }
}

import Foundation
import TestSupport
import Testing

/// The world map on a user's screen in `app browse`.
@Suite("app browse, a user's map", .onWaitingThreads)
struct BrowseUserMapTests {
  @Test func user1sScreenShowsTheMapWithAPinInMelbourne() throws {
    let app = try TerminalProcess.start(["browse", "--sample"], columns: 80, rows: 40)
    defer { _ = app.wait() }
    _ = try #require(
      app.waitForScreen { $0.line(2).contains("Notes on offline-first apps") },
      "the posts never showed:\n\(app.screen.description)")

    app.type("2")
    _ = try #require(
      app.waitForScreen { $0.line(39).contains("user 1 of 10") },
      "the users never loaded:\n\(app.screen.description)")
    app.type("\r")
    let screen = try #require(
      app.waitForScreen { $0.row(containing: "● -37.81, 144.96") != nil },
      "the map never showed:\n\(app.screen.description)")

    let heading = try #require(
      screen.lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Map" })
    let pin = try #require(screen.row(containing: "● -37.81, 144.96"))
    checkEqual(pin - heading, 11, "ten lines of map and the coordinates under it")
    let map = (heading + 1..<pin).map { screen.line($0) }
    check(
      map.allSatisfy { line in
        line.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
      }, "every line of the map has land")
    checkEqual(map.count { $0.contains("●") }, 1, "one pin")
    app.type("q")
  }
}

import Foundation
import Testing

/// `app browse` on a database the test writes, whose records have fields of kinds the browser
/// draws and acts on whatever the resource: a chore's `done`, flipped with Space, saved, undone
/// with `u` and filtered with `f`; a place's `geo` pinned on a map and its long text laid out
/// as prose; on a pseudo-terminal against `app serve`.
@Suite("app browse: fields by their kind, on any resource", .onWaitingThreads)
struct BrowseFieldKindsTests {
  let cacheHome = ScratchCacheHome()

  static let chores = #"""
    {"chores": [
      {"id": 1, "title": "Water the plants", "done": false},
      {"id": 2, "title": "Take out the bins", "done": true},
      {"id": 3, "title": "Fold the laundry", "done": false}
    ]}
    """#

  @Test func spaceFlipsAChoresDoneUFlipsItBackAndFFiltersByIt() async throws {
    try await browsing(Self.chores) { app in
      func done(_ title: String, _ value: String, on screen: TerminalScreen) -> Bool {
        screen.row(containing: title).map { screen.line($0).hasSuffix(value) } ?? false
      }

      _ = try app.requireScreen("the chores never showed with their done") {
        $0.line(0).hasPrefix("[Chores]") && done("Water the plants", "false", on: $0)
          && $0.line(23).contains("␣ flip")
      }
      app.type(" ")
      _ = try app.requireScreen("Space never flipped the chore's done") {
        done("Water the plants", "true", on: $0)
      }
      app.type("r")
      _ = try app.requireScreen("the server never kept the flip") {
        done("Water the plants", "true", on: $0) && $0.line(23).contains("up to date")
      }
      app.type("u")
      _ = try app.requireScreen("u never flipped the chore back") {
        done("Water the plants", "false", on: $0) && $0.line(23).contains("undone")
      }

      app.type("f")
      _ = try app.requireScreen("f never showed only the chores done") {
        $0.line(23).contains("only done") && $0.row(containing: "Take out the bins") != nil
          && $0.row(containing: "Water the plants") == nil
      }
      app.type("f")
      _ = try app.requireScreen("f never showed only the chores not done") {
        $0.line(23).contains("only not done") && $0.row(containing: "Take out the bins") == nil
          && $0.row(containing: "Fold the laundry") != nil
      }
      app.type(" ")
      _ = try app.requireScreen("the chore flipped out of the filter left the cursor at once") {
        done("Water the plants", "true", on: $0) && $0.row(containing: "›") != nil
      }
      app.type("j")
      _ = try app.requireScreen("the chore done never left the filter once the cursor moved") {
        $0.row(containing: "Water the plants") == nil && $0.line(23).contains("chore 3 · 1 of 1")
      }
      app.type("f")
      _ = try app.requireScreen("f never showed every chore again") {
        !$0.line(23).contains("only") && $0.line(23).contains("of 3")
      }
      app.type("q")
      #expect(app.wait().status == 0)
    }
  }

  static let places = #"""
    {"places": [
      {"id": 1, "name": "Opera House", "geo": {"lat": "-33.857", "lng": "151.215"}},
      {"id": 2, "name": "Nowhere in particular",
       "about": "A field, a fence, and the road that runs past them both on its way to town.\nQuiet."}
    ]}
    """#

  @Test func aPlacesGeoIsPinnedOnAMapAndItsLongTextIsProse() async throws {
    try await browsing(Self.places) { app in

      _ = try app.requireScreen("the places never showed") {
        $0.line(0).hasPrefix("[Places]") && $0.row(containing: "Opera House") != nil
      }
      app.type("\r")
      let opened = try app.requireScreen("the place never showed its map") {
        $0.line(0).contains("› Opera House") && $0.row(containing: "Map") != nil
          && $0.row(containing: "● -33.86, 151.22") != nil
      }
      let map = try #require(opened.row(containing: "Map"))
      #expect(opened.lines[(map + 1)...].contains { $0.contains("●") && !$0.contains("-33") })
      app.type("\u{1B}j\r")
      let plain = try app.requireScreen("the place without a geo never opened, or showed a map") {
        $0.line(0).contains("› Nowhere in particular") && $0.row(containing: "Map") == nil
          && $0.row(containing: "A field, a fence") != nil
      }
      let about = try #require(plain.row(containing: "about"), "its long text under its name")
      #expect(plain.line(about).trimmingCharacters(in: .whitespaces) == "about")
      #expect(plain.line(about + 1).contains("A field, a fence, and the road that runs past"))
      #expect(plain.line(about + 2).contains("Quiet."), "its own line break kept")
      app.type("q")
      #expect(app.wait().status == 0)
    }
  }

  /// Runs `body` with `app browse` of `app serve` on `database`, waited for once it ends.
  private func browsing(
    _ database: String, _ body: (TerminalProcess) throws -> Void
  ) async throws {
    try await ServeProcess.served(database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      try body(app)
    }
  }
}

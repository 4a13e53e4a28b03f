import Foundation
import TestSupport
import Testing

/// `app browse` on a database the test writes, whose records have fields of kinds the browser
/// draws and acts on whatever the resource: a chore's `done`, flipped with Space, saved, undone
/// with `u` and filtered with `f`; a place's `geo` pinned on a map and its long text laid out
/// as prose; images shown as tiles in their colours and colours drawn as swatches; on a
/// pseudo-terminal against `app serve`.
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
        $0.line(0).hasPrefix("[Chores]") && done("Water the plants", "[ ]", on: $0)
          && $0.line(23).contains("␣ flip")
      }
      app.type(" ")
      _ = try app.requireScreen("Space never flipped the chore's done") {
        done("Water the plants", "[x]", on: $0)
      }
      app.type("r")
      _ = try app.requireScreen("the server never kept the flip") {
        done("Water the plants", "[x]", on: $0) && $0.line(23).contains("up to date")
      }
      app.type("u")
      _ = try app.requireScreen("u never flipped the chore back") {
        done("Water the plants", "[ ]", on: $0) && $0.line(23).contains("undone")
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
        done("Water the plants", "[x]", on: $0) && $0.row(containing: "›") != nil
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
      checkEqual(app.wait().status, 0)
    }
  }

  @Test func aFlipTheServerAnswersWithoutKeepingItIsSaidByTheReadAfterIt() throws {
    let chores = #"[{"id": 1, "title": "Water the plants", "done": false}]"#
    // The public JSONPlaceholder's way: a change is answered as saved, and never kept.
    let server = try RawLoopbackServer { request, _ in
      let path = String(request.path.split(separator: "?").first ?? "")
      switch (request.method, path) {
      case ("GET", "/chores"): return .http(200, headers: ["X-Total-Count": "1"], body: chores)
      case ("PATCH", "/chores/1"):
        return .http(200, body: #"{"id": 1, "title": "Water the plants", "done": true}"#)
      default: return .http(404, body: "{}")
      }
    }
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--resource", "chores", "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    func done(_ value: String, on screen: TerminalScreen) -> Bool {
      screen.row(containing: "Water the plants").map { screen.line($0).hasSuffix(value) } ?? false
    }

    _ = try app.requireScreen("the chore never showed") { done("[ ]", on: $0) }
    app.type(" ")
    _ = try app.requireScreen("Space never flipped the chore") { done("[x]", on: $0) }
    // Once the change is answered, the list is read again, quietly, and says what it found.
    _ = try app.requireScreen("the read never said that the server did not keep the flip") {
      done("[ ]", on: $0)
        && $0.line(23).contains("the server did not keep the change to chore 1")
    }
    app.type("r")
    _ = try app.requireScreen("the next read said it again") {
      $0.line(23).contains("up to date")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
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
      check(opened.lines[(map + 1)...].contains { $0.contains("●") && !$0.contains("-33") })
      app.type("\u{1B}j\r")
      let plain = try app.requireScreen("the place without a geo never opened, or showed a map") {
        $0.line(0).contains("› Nowhere in particular") && $0.row(containing: "Map") == nil
          && $0.row(containing: "A field, a fence") != nil
      }
      let about = try #require(plain.row(containing: "about"), "its long text under its name")
      checkEqual(plain.line(about).trimmingCharacters(in: .whitespaces), "about")
      check(plain.line(about + 1).contains("A field, a fence, and the road that runs past"))
      check(plain.line(about + 2).contains("Quiet."), "its own line break kept")
      app.type("q")
      checkEqual(app.wait().status, 0)
    }
  }

  static let images = #"""
    {"images": [
      {"id": 1, "title": "Sunlit bridge", "url": "https://via.placeholder.com/600/92c952",
       "thumbnailUrl": "https://via.placeholder.com/150/92c952"},
      {"id": 2, "title": "Windy tram stop", "url": "https://via.placeholder.com/600/771796",
       "thumbnailUrl": "https://via.placeholder.com/150/771796"},
      {"id": 3, "title": "Harbour at dusk", "url": "https://via.placeholder.com/600/24f355",
       "thumbnailUrl": "https://via.placeholder.com/150/24f355"},
      {"id": 4, "title": "Empty market", "url": "https://via.placeholder.com/600/d32776",
       "thumbnailUrl": "https://via.placeholder.com/150/d32776"},
      {"id": 5, "title": "Night ferry", "url": "https://via.placeholder.com/600/f66b97",
       "thumbnailUrl": "https://via.placeholder.com/150/f66b97"}
    ],
    "colours": [
      {"id": 1, "name": "Dusk", "hex": "#ff8800"},
      {"id": 2, "name": "Sea", "hex": "#0af", "logo": "https://example.com/sea.png"}
    ]}
    """#

  @Test func imagesShowAsTilesInTheirColoursAndAColourAsASwatch() async throws {
    try await browsing(
      Self.images, color: "always", environment: ["COLORTERM": "truecolor"]
    ) { app in
      _ = try app.requireScreen("the images never showed with v") {
        $0.line(0).hasPrefix("[Images]") && $0.row(containing: "Sunlit bridge") != nil
          && $0.line(23).contains("v tiles")
      }
      app.type("v")
      let tiles = try app.requireScreen("v never showed the images as tiles") {
        $0.line(4).hasPrefix("  1 Sunlit bridge") && $0.line(23).contains("v rows")
      }
      check(tiles.line(4).contains("4 Empty market"), "4 tiles to a row at 80 columns")
      checkEqual(tiles.row(containing: "thumbnailUrl"), nil, "no header over the tiles")
      check(app.waitFor("48;2;146;201;82"), "the first tile in 92c952")
      app.type("lj")
      _ = try app.requireScreen("l then j never went to the tile below the second") {
        $0.line(23).contains("image 5 of 5")
      }
      app.type("v")
      _ = try app.requireScreen("v never showed the rows again, the cursor kept") {
        $0.lines.contains { $0.hasPrefix("›") && $0.contains("Night ferry") }
          && $0.row(containing: "thumbnailUrl") != nil
      }
      app.type("\r")
      let image = try app.requireScreen("the image never showed its swatches") {
        $0.line(0).contains("› Night ferry") && $0.row(containing: "Swatches") != nil
      }
      let heading = try #require(image.row(containing: "Swatches"))
      check(image.line(heading + 4).contains("url"))
      check(image.line(heading + 4).contains("thumbnailUrl"))
      check(app.waitFor("48;2;246;107;151"), "the image's swatch in f66b97")

      app.type("2\r")
      _ = try app.requireScreen("the colour never showed its swatch") {
        $0.line(0).contains("› Dusk") && $0.row(containing: "Swatches") != nil
      }
      check(app.waitFor("48;2;255;136;0"))
      app.type("\u{1B}j\r")
      let sea = try app.requireScreen("the second colour never showed its swatches") {
        $0.line(0).contains("› Sea") && $0.row(containing: "Swatches") != nil
      }
      let seaHeading = try #require(sea.row(containing: "Swatches"))
      check(
        sea.line(seaHeading + 1).contains(String(repeating: "░", count: 16)),
        "a logo of no known colour")
      check(app.waitFor("48;2;0;170;255"), "#0af")
      app.type("q")
      checkEqual(app.wait().status, 0)
    }
  }

  @Test func theSamplesPhotosShowAsTilesInTheColoursTheirAddressesName() throws {
    let app = try TerminalProcess.start(
      ["browse", "--sample", "--color", "always"],
      environment: ["COLORTERM": "truecolor", "XDG_CACHE_HOME": cacheHome.url.path])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(23).contains("of 100") }
    app.type("5")
    _ = try app.requireScreen("the photos never showed with v") {
      $0.line(23).contains("photo 1 of 5000") && $0.line(23).contains("v tiles")
    }
    app.type("v")
    _ = try app.requireScreen("v never showed the photos as tiles") {
      $0.line(4).hasPrefix("  1 ") && $0.line(23).contains("v rows")
    }
    check(app.waitFor("48;2;158;55;121"), "photo 1 in the 9e3779 its address names")
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func withoutColourTheTilesAreAPatternTwoToARowAt40Columns() async throws {
    try await browsing(Self.images, columns: 40) { app in
      _ = try app.requireScreen("the images never showed") {
        $0.line(0).hasPrefix("[Images]") && $0.row(containing: "Sunlit bri") != nil
      }
      app.type("vj")
      let tiles = try app.requireScreen("v then j never went to the third tile") {
        $0.line(23).contains("image 3 of 5")
      }
      let pattern = String(repeating: "░", count: 16)
      checkEqual(tiles.line(1), "  " + pattern + "  " + pattern)
      check(tiles.line(6).hasPrefix("  " + String(repeating: "▓", count: 16)))
      check(tiles.line(9).hasPrefix("  ›3 Harbour at d"))
      app.type("q")
      checkEqual(app.wait().status, 0)
    }
  }

  /// Runs `body` with `app browse` of `app serve` on `database`, waited for once it ends.
  /// `color` is `--color`'s value, and `environment` is added to the program's.
  private func browsing(
    _ database: String, color: String = "never", environment: [String: String] = [:],
    columns: UInt16 = 80, _ body: (TerminalProcess) throws -> Void
  ) async throws {
    try await ServeProcess.served(database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", color],
        environment: environment.merging(["XDG_CACHE_HOME": cacheHome.url.path]) { $1 },
        columns: columns)
      defer { _ = app.wait() }
      try body(app)
    }
  }
}

import Features
import Models
import NetworkClient
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

extension UserDetailViewTests {
  /// The world map of the detail's coordinates, `width` wide and indented by `indent`.
  func map(width: Int, indent: Int = 14) -> String {
    WorldMap(width: width, pin: WorldMap.Position(latitude: -37.315, longitude: 81.1496))
      .lines(options: RenderOptions())
      .map { String(repeating: " ", count: indent) + $0 }
      .joined(separator: "\n")
  }

  @Test func theMapFillsTheValueColumnWhenNarrow() {
    let text = render(.loaded(detail), width: 40)

    check(text.contains("Coordinates   -37.3150, 81.1496\n\(map(width: 26))\nMap  "))
    check(map(width: 26).hasSuffix("● -37.32, 81.15"))
  }

  @Test func theMapStandsAtTheLeftEdgeWhenTheValueColumnIsTooNarrow() {
    let text = render(.loaded(detail), width: 30)

    check(text.contains("\(map(width: 30, indent: 0))\nMap  "))
  }

  @Test(arguments: [1, 19])
  func aTerminalNarrowerThanTheNarrowestMapHasNone(width: Int) {
    let text = render(.loaded(detail), width: width)

    check(!text.contains("●"))
    check(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
  }

  @Test(arguments: [("north", "81.1496"), ("-37.3150", "200"), ("", "")])
  func coordinatesOffTheGlobeShowNoMap(lat: String, lng: String) {
    var user = user
    user.address.geo = User.Geo(lat: lat, lng: lng)
    let text = render(.loaded(UserDetail(user: user, albums: [], todos: [])))

    check(!text.contains("no position"))
    check(!text.contains("●"))
    check(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    check(text.contains("\nCompany  "))
  }
}

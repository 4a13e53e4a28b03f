import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TerminalViews
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct DetailTextTests {
  @Test func aUsersScreenShowsTheWorldMapWithARedPinAboveTheMapLink() throws {
    var user = Sample.user(1, name: "Chloe Bennett")
    user.address.geo = User.Geo(lat: "-33.8688", lng: "151.2093")
    let state = UserDetailFeature.State(
      userID: 1, detail: .loaded(UserDetail(user: user, albums: [], todos: [])))

    let lines = DetailText.lines(of: state, width: 40, usesColor: true)

    let pin = try #require(WorldMap.Position(latitude: -33.8688, longitude: 151.2093))
    let map = WorldMap(width: 26, pin: pin).lines(options: RenderOptions(usesColor: true))
    let coordinates = try #require(lines.firstIndex { $0.contains("-33.8688, 151.2093") })
    let indented: [String] = map.map { String(repeating: " ", count: 14) + $0 }
    #expect(Array(lines[(coordinates + 1)...].prefix(map.count)) == indented)
    #expect(lines[coordinates + map.count + 1].contains("openstreetmap.org"))
    #expect(lines.joined().contains("\u{1B}[1;31m●\u{1B}[0m"))
  }

  @Test func aPostNotStoredOfflineIsWordedForTheBrowser() {
    let failure = LoadFailure(NetworkError.notStored(request: "GET http://127.0.0.1:8080/posts/7"))
    let state = PostDetailFeature.State(postID: 7, detail: .failed(failure))

    let text = DetailText.lines(of: state, width: 60, usesColor: false).joined(
      separator: " ")

    #expect(text.contains("browse it once online first"))
    #expect(!text.contains("run the command"))
  }
}

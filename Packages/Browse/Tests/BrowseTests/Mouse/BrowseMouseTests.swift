import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The mouse on the exhaustive `TestStore`: clicks select, a second click opens, tabs switch,
/// the wheel moves; what the frame had under a click was looked up before it is sent, and a
/// click the screen changed under since is dropped.
@Suite(.timeLimit(.minutes(1))) struct BrowseMouseTests {
  private static let size = Fixtures.size
  private static let posts = ScreenID.root(of: .posts)

  /// A browser whose posts are read.
  private static func loaded() -> BrowseState { .withPosts() }

  /// A left click on `target` at `column`, `row`, looked up on `screen`, `time` into the session.
  private static func click(
    _ target: ClickTarget?, on screen: ScreenID = posts, column: Int = 10, row: Int = 4,
    at time: Duration = .zero
  ) -> BrowseAction {
    .mouse(
      .click(
        MouseInput.Click(target: target, screen: screen, column: column, row: row, time: time)))
  }

  private static func lastClick(_ action: BrowseAction) -> MouseInput.Click? {
    guard case .mouse(.click(let click)) = action else { return nil }
    return click
  }

  @Test func aClickOnNothingDoesNothingNotEvenClearTheNotice() async {
    var state = Self.loaded()
    state.notice = "up to date"
    let store = TestStore(initialState: state, reducer: BrowseFeature())

    await store.send(Self.click(nil, column: 70, row: 23))
    await store.send(.mouse(.wheel(notches: 0)))
    await store.finish()
  }

  @Test func theMouseWaitsWhileTheCommandLineOrASearchBeingTypedTakesTheKeys() async {
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature())

    await store.send(.key(.character(":"))) { $0.commandLine = CommandPrompt() }
    await store.send(Self.click(.tab(BrowseTab(resource: "users")), row: 0))
    await store.send(.mouse(.wheel(notches: 1)))
    await store.send(.key(.escape)) { $0.commandLine = nil }
    await store.finish()
  }

  @Test func tooSmallTheMouseDoesNothing() async {
    var state = Self.loaded()
    state.size = TerminalSize(columns: 30, rows: 8)
    let store = TestStore(initialState: state, reducer: BrowseFeature())

    await store.send(Self.click(.tab(BrowseTab(resource: "users")), row: 0))
    await store.send(.mouse(.wheel(notches: 1)))
    await store.finish()
  }
}

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
  private static let post = Sample.post(3, title: "Post 3")
  private static let detail = PostDetail(post: post, author: Sample.leanne, comments: [])
  private static let client = Fixtures.browserClient
  private static let posts = ScreenID.root(of: .posts)

  /// A browser whose first two pages of posts are loaded.
  private static func loaded() -> BrowseState { .withPostsLoaded() }

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

  @Test func aClickSelectsTheRowAndASecondClickOpensItThenItsThirdIsDropped() async {
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: Self.client))
    let screen = StackElementID.pushed(0)
    let first = Self.click(.item(2), at: .milliseconds(100))
    let second = Self.click(.item(2), at: .milliseconds(300))

    await store.send(first) {
      $0.lists.posts.cursor = ListCursor(row: 2)
      $0.lastClick = Self.lastClick(first)
    }
    await store.send(second) { $0.lastClick = Self.lastClick(second) }
    await store.receive(.lists(.posts(.delegate(.open(.post(3)))))) {
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 3, size: Self.size)))
    }
    await store.receivePost(Self.detail, on: screen)
    // A third click, looked up on the post it opened, is the same double-click's: dropped.
    await store.send(Self.click(.item(0), on: .opened(screen, on: .posts), at: .milliseconds(500)))
    // One looked up on the list, which the post now covers, is dropped too.
    await store.send(Self.click(.item(5), column: 3, row: 9, at: .seconds(3)))
    await store.finish()
  }

  @Test func aClickOnTheRowUnderTheCursorOpensIt() async {
    var state = Self.loaded()
    state.lists.posts.cursor = ListCursor(row: 2)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let screen = StackElementID.pushed(0)
    let click = Self.click(.item(2))

    await store.send(click) { $0.lastClick = Self.lastClick(click) }
    await store.receive(.lists(.posts(.delegate(.open(.post(3)))))) {
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 3, size: Self.size)))
    }
    await store.receivePost(Self.detail, on: screen)
    await store.finish()
  }

  @Test func twoClicksApartInTimeOrPlaceAreTwoClicks() async {
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: Self.client))
    let first = Self.click(.item(4), row: 6, at: .seconds(1))
    let elsewhere = Self.click(.item(5), row: 7, at: .seconds(1) + .milliseconds(100))
    let late = Self.click(.item(1), row: 3, at: .seconds(3))

    await store.send(first) {
      $0.lists.posts.cursor = ListCursor(row: 4)
      $0.lastClick = Self.lastClick(first)
    }
    await store.send(elsewhere) {
      $0.lists.posts.cursor = ListCursor(row: 5)
      $0.lastClick = Self.lastClick(elsewhere)
    }
    await store.send(late) {
      $0.lists.posts.cursor = ListCursor(row: 1)
      $0.lastClick = Self.lastClick(late)
    }
    await store.finish()
  }

  @Test func aClickOnNothingDoesNothingNotEvenClearTheNotice() async {
    var state = Self.loaded()
    state.notice = "up to date"
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    await store.send(Self.click(nil, column: 70, row: 23))
    await store.send(.mouse(.wheel(notches: 0)))
    await store.finish()
  }

  @Test func theWheelMovesAsThreeArrowsAndScrollsTheHelp() async {
    var state = Self.loaded()
    state.notice = "up to date"
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    await store.send(.mouse(.wheel(notches: 2))) {
      $0.lists.posts.cursor = ListCursor(row: 6)
      $0.notice = nil
    }
    await store.send(.mouse(.wheel(notches: -1))) { $0.lists.posts.cursor = ListCursor(row: 3) }
    await store.send(.key(.character("?"))) { $0.help = 0 }
    let hidden = BrowseLayout.hiddenHelpLines(Self.size, on: .list(.posts))
    await store.send(.mouse(.wheel(notches: 1))) { $0.help = min(hidden, 3) }
    await store.send(.mouse(.wheel(notches: .min))) { $0.help = 0 }
    await store.send(.mouse(.wheel(notches: .max))) { $0.help = hidden }
    await store.send(.mouse(.wheel(notches: -5))) { $0.help = 0 }
    // A click closes the help, as a key does.
    await store.send(Self.click(.item(0))) { $0.help = nil }
    await store.finish()
  }

  @Test func theMouseWaitsWhileTheCommandLineOrASearchBeingTypedTakesTheKeys() async {
    let store = TestStore(initialState: Self.loaded(), reducer: BrowseFeature(client: Self.client))

    await store.send(.key(.character(":"))) { $0.commandLine = CommandPrompt() }
    await store.send(Self.click(.tab(BrowseTab(resource: "users")), row: 0))
    await store.send(.mouse(.wheel(notches: 1)))
    await store.send(.key(.escape)) { $0.commandLine = nil }
    await store.finish()
  }

  @Test func tooSmallTheMouseDoesNothing() async {
    var state = Self.loaded()
    state.size = TerminalSize(columns: 30, rows: 8)
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))

    await store.send(Self.click(.tab(BrowseTab(resource: "users")), row: 0))
    await store.send(.mouse(.wheel(notches: 1)))
    await store.finish()
  }
}

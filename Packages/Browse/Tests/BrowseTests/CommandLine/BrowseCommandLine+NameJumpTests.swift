import Features
import FeaturesTesting
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// The command line's jumps by name on the exhaustive `TestStore`: `:post ramen`, what happens
/// while the list it looks in loads, and Tab.
@Suite(.timeLimit(.minutes(1))) struct BrowseCommandLineNameJumpTests {
  private static let size = Fixtures.size
  private static let ervin = Sample.user(2, name: "Ervin Howell")
  private static let users = Page(items: [Sample.leanne, ervin])

  private static let client = Fixtures.postsClient().with {
    $0.post = { id in Sample.post(id, title: "Post \(id)") }
    $0.user = { _ in Self.ervin }
    $0.users = { _ in Self.users }
    $0.comments = { _ in Page(items: []) }
    $0.albums = { _ in Page(items: []) }
    $0.todos = { _ in Page(items: []) }
  }

  /// A browser whose first two pages of posts are loaded.
  private static func loaded() -> BrowseState {
    BrowseState.withPostsLoaded()
  }

  private func type(_ command: String, into store: TestStore<BrowseFeature>) async {
    await store.send(.key(.character(":"))) {
      $0.notice = nil
      $0.commandLine = CommandPrompt()
    }
    await store.send(.keys(command.map(Key.character))) { $0.commandLine = CommandPrompt(command) }
  }

  @Test func aPostJumpAsksForEveryPostAgainWhenTheyFailedBefore() async {
    var state = Self.loaded()
    let failure = LoadFailure(NetworkError.unreachable(host: "127.0.0.1", reason: "refused"))
    var failed = PostsListFeature.State()
    failed.list.page = .failed(failure)
    state.lists.posts.allPosts = failed
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let every = Page(
      items: (1...100).map {
        PostSummary(post: Sample.post(Post.ID($0), title: "Post \($0)"), author: Sample.leanne)
      },
      totalCount: 100)
    let screen = StackElementID.pushed(0)

    await type("post post 45", into: store)
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post post 45")
      $0.jump = NameJump(tab: .posts, text: "post 45")
      $0.lists.posts.allPosts?.list.page = .loading
    }
    await store.receive(.lists(.posts(.resource(.allPosts(.list(.pageResponse(.success(every))))))))
    {
      $0.lists.posts.allPosts?.list.page = .loaded(every)
      $0.jump = nil
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 45, jumpName: "post 45", size: Self.size)))
    }
    let detail = PostDetail(
      post: Sample.post(45, title: "Post 45"), author: Self.ervin, comments: [])
    await store.receivePost(detail, on: screen)
    await store.finish()
  }

  @Test func aPostTitleLoadedOpensAtOnceAndTabCompletesTitles() async {
    var state = Self.loaded()
    state.lists.posts.feed.items[6].post.title = "Ramen notes from 東京 🍜"
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: Self.client))
    let screen = StackElementID.pushed(0)

    await type("post ram", into: store)
    await store.send(.key(.tab)) { $0.commandLine = CommandPrompt("post Ramen notes from 東京 🍜") }
    await store.send(.key(.enter)) {
      $0.commandLine = nil
      $0.commandHistory.add("post Ramen notes from 東京 🍜")
      $0.lists.posts.cursor = ListCursor(row: 6)
      $0.stacks[BrowseTab.posts].append(
        .post(PostScreen.State(postID: 7, jumpName: "post 7", size: Self.size)))
    }
    let seven = PostDetail(
      post: Sample.post(7, title: "Post 7"), author: Self.ervin, comments: [])
    await store.receivePost(seven, on: screen)
    await store.send(.key(.escape))
    await store.receive(.opened(screen, on: .posts, .post(.delegate(.close)))) {
      $0.stacks[BrowseTab.posts].popLast()
    }
    await store.finish()
  }
}

extension NameJump {
  /// This jump, keeping `key` too.
  fileprivate func holding(_ key: Key) -> Self {
    var jump = self
    _ = jump.held.hold(key, isWaiting: true)
    return jump
  }
}

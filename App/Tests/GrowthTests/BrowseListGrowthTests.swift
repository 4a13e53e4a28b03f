import Dependencies
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse

extension Growth {
  /// The browser's Posts tab over n and 16 n posts loaded: a search typed, and a sort chosen,
  /// through the tab's reducer, and the rows its view reads.
  @Suite struct BrowseList {
    /// `count` posts in their list's order, their titles in another.
    static func posts(_ count: Int) -> [PostSummary] {
      (1...max(count, 1)).map { id in
        let post = Sample.post(
          Post.ID(id), title: "Post \(id * 7919 % 100_003) on pagination",
          body: "A careful editor measured the shared calendar one step at a time.")
        return PostSummary(post: post, author: Sample.leanne)
      }
    }

    /// The tab with `posts` loaded and none to come.
    static func loaded(_ posts: [PostSummary]) -> PostsScreen.State {
      var state = PostsScreen.State(size: TerminalSize(columns: 100, rows: 40))
      state.feed.items = posts
      state.feed.pageItemCounts = [posts.count]
      state.feed.total = posts.count
      return state
    }

    /// The tab's reducer; its effects are not run, since every post is loaded.
    static let screen = PostsScreen(
      client: .unimplemented,
      deletion: DeleteFeature(
        client: .unimplemented, undoWindow: BrowseFeature.undoWindow, clock: ContinuousClock()),
      isOffline: false)

    /// Presses `keys` in turn, and returns the rows the list shows after them.
    static func press(_ keys: [Key], on posts: [PostSummary]) -> [PostSummary] {
      var state = loaded(posts)
      for key in keys {
        _ = screen.reduce(into: &state, action: .key(key))
      }
      return state.shownRows
    }

    @Test func aSearchIsTypedInLinearTime() async throws {
      let lists = Inputs { Self.posts($0) }
      let measurement = try await GrowthCheck(
        name: "app browse, search", bound: 32, size: 400, prepare: { _ = lists($0) }
      ) { count in
        let shown = Self.press(
          [.character("/"), .character("7"), .character("9")], on: lists(count))
        try #require(!shown.isEmpty && shown.count < count, "the search keeps some posts")
      }.check()

      #expect(measurement.passes, "\(measurement)")
    }

    /// A key pressed through the whole browser (its keys, the tab it goes to, the list held as
    /// a screen of any type) costs the same however many rows the list holds: n keys on n posts
    /// take linear time.
    @Test func keysThroughTheBrowserCostTheSameWhateverTheRows() async throws {
      let browsers = Inputs { count in
        var state = BrowseState(size: TerminalSize(columns: 100, rows: 40))
        state.lists.posts = Self.loaded(Self.posts(count))
        return state
      }
      let feature = BrowseFeature(client: .unimplemented)
      let measurement = try await GrowthCheck(
        name: "app browse, keys through the browser", bound: 40, size: 400,
        prepare: { _ = browsers($0) }
      ) { count in
        var state = browsers(count)
        for _ in 0..<count {
          _ = feature.reduce(into: &state, action: .key(.character("j")))
        }
        try #require(state.lists.posts.cursor.row == count - 1)
      }.check()

      #expect(measurement.passes, "\(measurement)")
    }

    @Test func aSortIsChosenInNLogNTime() async throws {
      let lists = Inputs { Self.posts($0) }
      let measurement = try await GrowthCheck(
        name: "app browse, sort", bound: 40, size: 400, prepare: { _ = lists($0) }
      ) { count in
        let shown = Self.press([.character("S"), .character("t")], on: lists(count))
        try #require(shown.count == count)
        try #require(shown.first?.post.title ?? "" <= shown.last?.post.title ?? "")
      }.check()

      #expect(measurement.passes, "\(measurement)")
    }
  }
}

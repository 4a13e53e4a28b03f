import Dependencies
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

/// `y` and `Y` on the exhaustive `TestStore`: what each screen copies, the OSC 52 sequence
/// written, and what the status line says, written or not.
@Suite(.timeLimit(.minutes(1))) struct BrowseCopyTests {
  private static let size = Fixtures.size

  /// A runtime whose terminal takes what is written when `takes`, noting it.
  private final class Terminal: Sendable {
    let written = LockedValue<[String]>([])
    let takes: Bool

    init(takes: Bool = true) {
      self.takes = takes
    }

    var runtime: BrowseRuntime {
      var runtime = BrowseRuntime.inert
      runtime.copy = { [written, takes] sequence in
        written.withLock { $0.append(sequence) }
        return takes
      }
      return runtime
    }
  }

  private static func browser(_ terminal: Terminal, baseURL: URL? = nil) -> BrowseFeature {
    BrowseFeature(client: Fixtures.postsClient(), runtime: terminal.runtime, baseURL: baseURL)
  }

  private static func posts() -> BrowseState {
    var state = BrowseState(size: size)
    state.lists.posts = Fixtures.postsLoaded(pages: 2)
    state.lists.posts.cursor = ListCursor(row: 6)
    return state
  }

  @Test func yCopiesTheIdOfTheRowAndYItsJSONAsAppPostsJSONPrintsIt() async throws {
    let terminal = Terminal()
    let store = TestStore(initialState: Self.posts(), reducer: Self.browser(terminal))
    let summary = try #require(Fixtures.postsLoaded(pages: 2).feed.items.dropFirst(6).first)
    let json = try JSONOutput.text(for: summary)

    await store.send(.key(.character("y")))
    await store.receive(.copied("id 7", written: true)) { $0.notice = "copied id 7" }
    await store.send(.key(.character("Y"))) { $0.notice = nil }
    let name = "post 7 as JSON (\(json.utf8.count) bytes)"
    await store.receive(.copied(name, written: true)) { $0.notice = "copied \(name)" }
    await store.finish()
    #expect(
      terminal.written.current == [
        ClipboardCopy.sequence(copying: "7"), ClipboardCopy.sequence(copying: json),
      ])
    #expect(terminal.written.current.first == "\u{1B}]52;c;Nw==\u{07}")
  }

  @Test func onAPostYCopiesItsURLWithoutThePasswordOrItsIdWithTheSampleData() async throws {
    let detail = PostDetail(post: Sample.post(3, title: "Post 3"), author: nil, comments: [])
    let state = BrowseState(size: Self.size).opening(
      .post(PostScreen.State(postID: 3, detail: .loaded(detail), size: Self.size)))
    let terminal = Terminal()
    let base = try #require(URL(string: "http://ada:secret@127.0.0.1:3999/api/"))
    let store = TestStore(initialState: state, reducer: Self.browser(terminal, baseURL: base))

    await store.send(.key(.character("y")))
    let url = "http://127.0.0.1:3999/api/posts/3"
    await store.receive(.copied(url, written: true)) { $0.notice = "copied \(url)" }
    await store.send(.key(.character("Y"))) { $0.notice = nil }
    let json = try JSONOutput.text(for: detail)
    let name = "post 3 as JSON (\(json.utf8.count) bytes)"
    await store.receive(.copied(name, written: true)) { $0.notice = "copied \(name)" }
    await store.finish()
    #expect(terminal.written.current == [url, json].map { ClipboardCopy.sequence(copying: $0) })

    let sample = TestStore(initialState: state, reducer: Self.browser(Terminal()))
    await sample.send(.key(.character("y")))
    let id = "id 3 (the sample data has no URL)"
    await sample.receive(.copied(id, written: true)) { $0.notice = "copied \(id)" }
    await sample.finish()
  }

  @Test func aTextOverTheLimitIsNotSentAndTheStatusLineSaysSo() async throws {
    let body = String(repeating: "x", count: ClipboardCopy.maximumBytes)
    let summary = PostSummary(post: Sample.post(1, title: "Long", body: body), author: nil)
    let size = try JSONOutput.text(for: summary).utf8.count
    let terminal = Terminal()
    let store = TestStore(
      initialState: BrowseState.withPosts([summary]), reducer: Self.browser(terminal))

    await store.send(.key(.character("Y"))) {
      $0.notice =
        "not copied: post 1 as JSON (\(size) bytes) is over the 75000 bytes that OSC 52 carries"
    }
    await store.finish()
    #expect(terminal.written.current.isEmpty)
  }

  @Test func aTerminalThatTookNoOutputIsSaid() async {
    let store = TestStore(initialState: Self.posts(), reducer: Self.browser(Terminal(takes: false)))
    await store.send(.key(.character("y")))
    await store.receive(.copied("id 7", written: false)) {
      $0.notice = "not copied: the terminal took no output"
    }
    await store.finish()
  }

}

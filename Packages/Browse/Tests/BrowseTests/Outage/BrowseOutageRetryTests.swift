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

/// The end of an outage on the exhaustive `TestStore`: once a request reaches the server again,
/// the tabs whose list failed ask again by themselves, once, and the status line says so.
@Suite(.timeLimit(.minutes(1))) struct BrowseOutageRetryTests {
  private static let size = Fixtures.size
  private static let down = NetworkError.unreachable(host: "api.test", reason: "down")
  private static let failure = LoadFailure(down)

  @Test func whatTheEndOfAnOutageSaidStaysAfterAnAnswerSaysMoreUntilTheNextKey() {
    let browser = BrowseFeature(client: Fixtures.browserClient)
    var state = BrowseState(size: Self.size)
    state.notice = "the server answers again: asking again for the albums"
    state.outageNotice = state.notice

    _ = browser.handle(.notice("up to date"), from: state.top, &state)
    #expect(state.notice == "up to date · the server answers again: asking again for the albums")
    _ = browser.press(.character("j"), &state)
    _ = browser.handle(.notice("up to date"), from: state.top, &state)
    #expect(state.notice == "up to date", "the next key forgets it")
  }

  @Test func aScreenOpenedWhoseRecordFailedAsksAgainOnceTooAndTheStatusLineNamesIt() async {
    let asked = LockedValue(0)
    let client = Fixtures.browserClient.with { client in
      client.post = { id in
        asked.withLock { $0 += 1 }
        return Sample.post(id, title: "Post \(id)")
      }
    }
    var post = PostScreen.State(postID: 7, detail: .failed(Self.failure), size: Self.size)
    post.outage = .armed
    var state = BrowseState(size: Self.size).opening(.post(post))
    state.lists.posts = Fixtures.postsLoaded(pages: 2)
    let store = Store(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(.lists(.posts(.readSource(.server))))
    var shown = await store.state.opened(.opened(.pushed(0), on: .posts))
    guard let retried = shown?.as(PostScreen.State.self) else {
      Issue.record("the post is no longer open")
      return
    }
    #expect(retried.detail.detail.value?.post.title == "Post 7")
    #expect(retried.outage == .idle)
    #expect(asked.current == 1)
    #expect(await store.state.notice == "the server answers again: asking again for post 7")
    // It answered: another answer of the server asks nothing more.
    await store.send(.lists(.posts(.readSource(.server))))
    shown = await store.state.opened(.opened(.pushed(0), on: .posts))
    #expect(asked.current == 1)
    #expect(shown != nil)
  }

}

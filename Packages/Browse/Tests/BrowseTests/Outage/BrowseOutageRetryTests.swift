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

  @Test func aRequestThatReachesTheServerHasTheFailedTabsAskAgainOnceEach() async {
    let usersAsked = LockedValue(0)
    let client = Fixtures.postsClient().with {
      $0.users = { _ in
        usersAsked.withLock { $0 += 1 }
        throw Self.down
      }
    }
    var state = BrowseState(size: Self.size)
    state.lists.posts = Fixtures.postsLoaded(pages: 2)
    state.lists.users.isRequested = true
    state.lists.users.list.list.page = .failed(Self.failure)
    state.lists.users.outage = .armed
    let store = TestStore(initialState: state, reducer: BrowseFeature(client: client))

    await store.send(.lists(.posts(.readSource(.server)))) {
      $0.lists.posts.origin.record(.server)
      $0.notice = "the server answers again: asking again for the users"
      $0.outageNotice = $0.notice
      $0.lists.users.outage = .retrying
      $0.lists.users.list.list.page = .loading
    }
    await store.receive(
      .lists(.users(.resource(.list(.list(.pageResponse(.failure(Self.failure)))))))
    ) {
      $0.lists.users.outage = .spent
      $0.lists.users.list.list.page = .failed(Self.failure)
    }
    // The users' own retry failed: another answer of the server does not ask again.
    await store.send(.lists(.posts(.readSource(.server))))
    await store.finish()
    #expect(usersAsked.current == 1)
  }

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

  @Test func offlineAFailedTabIsNeverArmed() async {
    let client = NetworkClient.unimplemented.with {
      $0.users = { _ in throw Self.down }
    }
    let store = TestStore(
      initialState: UsersScreen.State(size: Self.size),
      reducer: UsersScreen(
        users: UsersListFeature(client: client),
        deletions: DeletionList(
          deletion: DeleteFeature(
            client: .unimplemented, undoWindow: .seconds(5), clock: ContinuousClock())),
        isOffline: true, openURL: { _ in false }))
    await store.send(.appear) {
      $0.isRequested = true
      $0.list.list.page = .loading
    }
    await store.receive(.resource(.list(.list(.pageResponse(.failure(Self.failure)))))) {
      $0.list.list.page = .failed(Self.failure)
    }
    await store.send(.retryAfterOutage)
    await store.finish()
  }
}

import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TestSupport
import Testing

/// The code of the "Getting Started with JSONPlaceholderFeatures" article
/// (`JSONPlaceholderFeatures.docc/GettingStarted.md`), unchanged, with what the article says
/// about it asserted.
@Suite(.timeLimit(.minutes(1)))
struct GettingStartedTests {
  @Test func runAScreensFeature() async {
    let client = NetworkClient.unimplemented.with {
      $0.albums = { _ in Page(items: [Album(userId: 1, id: 1, title: "Harbour")], totalCount: 1) }
    }
    let store = Store(
      initialState: AlbumsFeature.State(query: AlbumQuery(userID: 1)),
      reducer: AlbumsFeature(client: client))
    await store.send(.load)
    let titles = await store.state.page.value?.items.map(\.title)
    // titles == ["Harbour"]

    checkEqual(titles, ["Harbour"])
  }

  @Test func theFeedOfPosts() async {
    let posts = (1...45).map { Post(userId: 1, id: Post.ID($0), title: "Post \($0)", body: "") }
    let server = NetworkClient.unimplemented.with {
      $0.posts = { query in Page.slice(of: posts, query: query) }
      $0.users = { _ in Page(items: []) }
    }
    let feed = Store(
      initialState: FeedFeature<PostSummary>.State(pageSize: 20),
      reducer: FeedFeature(client: server))
    await feed.send(.loadNextPage)
    await feed.send(.loadRemainingPages)
    let loaded = await feed.state.items.count
    // loaded == 45, in three pages: the first, then the second and the third at once

    checkEqual(loaded, 45)
    await checkEqual(feed.state.pageItemCounts, [20, 20, 5])
    check(await !feed.state.hasMore)
  }
}

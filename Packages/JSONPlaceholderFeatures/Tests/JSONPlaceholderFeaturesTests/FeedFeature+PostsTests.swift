import Features
import FeaturesTesting
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite(.timeLimit(.minutes(1)))
struct FeedFeaturePostsTests {
  @Test func theFeedOfPostsAsksForEachNumberedPageWithItsAuthors() async {
    let queries = Log<PostQuery>()
    let posts = (1...3).map { Sample.post(Post.ID($0), by: 1, title: "Post \($0)") }
    let client = NetworkClient.unimplemented.with {
      $0.posts = { query in
        queries.append(query)
        return Page.slice(of: posts, query: query)
      }
      $0.users = { _ in Page(items: [Sample.leanne]) }
    }
    let summaries = posts.map { PostSummary(post: $0, author: Sample.leanne) }
    let store = TestStore(
      initialState: FeedFeature<PostSummary>.State(pageSize: 2),
      reducer: FeedFeature(client: client))
    let first = Page(
      items: Array(summaries[0..<2]), totalCount: 3, number: 1, size: 2, next: .number(2))
    let second = Page(items: Array(summaries[2...]), totalCount: 3, number: 2, size: 2)

    await store.send(.loadNextPage) { $0.mode = .loading(page: 1) }
    await store.receive(.pageResponse(page: 1, .success(first))) {
      $0.mode = .idle
      $0.items = Array(summaries[0..<2])
      $0.pageItemCounts = [2]
      $0.next = .number(2)
      $0.total = 3
    }
    await store.send(.loadNextPage) { $0.mode = .loading(page: 2) }
    await store.receive(.pageResponse(page: 2, .success(second))) {
      $0.mode = .idle
      $0.items = summaries
      $0.pageItemCounts = [2, 1]
      $0.next = nil
    }
    await store.finish()

    checkEqual(
      queries.entries,
      [
        PostQuery(list: RecordQuery(pageNumber: 1, perPage: 2)),
        PostQuery(list: RecordQuery(pageNumber: 2, perPage: 2)),
      ])
  }
}

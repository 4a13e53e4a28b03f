import Foundation
import JSONCoding
import Models
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import NetworkClient

@Suite("PostSummary")
struct PostSummaryTests {
  @Test("postSummaries keeps one copy of each author, shared by all of their posts")
  func sharedAuthor() async throws {
    let posts = (1...3).map { Post(userId: 1, id: Post.ID($0), title: "t", body: "b") }
    let client = NetworkClient.unimplemented.with {
      $0.posts = { _ in Page(items: posts) }
      $0.users = { _ in Page(items: [Sample.leanne]) }
    }

    let summaries = try await client.postSummaries().items

    try #require(summaries.count == 3)
    let storage = try #require(summaries[0].authorStorage)
    check(summaries[1].authorStorage === storage)
    check(summaries[2].authorStorage === storage)
    checkEqual(summaries.map(\.author), [Sample.leanne, Sample.leanne, Sample.leanne])
  }

  @Test("changing one summary's author leaves the others sharing the old one")
  func changedAuthor() async throws {
    let post = Post(userId: 1, id: 1, title: "t", body: "b")
    let storage = AuthorStorage(Sample.leanne)
    let first = PostSummary(post: post, authorStorage: storage)
    var second = first
    var renamed = Sample.leanne
    renamed.name = "Someone Else"

    second.author = renamed

    checkEqual(first.author, Sample.leanne)
    checkEqual(second.author, renamed)
    check(first != second)
    checkEqual(first, PostSummary(post: post, author: Sample.leanne))
  }

  @Test("summaries encode as their posts with the author under user, whichever encoder")
  func encoding() throws {
    let posts = (1...300).map { Post(userId: 1, id: Post.ID($0), title: "t\($0)", body: "b") }
    let storage = AuthorStorage(Sample.leanne)
    let summaries =
      posts.map { PostSummary(post: $0, authorStorage: storage) }
      + [PostSummary(post: posts[0], author: nil)]
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted]

    let text = try encoder.encode(summaries)
    let fast = try #require(FastJSONEncoder(standingInFor: encoder)).encode(summaries)

    checkEqual(Data(fast), text)
    try checkEqual(JSONDecoder().decode([PostSummary].self, from: text), summaries)
    let first = try JSONSerialization.jsonObject(with: text) as? [[String: Any]]
    check(first?.first?["user"] as? [String: Any] != nil)
    check(first?.last?["user"] == nil)
  }
}

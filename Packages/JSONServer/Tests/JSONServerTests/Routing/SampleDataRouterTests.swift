import Foundation
import JSONCoding
import Models
import TestSupport
import Testing

@testable import JSONServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// json-server's query semantics, through the whole router, on the standard dataset.
@Suite struct SampleDataRouterTests {
  private let database = Database.standard
  private let dataset = SampleDataset.standard

  /// The response to `GET path?query`, the query written as in a URL.
  private func get(_ path: String, _ query: String = "") throws -> JSONServerResponse {
    let url = try #require(
      URL(string: "http://sample.invalid\(path)\(query.isEmpty ? "" : "?")\(query)"))
    return SampleDataRouter.response(to: JSONServerRequest(url: url), from: database)
  }

  private func records(_ path: String, _ query: String = "") throws -> [[String: Any]] {
    let response = try get(path, query)
    checkEqual(response.status, 200)
    return try #require(JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
  }

  private func ids(_ path: String, _ query: String = "") throws -> [Int] {
    try records(path, query).compactMap { $0["id"] as? Int }
  }

  // MARK: - Filters

  @Test func filtersByFieldsAsStrings() throws {
    try checkEqual(ids("/photos", "albumId=1"), Array(1...50))
    try checkEqual(ids("/posts", "userId=01"), [])
    let completed = dataset.todos.filter { $0.completed && $0.userId == 3 }.map(\.id.rawValue)
    try checkEqual(ids("/todos", "completed=true&userId=3"), completed)
    try checkEqual(ids("/users", "address.city=%E6%9D%B1%E4%BA%AC"), [6])
  }

  @Test func orsRepeatedKeysAndAndsDifferentOnes() throws {
    try checkEqual(ids("/posts", "id=1&id=12&id=2"), [1, 2, 12])
    try checkEqual(ids("/posts", "id=1&id=12&userId=1"), [1])
  }

  @Test func ignoresFiltersOnFieldsNoRecordHas() throws {
    try checkEqual(get("/posts", "color=red&_start=3"), get("/posts"))
    try checkEqual(ids("/posts", "color=red&userId=2"), Array(11...20))
  }

  @Test func appliesOperators() throws {
    try checkEqual(ids("/posts", "id_gte=97"), [97, 98, 99, 100])
    try checkEqual(ids("/posts", "id_lte=3&id_ne=2"), [1, 3])
    try checkEqual(ids("/posts", "userId_gte=10&id_lte=95"), Array(91...95))
    try checkEqual(ids("/posts", "title_like=%E6%9D%B1%E4%BA%AC"), [7])
    let notes = dataset.posts.filter { $0.title.hasPrefix("Notes on") }.map(\.id.rawValue)
    check(!notes.isEmpty)
    try checkEqual(ids("/posts", "title_like=%5ENOTES%20ON"), notes)
    try checkEqual(ids("/posts", "title_like=("), [])
    try checkEqual(ids("/posts", "color_ne=red"), [])
  }

  @Test func searchesEveryFieldWithQ() throws {
    try checkEqual(ids("/users", "q=%E6%9D%B1%E4%BA%AC"), [6])
    try checkEqual(ids("/users", "q=ROBOTICS"), [6])
    check(try ids("/posts", "q=ramen").contains(7))
    try checkEqual(ids("/posts", "q=zzzz"), [])
  }

  // MARK: - Sorting

  @Test func sortsByStringsAndNumbers() throws {
    let byCity = dataset.users.sorted {
      JSONValue.compareUTF16($0.address.city, $1.address.city) < 0
    }
    try checkEqual(ids("/users", "_sort=address.city"), byCity.map(\.id.rawValue))
    try checkEqual(ids("/users", "_sort=id&_order=desc"), Array((1...10).reversed()))
    let comments = try ids("/comments", "postId_lte=2&_sort=postId,id&_order=desc,asc")
    checkEqual(comments, [6, 7, 8, 9, 10, 1, 2, 3, 4, 5])
  }

  // MARK: - Pagination

  @Test func pagesWithLinksBuiltFromTheRequestsURL() throws {
    let response = try get("/posts", "userId_lte=5&_page=2&_limit=20")
    try checkEqual(ids("/posts", "userId_lte=5&_page=2&_limit=20"), Array(21...40))
    checkEqual(response.headers["X-Total-Count"], "50")
    checkEqual(response.headers["Access-Control-Expose-Headers"], "X-Total-Count, Link")
    let base = "http://sample.invalid/posts?userId_lte=5&_page="
    checkEqual(
      response.headers["Link"],
      """
      <\(base)1&_limit=20>; rel="first", <\(base)1&_limit=20>; rel="prev", \
      <\(base)3&_limit=20>; rel="next", <\(base)3&_limit=20>; rel="last"
      """)
  }

  @Test func pagesTenAtATimeByDefault() throws {
    try checkEqual(ids("/posts", "_page=3"), Array(21...30))
    try checkEqual(ids("/posts", "_page=0"), Array(1...10))
    let last = try get("/posts", "_page=10")
    checkEqual(last.headers["Link"]?.contains(#"rel="next""#), false)
    checkEqual(last.headers["Link"]?.contains(#"_page=9>; rel="prev""#), true)
  }

  @Test func linksNowhereFromAPageBeyondTheEndOrTheOnlyPage() throws {
    let beyond = try get("/posts", "_page=11")
    checkEqual(String(decoding: beyond.body, as: UTF8.self), "[]")
    checkEqual(beyond.headers["X-Total-Count"], "100")
    checkEqual(beyond.headers["Link"], "")
    let only = try get("/posts", "userId=1&_page=1")
    checkEqual(only.headers["X-Total-Count"], "10")
    checkEqual(only.headers["Link"], "")
  }

  @Test func slicesWithStartEndAndLimit() throws {
    try checkEqual(ids("/posts", "_start=10&_end=13"), [11, 12, 13])
    try checkEqual(ids("/posts", "_start=10&_limit=2"), [11, 12])
    try checkEqual(ids("/posts", "_limit=3"), [1, 2, 3])
    try checkEqual(ids("/posts", "_end=-98"), [1, 2])
    let sliced = try get("/posts", "userId=2&_limit=3")
    checkEqual(sliced.headers["X-Total-Count"], "10")
    checkEqual(sliced.headers["Access-Control-Expose-Headers"], "X-Total-Count")
    checkEqual(sliced.headers["Link"], nil)
  }

  @Test func countsOnlyWhenPageLimitOrEndIsGiven() throws {
    try checkEqual(get("/posts", "_start=5").headers["X-Total-Count"], nil)
    try checkEqual(get("/posts", "userId=1").headers["X-Total-Count"], nil)
    try checkEqual(get("/posts", "_end=5").headers["X-Total-Count"], "100")
  }

  // MARK: - Nested routes

  @Test func appliesTheQueryToNestedRoutes() throws {
    try checkEqual(ids("/posts/7/comments", "_sort=id&_order=desc"), [35, 34, 33, 32, 31])
    try checkEqual(ids("/posts/7/comments", "postId=8"), [31, 32, 33, 34, 35])
    try checkEqual(ids("/posts/7/comments", "id_gte=34"), [34, 35])
    let page = try get("/users/1/posts", "_page=2&_limit=3")
    try checkEqual(ids("/users/1/posts", "_page=2&_limit=3"), [4, 5, 6])
    checkEqual(page.headers["X-Total-Count"], "10")
    checkEqual(
      page.headers["Link"]?.hasPrefix("<http://sample.invalid/users/1/posts?_page=1&_limit=3>"),
      true)
  }

  // MARK: - Embed and expand

  @Test func embedsAndExpandsOnCollections() throws {
    let posts = try records("/posts", "userId=2&_embed=comments&_expand=user&_limit=2")
    checkEqual(posts.compactMap { $0["id"] as? Int }, [11, 12])
    for post in posts {
      let comments = try #require(post["comments"] as? [[String: Any]])
      checkEqual(comments.count, 5)
      check(comments.allSatisfy { $0["postId"] as? Int == post["id"] as? Int })
      let user = try #require(post["user"] as? [String: Any])
      checkEqual(user["id"] as? Int, 2)
    }
  }

  @Test func embedsAndExpandsOnOneRecord() throws {
    let response = try get("/posts/7", "_embed=comments&_expand=user&userId=3")
    let post = try #require(JSONSerialization.jsonObject(with: response.body) as? [String: Any])
    let comments = try #require(post["comments"] as? [[String: Any]])
    checkEqual(comments.compactMap { $0["id"] as? Int }, [31, 32, 33, 34, 35])
    checkEqual((post["user"] as? [String: Any])?["name"] as? String, "Margaret Holloway")
    let body = String(decoding: response.body, as: UTF8.self)
    check(body.hasPrefix("{\n  \"userId\": 1,\n  \"id\": 7,"))
    check(try get("/albums/1", "_embed=photos").body.count > get("/albums/1").body.count)
    let comment = try #require(
      JSONSerialization.jsonObject(with: get("/comments/31", "_expand=post").body)
        as? [String: Any])
    checkEqual((comment["post"] as? [String: Any])?["id"] as? Int, 7)
  }

  @Test func embedsOnTheUsersResourcesToo() throws {
    let users = try records("/users", "id=1&_embed=posts&_embed=todos&_embed=albums")
    let user = try #require(users.first)
    checkEqual((user["posts"] as? [Any])?.count, 10)
    checkEqual((user["todos"] as? [Any])?.count, 20)
    checkEqual((user["albums"] as? [Any])?.count, 10)
  }

  @Test func embedsAfterPagingAndCountsBeforeIt() throws {
    let response = try get(
      "/posts", "userId_lte=2&_sort=id&_order=desc&_page=2&_limit=5&_embed=comments")
    let posts = try #require(JSONSerialization.jsonObject(with: response.body) as? [[String: Any]])
    checkEqual(posts.compactMap { $0["id"] as? Int }, [15, 14, 13, 12, 11])
    check(posts.allSatisfy { ($0["comments"] as? [Any])?.count == 5 })
    checkEqual(response.headers["X-Total-Count"], "20")
  }

  @Test func servesFilteredListsInTheSameLayoutAsWholeOnes() throws {
    let one = try get("/posts", "id=1")
    let whole = String(decoding: try get("/posts").body, as: UTF8.self)
    let first = try #require(whole.components(separatedBy: "\n  },\n").first)
    checkEqual(String(decoding: one.body, as: UTF8.self), first + "\n  }\n]")
  }
}

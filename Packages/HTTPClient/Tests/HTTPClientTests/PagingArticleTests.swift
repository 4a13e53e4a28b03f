import Foundation
import HTTPClient
import Testing

/// The code of the "Paging" article (`HTTPClient.docc/Paging.md`), its blocks in order in one
/// function as `Scripts/check-doc-examples` compiles them, unchanged but for what checks it: it
/// runs, and what its comments say holds.
@Suite struct PagingArticleTests {
  @Test func everyShapeOfPage() throws {
    struct Post: Decodable, Sendable, Equatable {
      var id: Int
      var title: String
    }

    func posts(_ request: PageRequest) -> Endpoint<ListPayload<Post>> {
      .list(
        ["posts"],
        query: [
          URLQueryItem(name: "_page", value: "\(request.number ?? 1)"),
          URLQueryItem(name: "_limit", value: "\(request.size)"),
        ],
        resource: "posts")
    }

    let firstPosts = PageRequest(size: 2)
    let postsHead = HTTPResponseHead(status: 200, headers: ["X-Total-Count": "5"])
    let postsBody = Data(#"[{"id": 1, "title": "Notes"}, {"id": 2, "title": "Trains"}]"#.utf8)
    let postsPage = Page(
      try posts(firstPosts).decode(postsBody, from: postsHead, using: JSONDecoder()),
      response: postsHead, number: firstPosts.number, size: firstPosts.size)
    // postsPage.next == .number(2), postsPage.totalCount == 5, postsPage.pageCount == 3

    #expect(postsPage.next == .number(2))
    #expect(postsPage.totalCount == 5 && postsPage.pageCount == 3)

    struct Issue: Decodable, Sendable, Equatable {
      var number: Int
    }

    let github = URL(string: "https://api.github.example")
    func issues(_ request: PageRequest, below baseURL: URL) throws -> Endpoint<ListPayload<Issue>> {
      let first = Endpoint<ListPayload<Issue>>.list(
        ["repos", "octo", "hello", "issues"],
        query: [URLQueryItem(name: "per_page", value: "\(request.size)")], resource: "issues")
      guard let link = request.continuation?.url else { return first }
      return try first.following(link, below: baseURL)
    }

    let issuesHead = HTTPResponseHead(
      status: 200,
      headers: ["Link": #"</repositories/7/issues?per_page=2&page=2>; rel="next""#],
      url: URL(string: "https://api.github.example/repos/octo/hello/issues?per_page=2"))
    let issuesPage = try Page(
      ListPayload(items: [Issue(number: 12), Issue(number: 11)]), nextLinkIn: issuesHead)
    if let github, let next = issuesPage.next {
      let secondIssues = try issues(PageRequest(continuation: next, size: 2), below: github)
      // secondIssues.url(relativeTo: github) is
      // https://api.github.example/repositories/7/issues?per_page=2&page=2
      _ = secondIssues
    }

    let base = try #require(github)
    let next = try #require(issuesPage.next)
    #expect(
      try issues(PageRequest(continuation: next, size: 2), below: base).url(relativeTo: base)
        .absoluteString == "https://api.github.example/repositories/7/issues?per_page=2&page=2")

    struct Article: Decodable, Sendable, Equatable {
      var id: String
    }

    struct Links: Decodable, Sendable {
      struct Next: Decodable, Sendable {
        var next: URL?
      }
      var links: Next
    }

    let articles = Endpoint<Page<Article>>.page(
      ["articles"], query: [URLQueryItem(name: "page[size]", value: "2")],
      resource: "articles", member: "data"
    ) { (list, body: Links) in
      Page(list, next: body.links.next.map(PageContinuation.url))
    }
    let articlesPage = try articles.decode(
      Data(
        #"{"data": [{"id": "a1"}, {"id": "a2"}], "links": {"next": "https://x.example/articles?page[after]=a2"}}"#
          .utf8),
      from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // articlesPage.next?.url is https://x.example/articles?page%5Bafter%5D=a2

    #expect(
      articlesPage.next?.url?.absoluteString == "https://x.example/articles?page%5Bafter%5D=a2")
    #expect(articlesPage.items == [Article(id: "a1"), Article(id: "a2")])

    struct Customer: Decodable, Sendable, Equatable {
      var id: String
    }

    struct More: Decodable, Sendable {
      var hasMore: Bool

      enum CodingKeys: String, CodingKey {
        case hasMore = "has_more"
      }
    }

    func customers(_ request: PageRequest) -> Endpoint<Page<Customer>> {
      var query = [URLQueryItem(name: "limit", value: "\(request.size)")]
      if let cursor = request.continuation?.cursor {
        query.append(URLQueryItem(name: "starting_after", value: cursor))
      }
      return .page(["v1", "customers"], query: query, resource: "customers", member: "data") {
        (list, body: More) in
        Page(list, next: body.hasMore ? list.items.last.map { .cursor($0.id) } : nil)
      }
    }

    let customersPage = try customers(PageRequest(size: 2)).decode(
      Data(
        #"{"object": "list", "data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": true}"#.utf8),
      from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // customersPage.next == .cursor("cus_2")

    #expect(customersPage.next == .cursor("cus_2"))

    func offsetPage(_ list: ListPayload<Post>, request: PageRequest, total: Int) -> Page<Post> {
      let start = request.offset ?? 0
      let end = start + list.items.count
      return Page(list, totalCount: total, next: end < total ? .offset(end) : nil)
    }

    let fromOffset = offsetPage(
      ListPayload(items: [Post(id: 3, title: "Ramen")]),
      request: PageRequest(continuation: .offset(2), size: 1), total: 5)
    // fromOffset.next == .offset(3), and .offset(4) is one page further:
    // fromOffset.next?.advanced(by: 1, size: 1) == .offset(4)

    #expect(fromOffset.next == .offset(3))
    #expect(fromOffset.next?.advanced(by: 1, size: 1) == .offset(4))
  }
}

import Foundation
import HTTPClient
import TestSupport
import Testing

/// The code of the "Paging shapes" article (`HTTPClient.docc/PagingShapes.md`), its blocks in order in one
/// function as `Scripts/check-doc-examples` compiles them, unchanged but for what checks it: it
/// runs, and what its comments say holds.
@Suite struct PagingShapesArticleTests {
  @Test func everyShapeOfPage() throws {
    let jsonServer = Paging.numbered(page: "_page", size: "_limit")
    let springData = Paging.numbered(
      page: "page", size: "size", from: 0, total: .pages(at: "page.totalPages"))
    let hal = Paging.nextURL(at: "_links.next.href", size: "size")
    let jsonAPI = Paging.nextURL(at: "links.next", size: "page[size]")
    let django = Paging.nextURL(at: "next", size: "page_size", total: .items(at: "count"))
    let laravel = Paging.numbered(
      page: "page", size: "per_page", total: .pages(at: "meta.last_page"))
    let githubSearch = Paging.numbered(size: "per_page", total: .items(at: "total_count"))
    let catalogue = Paging.numbered(
      page: "page", size: "per_page_limit", total: nil, endsWhenEmpty: true)
    let github = Paging.linkHeader(size: "per_page")
    let stripe = Paging.cursorAfterLast()
    let slack = Paging.cursor("cursor", at: "response_metadata.next_cursor")
    let offsets = Paging.offsets()

    checkEqual(jsonServer.queryItems(for: PageRequest(size: 2)).count, 2)
    _ = (springData, hal, django, laravel, githubSearch, catalogue, slack)

    struct Post: Decodable, Sendable, Equatable {
      var id: Int
      var title: String
    }

    func posts(_ request: PageRequest) -> Endpoint<Page<Post>> {
      .page(["posts"], resource: "posts", paging: jsonServer, request: request)
    }

    let postsHead = HTTPResponseHead(status: 200, headers: ["X-Total-Count": "5"])
    let postsPage = try posts(PageRequest(size: 2)).decode(
      Data(#"[{"id": 1, "title": "Notes"}, {"id": 2, "title": "Trains"}]"#.utf8), from: postsHead,
      using: JSONDecoder())
    // posts(PageRequest(size: 2)) asks for /posts?_page=1&_limit=2
    // postsPage.next == .number(2), postsPage.totalCount == 5, postsPage.pageCount == 3

    checkEqual(
      posts(PageRequest(size: 2)).queryItems.map { "\($0.name)=\($0.value ?? "")" },
      [
        "_page=1", "_limit=2",
      ])
    checkEqual(postsPage.next, .number(2))
    check(postsPage.totalCount == 5 && postsPage.pageCount == 3)

    struct Book: Decodable, Sendable, Equatable {
      var title: String
    }

    func books(_ request: PageRequest) -> Endpoint<Page<Book>> {
      .page(
        ["api", "books"], resource: "books", member: "_embedded.books", paging: springData,
        request: request)
    }

    let booksPage = try books(PageRequest(size: 2)).decode(
      Data(
        #"{"_embedded": {"books": [{"title": "Emma"}, {"title": "Ulysses"}]}, "page": {"size": 2, "totalElements": 5, "totalPages": 3, "number": 0}}"#
          .utf8),
      from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // books(PageRequest(size: 2)) asks for /api/books?page=0&size=2
    // booksPage.number == 1, booksPage.pageCount == 3, booksPage.next == .number(2),
    // which asks for page=1

    checkEqual(
      books(PageRequest(size: 2)).queryItems.map { "\($0.name)=\($0.value ?? "")" },
      [
        "page=0", "size=2",
      ])
    checkEqual(booksPage.items, [Book(title: "Emma"), Book(title: "Ulysses")])
    check(booksPage.number == 1 && booksPage.pageCount == 3 && booksPage.next == .number(2))
    checkEqual(
      books(PageRequest(continuation: booksPage.next, size: 2)).queryItems.first?.value, "1")

    struct Article: Decodable, Sendable, Equatable {
      var id: String
    }

    func articles(_ request: PageRequest) -> Endpoint<Page<Article>> {
      .page(["articles"], resource: "articles", member: "data", paging: jsonAPI, request: request)
    }

    let articlesPage = try articles(PageRequest(size: 2)).decode(
      Data(
        #"{"data": [{"id": "a1"}, {"id": "a2"}], "links": {"next": "https://x.example/articles?page[after]=a2"}}"#
          .utf8),
      from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // articlesPage.next?.url is https://x.example/articles?page%5Bafter%5D=a2, and
    // articles(PageRequest(continuation: articlesPage.next, size: 2)).link is that URL

    checkEqual(
      articlesPage.next?.url?.absoluteString, "https://x.example/articles?page%5Bafter%5D=a2")
    checkEqual(articlesPage.items, [Article(id: "a1"), Article(id: "a2")])
    checkEqual(
      articles(PageRequest(continuation: articlesPage.next, size: 2)).link, articlesPage.next?.url)

    struct Issue: Decodable, Sendable, Equatable {
      var number: Int
    }

    func issues(_ request: PageRequest) -> Endpoint<Page<Issue>> {
      .page(
        ["repos", "octo", "hello", "issues"], resource: "issues", paging: github, request: request)
    }

    let issuesHead = HTTPResponseHead(
      status: 200,
      headers: ["Link": #"</repositories/7/issues?per_page=2&page=2>; rel="next""#],
      url: URL(string: "https://api.github.example/repos/octo/hello/issues?per_page=2"))
    let issuesPage = try issues(PageRequest(size: 2)).decode(
      Data(#"[{"number": 12}, {"number": 11}]"#.utf8), from: issuesHead, using: JSONDecoder())
    let secondIssues = issues(PageRequest(continuation: issuesPage.next, size: 2))
    // secondIssues.url(relativeTo: api.github.example) is
    // https://api.github.example/repositories/7/issues?per_page=2&page=2

    let base = try #require(URL(string: "https://api.github.example"))
    checkEqual(issuesPage.items, [Issue(number: 12), Issue(number: 11)])
    checkEqual(
      secondIssues.url(relativeTo: base).absoluteString,
      "https://api.github.example/repositories/7/issues?per_page=2&page=2")

    struct Customer: Decodable, Sendable, Equatable {
      var id: String
    }

    func customers(_ request: PageRequest) -> Endpoint<Page<Customer>> {
      .page(
        ["v1", "customers"], resource: "customers", member: "data", paging: stripe, request: request
      )
    }

    let customersPage = try customers(PageRequest(size: 2)).decode(
      Data(
        #"{"object": "list", "data": [{"id": "cus_1"}, {"id": "cus_2"}], "has_more": true}"#.utf8),
      from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // customersPage.next == .cursor("cus_2"), which asks for ?limit=2&starting_after=cus_2

    checkEqual(customersPage.next, .cursor("cus_2"))
    checkEqual(
      customers(PageRequest(continuation: customersPage.next, size: 2)).queryItems.map {
        "\($0.name)=\($0.value ?? "")"
      }, ["limit=2", "starting_after=cus_2"])

    func offsetPosts(_ request: PageRequest) -> Endpoint<Page<Post>> {
      .page(["posts"], resource: "posts", paging: offsets, request: request)
    }

    let fromOffset = try offsetPosts(PageRequest(continuation: .offset(2), size: 1)).decode(
      Data(#"[{"id": 3, "title": "Ramen"}]"#.utf8),
      from: HTTPResponseHead(status: 200, headers: ["X-Total-Count": "5"]), using: JSONDecoder())
    // fromOffset.next == .offset(3), and .offset(4) is one page further:
    // fromOffset.next?.advanced(by: 1, size: 1) == .offset(4)

    checkEqual(fromOffset.next, .offset(3))
    checkEqual(fromOffset.next?.advanced(by: 1, size: 1), .offset(4))

    struct Cursor: Decodable, Sendable {
      var following: [String]
    }

    let events = Endpoint<Page<Article>>.page(["events"], resource: "events", member: "data") {
      (list, body: Cursor) in
      Page(list, next: body.following.first.map(PageContinuation.cursor))
    }
    let eventsPage = try events.decode(
      Data(#"{"data": [{"id": "e1"}], "following": ["e2", "e3"]}"#.utf8),
      from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // eventsPage.next == .cursor("e2")

    check(eventsPage.next == .cursor("e2") && eventsPage.items == [Article(id: "e1")])
  }
}

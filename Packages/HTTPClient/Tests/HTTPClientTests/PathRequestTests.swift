import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct PathRequestTests {
  let base = URL(string: "http://ada:secret@127.0.0.1:3000/api/")

  @Test func readsThePathAndItsQuery() throws {
    let request = try #require(PathRequest("/customers?city=Lyon&q=a%20b", under: nil))
    checkEqual(request.pathComponents, ["customers"])
    checkEqual(
      request.queryItems,
      [
        URLQueryItem(name: "city", value: "Lyon"), URLQueryItem(name: "q", value: "a b"),
      ])
    checkEqual(request.shownPath, "/customers")
    checkEqual(request.item, nil)
  }

  @Test func anAnswerItCannotReadIsNamedByThePathRead() throws {
    let request = try #require(PathRequest("/html/page?x=1", under: nil))

    let error = #expect(throws: NetworkError.self) {
      try request.endpoint.decode(
        Data("<!doctype html><p>Hi".utf8), from: HTTPResponseHead(status: 200), using: JSONDecoder()
      )
    }

    checkEqual(
      error?.description, "unexpected response for /html/page: the body is an HTML page, not JSON")
  }

  @Test func namesTheRecordOfAnIdPath() throws {
    let request = try #require(PathRequest("customers/7", under: nil))
    checkEqual(request.pathComponents, ["customers", "7"])
    checkEqual(request.item?.resource, "customers")
    checkEqual(request.item?.id, "7")
  }

  /// A server that adds a final `/` (Django REST framework) redirects a path without one: the
  /// `/` typed is asked for, and shown.
  @Test(arguments: ["customers/7/", "/customers/7/?a=1"])
  func keepsTheFinalSlashTyped(_ text: String) throws {
    let request = try #require(PathRequest(text, under: nil))
    checkEqual(request.pathComponents, ["customers", "7", ""])
    checkEqual(request.item?.resource, "customers")
    checkEqual(request.item?.id, "7")
    checkEqual(request.resource, "customers")
    checkEqual(request.shownPath, "/customers/7/")
    let url = request.endpoint.url(relativeTo: try #require(base))
    checkEqual(URLComponents(url: url, resolvingAgainstBaseURL: false)?.path, "/api/customers/7/")
  }

  @Test func takesAURLUnderTheBaseURL() throws {
    let request = try #require(
      PathRequest("http://127.0.0.1:3000/api/orders?_sort=id#top", under: base))
    checkEqual(request.pathComponents, ["orders"])
    checkEqual(request.queryItems, [URLQueryItem(name: "_sort", value: "id")])
  }

  @Test(arguments: [
    "http://127.0.0.1:3001/api/orders", "https://127.0.0.1:3000/api/orders",
    "http://127.0.0.1:3000/apix/orders", "http://127.0.0.1:3000/orders", "", "?a=1", "#top",
    "http://127.0.0.1:3000/ap",
  ])
  func refusesAURLElsewhereAndAPathOfNothing(_ text: String) {
    checkEqual(PathRequest(text, under: base), nil)
  }

  @Test(arguments: [
    "/", "//", "/?", "http://127.0.0.1:3000/api/", "http://127.0.0.1:3000/api",
    "http://127.0.0.1:3000/api/#top",
  ])
  func readsTheRootAsTheBaseURLItself(_ text: String) throws {
    let request = try #require(PathRequest(text, under: base))
    let baseURL = try #require(base)

    check(request.pathComponents.isEmpty)
    check(request.queryItems.isEmpty)
    checkEqual(request.shownPath, "/")
    checkEqual(request.item, nil)
    checkEqual(request.endpoint.url(relativeTo: baseURL), baseURL)
  }

  @Test func asksTheRootWithItsQueryAndThePathsBelowIt() throws {
    let baseURL = try #require(URL(string: "http://127.0.0.1:3000/api"))
    let root = try #require(PathRequest("/?q=a", under: baseURL))
    let posts = try #require(PathRequest("/posts", under: baseURL))

    checkEqual("\(root.endpoint.url(relativeTo: baseURL))", "http://127.0.0.1:3000/api?q=a")
    checkEqual("\(posts.endpoint.url(relativeTo: baseURL))", "http://127.0.0.1:3000/api/posts")
    try checkEqual(#require(PathRequest("http://127.0.0.1:3000/api?q=a", under: baseURL)), root)
  }

  @Test func namesTheRecordOfACollectionsPathByItsSingularWhenGiven() throws {
    var request = try #require(PathRequest("/orders/A-7", under: nil))
    checkEqual(request.item, Endpoint.Item(resource: "orders", id: "A-7"))
    request.singular = "order"
    checkEqual(request.item, Endpoint.Item(resource: "order", id: "A-7"))
    try checkEqual(#require(PathRequest("/orders", under: nil)).item, nil)
  }

  @Test func refusesAURLWithoutABaseURL() {
    checkEqual(PathRequest("http://127.0.0.1:3000/api/orders", under: nil), nil)
  }

  @Test func asksForThePageReplacingTheQuerysOwn() throws {
    let request = try #require(
      PathRequest("/customers?_page=9&city=Lyon", under: nil, page: 2, perPage: 5))
    checkEqual(
      request.queryItems,
      [
        URLQueryItem(name: "city", value: "Lyon"), URLQueryItem(name: "_page", value: "2"),
        URLQueryItem(name: "_limit", value: "5"),
      ])
    checkEqual(request.pageNumber, 2)
    checkEqual(request.pageSize, 5)
  }

  @Test func aPageSizeAloneMeansPageOneAndAPageAloneTenRecords() throws {
    let sized = try #require(PathRequest("/customers", under: nil, perPage: 5))
    checkEqual(sized.pageNumber, 1)
    let numbered = try #require(PathRequest("/customers", under: nil, page: 3))
    checkEqual(numbered.pageSize, Paging.jsonServer.defaultSize)
    checkEqual(numbered.queryItems, [URLQueryItem(name: "_page", value: "3")])
  }

  @Test func asksForThePageByTheServersParametersCountedAsTheServerCounts() throws {
    let spring = Paging.numbered(page: "page", size: "size", from: 0)
    let request = try #require(
      PathRequest("/books?page=7&sort=title", under: nil, page: 1, perPage: 5, paging: spring))
    checkEqual(
      request.queryItems,
      [
        URLQueryItem(name: "sort", value: "title"), URLQueryItem(name: "page", value: "0"),
        URLQueryItem(name: "size", value: "5"),
      ])
    checkEqual(request.pageNumber, 1)
    let stated = try #require(PathRequest("/books?page=2", under: nil, paging: spring))
    checkEqual(stated.numberedInQuery?.number, 3)
    checkEqual(
      stated.numberedInQuery?.paging,
      .numbered(page: "page", size: nil, from: 0, total: nil, endsWhenEmpty: true))
  }

  @Test func allStartsAtTheFirstPageOnlyOfAServerThatNumbersItsPages() throws {
    let spring = try #require(
      PathRequest(
        "/books", under: nil, paging: .numbered(page: "page", size: "size", from: 0)))
    checkEqual(
      spring.pagedForAll(size: 1000).queryItems,
      [
        URLQueryItem(name: "page", value: "0"), URLQueryItem(name: "size", value: "1000"),
      ])
    let stripe = try #require(
      PathRequest("/v1/customers", under: nil, paging: .linkHeader(size: "limit"))
    )
    checkEqual(stripe.pagedForAll(size: 1000), stripe)
    let named = try #require(PathRequest("/things?_page=2", under: nil))
    checkEqual(named.pagedForAll(size: 1000), named)
  }

  @Test func asksForAnotherPageInPlaceOfTheQuerysOwn() throws {
    let request = try #require(PathRequest("/customers?city=Lyon", under: nil, page: 1, perPage: 5))
    let next = request.replacingQuery(with: [
      URLQueryItem(name: "_page", value: "2"), URLQueryItem(name: "cursor", value: "c_9"),
    ])
    checkEqual(
      next.queryItems,
      [
        URLQueryItem(name: "city", value: "Lyon"), URLQueryItem(name: "_page", value: "2"),
        URLQueryItem(name: "_limit", value: "5"), URLQueryItem(name: "cursor", value: "c_9"),
      ])
  }

  @Test func keepsEveryItemOfAQueryAsTyped() throws {
    let request = try #require(
      PathRequest("/customers?city=São Paulo&tag&q=100%&x=a=b", under: nil))
    checkEqual(
      request.queryItems,
      [
        URLQueryItem(name: "city", value: "São Paulo"), URLQueryItem(name: "tag", value: nil),
        URLQueryItem(name: "q", value: "100%"), URLQueryItem(name: "x", value: "a=b"),
      ])
  }

  @Test func readsAPlusAsASpaceAsAFormsReaderDoes() throws {
    // As curl sends it and json-server reads it: `+` is a space, `%2B` a plus.
    let request = try #require(PathRequest("/customers?q=a+b&plus=1%2B1", under: nil))
    checkEqual(
      request.queryItems,
      [
        URLQueryItem(name: "q", value: "a b"), URLQueryItem(name: "plus", value: "1+1"),
      ])
  }

  /// What a shell's completion offers for `app get`'s path, read back as the same components.
  @Test(arguments: [
    (["customers"], "/customers"), (["name with space"], "/name%20with%20space"),
    (["books", ""], "/books/"), (["api", "v2", "orders"], "/api/v2/orders"),
    (["50%"], "/50%25"), (["a/b?c"], "/a%2Fb%3Fc"), (["books.json"], "/books.json"),
  ])
  func typesAPathThatReadsBackAsItsComponents(components: [String], typed: String) throws {
    checkEqual(PathRequest.typedPath(of: components), typed)
    checkEqual(try #require(PathRequest(typed, under: nil)).pathComponents, components)
  }
}

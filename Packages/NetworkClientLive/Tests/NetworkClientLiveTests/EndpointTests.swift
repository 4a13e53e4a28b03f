import Foundation
import Models
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

@Suite("Endpoint")
struct EndpointTests {
  private let baseURL = URL(string: "https://example.invalid/api")

  /// The path and query of `endpoint`'s URL below ``baseURL``, such as `/posts?_page=2`.
  private func target<Response>(of endpoint: Endpoint<Response>) throws -> String {
    let url = endpoint.url(relativeTo: try #require(baseURL)).absoluteString
    let prefix = "https://example.invalid/api"
    try #require(url.hasPrefix(prefix))
    return String(url.dropFirst(prefix.count))
  }

  @Test(
    "URLs keep the base URL's path prefix, with or without a trailing slash",
    arguments: [
      ("https://jsonplaceholder.typicode.com", "https://jsonplaceholder.typicode.com/posts/7"),
      ("https://jsonplaceholder.typicode.com/", "https://jsonplaceholder.typicode.com/posts/7"),
      ("http://127.0.0.1:8080/api", "http://127.0.0.1:8080/api/posts/7"),
      ("http://127.0.0.1:8080/api/", "http://127.0.0.1:8080/api/posts/7"),
    ])
  func urlBelowBaseURL(base: String, expected: String) throws {
    let baseURL = try #require(URL(string: base))

    checkEqual(Endpoint.post(7).url(relativeTo: baseURL).absoluteString, expected)
  }

  @Test("a query keeps the base URL's path prefix too")
  func queryBelowBaseURL() throws {
    let baseURL = try #require(URL(string: "http://127.0.0.1:8080/api/"))
    let endpoint = Endpoint.todos(TodoQuery(userID: 2, completed: false))

    checkEqual(
      endpoint.url(relativeTo: baseURL).absoluteString,
      "http://127.0.0.1:8080/api/users/2/todos?completed=false")
  }

  @Test("default queries ask for the top-level collections with no query at all")
  func defaultQueries() throws {
    try checkEqual(target(of: .posts(PostQuery())), "/posts")
    try checkEqual(target(of: .users(UserQuery())), "/users")
    try checkEqual(target(of: .comments(CommentQuery())), "/comments")
    try checkEqual(target(of: .albums(AlbumQuery())), "/albums")
    try checkEqual(target(of: .photos(PhotoQuery())), "/photos")
    try checkEqual(target(of: .todos(TodoQuery())), "/todos")
  }

  @Test("a query with a parent uses the nested route")
  func nestedRoutes() throws {
    try checkEqual(target(of: .posts(PostQuery(userID: 1))), "/users/1/posts")
    try checkEqual(target(of: .comments(CommentQuery(postID: 7))), "/posts/7/comments")
    try checkEqual(target(of: .albums(AlbumQuery(userID: 4))), "/users/4/albums")
    try checkEqual(target(of: .photos(PhotoQuery(albumID: 3))), "/albums/3/photos")
    try checkEqual(target(of: .todos(TodoQuery(userID: 5))), "/users/5/todos")
  }

  @Test("item endpoints are below their collection")
  func itemRoutes() throws {
    try checkEqual(target(of: .post(5)), "/posts/5")
    try checkEqual(target(of: .user(6)), "/users/6")
    try checkEqual(target(of: .album(9)), "/albums/9")
    try checkEqual(target(of: .photo(4)), "/photos/4")
  }

  @Test("completed filters to-dos as a query item, before the list query")
  func completedFilter() throws {
    try checkEqual(target(of: .todos(TodoQuery(completed: true))), "/todos?completed=true")
    try checkEqual(
      target(of: .todos(TodoQuery(userID: 1, completed: false))), "/users/1/todos?completed=false")
    try checkEqual(
      target(
        of: .todos(TodoQuery(completed: true, list: RecordQuery(pageNumber: 2, perPage: 5)))),
      "/todos?completed=true&_page=2&_limit=5")
  }

  @Test("every collection takes the list query")
  func listOptionsOnEveryCollection() throws {
    let list = RecordQuery(pageNumber: 3, perPage: 4, sort: [.init("id", descending: true)])
    let query = "?_page=3&_limit=4&_sort=id&_order=desc"

    try checkEqual(
      target(of: .posts(PostQuery(userID: 1, list: list))), "/users/1/posts" + query)
    try checkEqual(target(of: .users(UserQuery(list: list))), "/users" + query)
    try checkEqual(target(of: .comments(CommentQuery(list: list))), "/comments" + query)
    try checkEqual(target(of: .albums(AlbumQuery(list: list))), "/albums" + query)
    try checkEqual(
      target(of: .photos(PhotoQuery(albumID: 2, list: list))), "/albums/2/photos" + query)
    try checkEqual(target(of: .todos(TodoQuery(list: list))), "/todos" + query)
  }

  @Test(
    "names and values that have URL syntax in them are percent-encoded, and decode back",
    arguments: [
      "title", "address.city", "a b", "a&b", "a=b", "a+b", "a#b", "a/b?c", "a%20b", "東京", "naïve",
      "a,b",
    ])
  func percentEncoding(field: String) throws {
    let endpoint = Endpoint.posts(PostQuery(list: RecordQuery(sort: [.init(field)])))
    let url = endpoint.url(relativeTo: try #require(baseURL))

    let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
    checkEqual(components.path, "/api/posts")
    checkEqual(
      components.queryItems,
      [
        URLQueryItem(name: "_sort", value: field), URLQueryItem(name: "_order", value: "asc"),
      ])
    checkEqual(components.percentEncodedQuery?.contains("+"), false)
    checkEqual(components.percentEncodedQuery?.filter { $0 == "&" }.count, 1)
  }

  @Test("each endpoint names its payload and the item a 404 means is missing")
  func resourcesAndItems() {
    checkEqual(Endpoint.posts(PostQuery()).resource, "posts")
    checkEqual(Endpoint.posts(PostQuery()).item, nil)
    checkEqual(Endpoint.users(UserQuery()).resource, "users")
    checkEqual(Endpoint.users(UserQuery()).item, nil)
    checkEqual(Endpoint.comments(CommentQuery()).item, nil)
    checkEqual(Endpoint.albums(AlbumQuery()).item, nil)
    checkEqual(Endpoint.photos(PhotoQuery()).item, nil)
    checkEqual(Endpoint.todos(TodoQuery()).item, nil)

    checkEqual(Endpoint.post(5).resource, "post")
    checkEqual(Endpoint.post(5).item, .init(resource: "post", id: "5"))
    checkEqual(Endpoint.user(6).resource, "user")
    checkEqual(Endpoint.user(6).item, .init(resource: "user", id: "6"))
    checkEqual(Endpoint.album(9).resource, "album")
    checkEqual(Endpoint.album(9).item, .init(resource: "album", id: "9"))

    checkEqual(Endpoint.posts(PostQuery(userID: 1)).resource, "posts")
    checkEqual(Endpoint.posts(PostQuery(userID: 1)).item, .init(resource: "user", id: "1"))
    checkEqual(Endpoint.comments(CommentQuery(postID: 7)).resource, "comments")
    checkEqual(Endpoint.comments(CommentQuery(postID: 7)).item, .init(resource: "post", id: "7"))
    checkEqual(Endpoint.albums(AlbumQuery(userID: 2)).item, .init(resource: "user", id: "2"))
    checkEqual(Endpoint.photos(PhotoQuery(albumID: 3)).item, .init(resource: "album", id: "3"))
    checkEqual(Endpoint.todos(TodoQuery(userID: 4)).item, .init(resource: "user", id: "4"))
  }

  @Test("the request is a GET asking for JSON as the user agent")
  func urlRequest() throws {
    let baseURL = try #require(URL(string: "https://example.invalid/api/"))

    let request = try Endpoint.comments(CommentQuery(postID: 3)).urlRequest(
      relativeTo: baseURL, userAgent: "Tests/1.0")

    checkEqual(request.url?.absoluteString, "https://example.invalid/api/posts/3/comments")
    checkEqual(request.httpMethod, "GET")
    checkEqual(
      request.allHTTPHeaderFields, ["Accept": "application/json", "User-Agent": "Tests/1.0"])
  }
}

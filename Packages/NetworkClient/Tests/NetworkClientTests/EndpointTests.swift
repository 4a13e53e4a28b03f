import Foundation
import Models
import Testing

@testable import NetworkClient

@Suite("Endpoint")
struct EndpointTests {
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

    #expect(Endpoint.post(7).url(relativeTo: baseURL).absoluteString == expected)
  }

  @Test("each endpoint has its path, payload name and missing item")
  func endpoints() {
    #expect(Endpoint.posts.pathComponents == ["posts"])
    #expect(Endpoint.posts.resource == "posts")
    #expect(Endpoint.posts.item == nil)

    #expect(Endpoint.post(5).pathComponents == ["posts", "5"])
    #expect(Endpoint.post(5).resource == "post")
    #expect(Endpoint.post(5).item == .init(resource: "post", id: "5"))

    #expect(Endpoint.users.pathComponents == ["users"])
    #expect(Endpoint.users.resource == "users")
    #expect(Endpoint.users.item == nil)

    #expect(Endpoint.user(6).pathComponents == ["users", "6"])
    #expect(Endpoint.user(6).resource == "user")
    #expect(Endpoint.user(6).item == .init(resource: "user", id: "6"))

    #expect(Endpoint.comments(7).pathComponents == ["posts", "7", "comments"])
    #expect(Endpoint.comments(7).resource == "comments")
    #expect(Endpoint.comments(7).item == .init(resource: "post", id: "7"))
  }

  @Test("the request is a GET asking for JSON as the user agent")
  func urlRequest() throws {
    let baseURL = try #require(URL(string: "https://example.invalid/api/"))

    let request = Endpoint.comments(3).urlRequest(relativeTo: baseURL, userAgent: "Tests/1.0")

    #expect(request.url?.absoluteString == "https://example.invalid/api/posts/3/comments")
    #expect(request.httpMethod == "GET")
    #expect(
      request.allHTTPHeaderFields == ["Accept": "application/json", "User-Agent": "Tests/1.0"])
  }
}

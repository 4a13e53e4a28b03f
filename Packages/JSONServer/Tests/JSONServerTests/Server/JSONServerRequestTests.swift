import Foundation
import TestSupport
import Testing

@testable import JSONServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct JSONServerRequestTests {
  @Test func takesThePathAndQueryOfAURL() throws {
    let url = try #require(URL(string: "http://sample.invalid/posts/%37/?userId=1&q=a%20b&flag"))
    let request = JSONServerRequest(url: url)
    checkEqual(request.method, "GET")
    checkEqual(request.url, url)
    checkEqual(request.path, "/posts/%37/")
    checkEqual(
      request.query,
      [
        URLQueryItem(name: "userId", value: "1"), URLQueryItem(name: "q", value: "a b"),
        URLQueryItem(name: "flag", value: nil),
      ])
  }

  @Test func readsEverythingAURLRequestCarries() throws {
    var urlRequest = URLRequest(url: try #require(URL(string: "http://sample.invalid/posts")))
    urlRequest.httpMethod = "POST"
    urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
    urlRequest.httpBody = Data(#"{"title":"Hi"}"#.utf8)

    let request = JSONServerRequest(urlRequest)
    checkEqual(request.method, "POST")
    checkEqual(request.url, urlRequest.url)
    checkEqual(request.path, "/posts")
    check(request.query.isEmpty)
    checkEqual(request.headers["Content-Type"], "application/json")
    checkEqual(request.body, Data(#"{"title":"Hi"}"#.utf8))
  }

  @Test func readsABodySetAsAStream() throws {
    var urlRequest = URLRequest(url: try #require(URL(string: "http://sample.invalid/posts")))
    let body = Data(repeating: UInt8(ascii: "x"), count: 40_000)
    urlRequest.httpBodyStream = InputStream(data: body)
    checkEqual(JSONServerRequest(urlRequest).body, body)
  }

  @Test func hasNoURLWhenMadeFromParts() {
    checkEqual(JSONServerRequest(path: "/posts").url, nil)
  }

  @Test func hasAnEmptyPathForTheRootOfAHost() throws {
    let request = JSONServerRequest(url: try #require(URL(string: "http://sample.invalid")))
    checkEqual(request.path, "")
    checkEqual(SampleAPI().respond(to: request).status, 404)
  }

  @Test func readsARequestTarget() {
    let request = JSONServerRequest(
      method: "GET", target: "/posts/7/comments?q=night+trains&tag=c%2B%2B&flag",
      headers: ["Host": "localhost:3000"])
    checkEqual(request.path, "/posts/7/comments")
    checkEqual(
      request.query,
      [
        URLQueryItem(name: "q", value: "night trains"), URLQueryItem(name: "tag", value: "c++"),
        URLQueryItem(name: "flag", value: nil),
      ])
    checkEqual(
      request.fullURL, "http://localhost:3000/posts/7/comments?q=night+trains&tag=c%2B%2B&flag")
    checkEqual(request.url, nil)
    check(JSONServerRequest(method: "GET", target: "/posts?").query.isEmpty)
    checkEqual(JSONServerRequest(method: "GET", target: "/posts?").rawQuery, nil)
  }
}

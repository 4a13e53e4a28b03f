import Foundation
import HTTPBasics
import Testing

@testable import SampleAPI

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct SampleLinkHeaderTests {
  private let links = [
    SamplePagination.Link(relation: "first", page: 1),
    SamplePagination.Link(relation: "prev", page: 1),
    SamplePagination.Link(relation: "next", page: 3),
    SamplePagination.Link(relation: "last", page: 10),
  ]

  @Test func writesEveryLinkWithItsRelation() throws {
    let url = try #require(URL(string: "http://127.0.0.1:3000/posts?_page=2&_limit=5"))
    let value = SampleLinkHeader.value(for: links, of: SampleRequest(url: url))
    #expect(
      value == """
        <http://127.0.0.1:3000/posts?_page=1&_limit=5>; rel="first", \
        <http://127.0.0.1:3000/posts?_page=1&_limit=5>; rel="prev", \
        <http://127.0.0.1:3000/posts?_page=3&_limit=5>; rel="next", \
        <http://127.0.0.1:3000/posts?_page=10&_limit=5>; rel="last"
        """)
  }

  @Test func readsBackAsEachPageWithItsQuery() throws {
    let request = SampleRequest(
      method: "GET", target: "/posts?q=a%2Cb+%26+c&_page=2&title_like=x%3Dy",
      headers: ["Host": "127.0.0.1:3000"])

    let value = try #require(SampleLinkHeader.value(for: links, of: request))
    let header = try #require(LinkHeader(parsing: value))

    #expect(header.links.map(\.relations) == [["first"], ["prev"], ["next"], ["last"]])
    let next = try #require(header.target(relation: "next"))
    let query = try #require(next.split(separator: "?", maxSplits: 1).last)
    #expect(
      QueryEncoding.items(in: query) == [
        URLQueryItem(name: "q", value: "a,b & c"), URLQueryItem(name: "_page", value: "3"),
        URLQueryItem(name: "title_like", value: "x=y"),
      ])
  }

  @Test func writesNothingWithoutLinks() {
    #expect(SampleLinkHeader.value(for: [], of: SampleRequest(path: "/posts")) == nil)
  }

  @Test func writesRelativeURLsForARequestMadeFromParts() {
    let request = SampleRequest(
      path: "/users/1/posts", query: [URLQueryItem(name: "_page", value: "0")])
    #expect(SampleLinkHeader.url(of: request, page: 2) == "/users/1/posts?_page=2")
  }

  @Test func keepsTheSchemeHostPortAndPath() throws {
    let url = try #require(URL(string: "https://api.example:8443/posts/7/comments?_page=1"))
    #expect(
      SampleLinkHeader.url(of: SampleRequest(url: url), page: 4)
        == "https://api.example:8443/posts/7/comments?_page=4")
    let plain = try #require(URL(string: "http://sample-1.invalid/posts?_page=1"))
    #expect(
      SampleLinkHeader.url(of: SampleRequest(url: plain), page: 2)
        == "http://sample-1.invalid/posts?_page=2")
  }

  @Test func keepsOtherParametersInTheirOrderAndReplacesEveryPage() {
    let request = SampleRequest(
      path: "/posts",
      query: [
        URLQueryItem(name: "userId", value: "1"), URLQueryItem(name: "_page", value: "abc"),
        URLQueryItem(name: "flag", value: nil), URLQueryItem(name: "_page", value: "7"),
        URLQueryItem(name: "_sort", value: "userId,title"),
      ])
    #expect(
      SampleLinkHeader.url(of: request, page: 2)
        == "/posts?userId=1&_page=2&flag&_page=2&_sort=userId,title")
  }

  @Test func encodesTextThatWouldChangeTheQuerysMeaning() {
    let request = SampleRequest(
      path: "/posts",
      query: [
        URLQueryItem(name: "q", value: "a&b=c+d #e"), URLQueryItem(name: "title_like", value: "^é"),
        URLQueryItem(name: "_page", value: "1"),
      ])
    #expect(
      SampleLinkHeader.url(of: request, page: 2)
        == "/posts?q=a%26b%3Dc%2Bd%20%23e&title_like=%5E%C3%A9&_page=2")
  }
}

import Foundation
import HTTPBasics
import TestSupport
import Testing

@testable import JSONServer

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct PageLinkHeaderTests {
  private let links = [
    Pagination.Link(relation: "first", page: 1),
    Pagination.Link(relation: "prev", page: 1),
    Pagination.Link(relation: "next", page: 3),
    Pagination.Link(relation: "last", page: 10),
  ]

  @Test func writesEveryLinkWithItsRelation() throws {
    let url = try #require(URL(string: "http://127.0.0.1:3000/posts?_page=2&_limit=5"))
    let value = PageLinkHeader.value(for: links, page: 2, of: JSONServerRequest(url: url))
    checkEqual(
      value,
      """
      <http://127.0.0.1:3000/posts?_page=1&_limit=5>; rel="first", \
      <http://127.0.0.1:3000/posts?_page=1&_limit=5>; rel="prev", \
      <http://127.0.0.1:3000/posts?_page=3&_limit=5>; rel="next", \
      <http://127.0.0.1:3000/posts?_page=10&_limit=5>; rel="last"
      """)
  }

  /// json-server replaces `page=N` in the URL as it was sent: escapes (even invalid ones)
  /// stay as they are.
  @Test func keepsTheURLAsItWasSent() {
    let request = JSONServerRequest(
      method: "GET", target: "/posts?q=a%2Cb+%26+c&_page=2&x=%E9",
      headers: ["Host": "127.0.0.1:3000"])
    checkEqual(
      PageLinkHeader.value(for: [links[2]], page: 2, of: request),
      "<http://127.0.0.1:3000/posts?q=a%2Cb+%26+c&_page=3&x=%E9>; rel=\"next\"")
  }

  @Test func writesAnEmptyHeaderWithoutLinks() {
    checkEqual(PageLinkHeader.value(for: [], page: 1, of: JSONServerRequest(path: "/posts")), "")
  }

  /// Only the first `page=N` is replaced, and a page written otherwise (`_page=02`) is not.
  @Test func replacesTheFirstPageTextOnly() {
    let request = JSONServerRequest(method: "GET", target: "/posts?mypage=2&_page=2", headers: [:])
    checkEqual(
      PageLinkHeader.value(for: [links[2]], page: 2, of: request),
      "</posts?mypage=3&_page=2>; rel=\"next\"")
    let padded = JSONServerRequest(method: "GET", target: "/posts?_page=02", headers: [:])
    checkEqual(
      PageLinkHeader.value(for: [links[2]], page: 2, of: padded), "</posts?_page=02>; rel=\"next\"")
  }

  @Test func writesPagesAsJavaScriptWritesNumbers() {
    let request = JSONServerRequest(method: "GET", target: "/posts?_page=1e21", headers: [:])
    let link = Pagination.Link(relation: "next", page: 1e21 + 1)
    checkEqual(
      PageLinkHeader.value(for: [link], page: 1e21, of: request),
      "</posts?_page=1e21>; rel=\"next\"")
  }
}

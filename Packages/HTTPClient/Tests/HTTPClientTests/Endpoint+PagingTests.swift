import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("Endpoint.page(_:query:resource:member:paging:request:)")
struct EndpointPagingTests {
  private struct Book: Decodable, Sendable, Equatable {
    var id: Int
  }

  private let base = URL(string: "http://[::1]:8080/api")

  private func books(_ paging: Paging, _ request: PageRequest) -> Endpoint<Page<Book>> {
    .page(
      ["books"],
      query: [URLQueryItem(name: "sort", value: "title"), URLQueryItem(name: "page", value: "9")],
      resource: "books", member: "_embedded.books", paging: paging, request: request)
  }

  @Test("the team's query, then the page's parameters in place of any of the same name")
  func query() throws {
    let base = try #require(base)
    let endpoint = books(.numbered(page: "page", size: "size", from: 0), PageRequest(size: 20))

    checkEqual(
      endpoint.url(relativeTo: base).absoluteString,
      "http://[::1]:8080/api/books?sort=title&page=0&size=20")
  }

  @Test("a page named by a link is the link, below the base URL alone")
  func link() throws {
    let base = try #require(base)
    let next = try #require(URL(string: "http://[::1]:8080/api/books?page=1&size=20&sort=title"))
    let away = try #require(URL(string: "http://[::1]:9090/api/books?page=1"))
    let endpoint = books(
      .nextURL(at: "_links.next.href"), PageRequest(continuation: .url(next), size: 20))

    checkEqual(endpoint.link, next)
    checkEqual(endpoint.url(relativeTo: base), next)
    let resolved = try endpoint.resolvingLink(below: base)
    check(resolved.pathComponents == ["books"] && resolved.link == nil)
    checkEqual(resolved.queryItems.map(\.name), ["page", "size", "sort"])
    checkEqual(
      books(.linkHeader(), PageRequest(continuation: .url(away), size: 20)).url(relativeTo: base),
      base, "a link elsewhere is never the URL")
    #expect(throws: NetworkError.self) {
      try books(.linkHeader(), PageRequest(continuation: .url(away), size: 20)).resolvingLink(
        below: base)
    }
  }

  @Test("the page is read with the answer's head: its count and its Link")
  func readsTheHead() throws {
    let head = HTTPResponseHead(
      status: 200, headers: ["X-Total-Count": "3"], url: URL(string: "http://[::1]:8080/api/books"))
    let page = try books(.numbered(page: "page", size: "size"), PageRequest(size: 2)).decode(
      Data(#"{"_embedded": {"books": [{"id": 1}, {"id": 2}]}}"#.utf8), from: head,
      using: JSONDecoder())

    checkEqual(page.items, [Book(id: 1), Book(id: 2)])
    check(page.totalCount == 3 && page.next == .number(2) && page.pageCount == 2)
  }

  @Test("a next link that cannot be followed fails as the malformed answer it is")
  func malformed() throws {
    #expect {
      try books(.nextURL(at: "_links.next.href"), PageRequest(size: 2)).decode(
        Data(#"{"_embedded": {"books": []}, "_links": {"next": {"href": false}}}"#.utf8),
        from: HTTPResponseHead(status: 200), using: JSONDecoder())
    } throws: { error in
      guard case NetworkError.malformedResponse(let host, _) = error else { return false }
      return host == "the server"
    }
  }
}

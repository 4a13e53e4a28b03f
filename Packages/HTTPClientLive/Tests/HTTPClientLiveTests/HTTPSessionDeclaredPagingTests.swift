import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

/// Every shape of paging the library reads from a declaration (`Paging`), each read to its end
/// from a loopback server on 127.0.0.1 and on ::1, each page asked for once with the
/// continuation of the page before.
@Suite("HTTPSession: declared paging of every shape", .timeLimit(.minutes(1)))
struct HTTPSessionDeclaredPagingTests {
  private struct Book: Decodable, Sendable, Equatable {
    var id: Int
    var title: String
  }

  @Test(arguments: PagedBooks.shapes, ["127.0.0.1", "::1"])
  func everyPageIsReadOnceToTheEnd(shape: PagedBooks, address: String) async throws {
    let server = try shape.server(on: address)
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionDeclaredPagingTests/1",
      policy: TransferPolicy(clock: ImmediateClock()))
    var request = PageRequest(size: 2)
    var ids: [Int] = []
    var pages: [Page<Book>] = []
    for _ in 0..<10 {
      let page = try await session.send(
        Endpoint<Page<Book>>.page(
          ["api", "books"], resource: "books", member: shape.member, paging: shape.paging,
          request: request))
      pages.append(page)
      ids += page.items.map(\.id)
      guard let next = page.next else { break }
      request.continuation = next
    }

    checkEqual(ids, Array(1...shape.count))
    checkEqual(pages.last?.next, nil)
    checkEqual(server.requests.count, pages.count)
    checkEqual(Set(server.requests.map(\.path)).count, server.requests.count)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func springDataIsAskedForPageZeroFirstAndSaysItsPageCount(address: String) async throws {
    let shape = try #require(PagedBooks.shapes.first { $0.name.hasPrefix("Spring Data") })
    let server = try shape.server(on: address)
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionDeclaredPagingTests/1")
    let first = try await session.send(
      Endpoint<Page<Book>>.page(
        ["api", "books"], query: [URLQueryItem(name: "sort", value: "title")], resource: "books",
        member: shape.member, paging: shape.paging, request: PageRequest(size: 2)))

    checkEqual(server.requests.map(\.path), ["/api/books?sort=title&page=0&size=2"])
    check(first.number == 1 && first.pageCount == 3 && first.next == .number(2))
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func aLinkElsewhereIsNotFollowed(address: String) async throws {
    let server = try HostileServer(address: address) { _, _ in
      [
        .response(
          200,
          body:
            #"{"results": [{"id": 1, "title": "A"}], "next": "http://other.example/api/books?page=2"}"#
        )
      ]
    }
    let session = HTTPSession(
      baseURL: server.baseURL, userAgent: "HTTPSessionDeclaredPagingTests/1")
    let paging = Paging.nextURL(at: "next")
    let first = try await session.send(
      Endpoint<Page<Book>>.page(
        ["api", "books"], resource: "books", member: "results", paging: paging,
        request: PageRequest(size: 2)))
    let next = try #require(first.next)

    await #expect(throws: NetworkError.self) {
      try await session.send(
        Endpoint<Page<Book>>.page(
          ["api", "books"], resource: "books", member: "results", paging: paging,
          request: PageRequest(continuation: next, size: 2)))
    }
    checkEqual(server.requests.count, 1)
  }
}

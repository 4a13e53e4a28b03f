import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("Paging.queryItems(for:) and PageRequest.number(countingFrom:)")
struct PagingQueryTests {
  private func query(_ paging: Paging, _ request: PageRequest) -> String {
    paging.queryItems(for: request).map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
  }

  @Test("numbered pages from 1 or from 0: the library's page 1 is the API's first")
  func numbered() {
    let jsonServer = Paging.numbered(page: "_page", size: "_limit")
    let spring = Paging.numbered(page: "page", size: "size", from: 0)

    checkEqual(query(jsonServer, PageRequest(size: 20)), "_page=1&_limit=20")
    checkEqual(
      query(jsonServer, PageRequest(continuation: .number(3), size: 20)), "_page=3&_limit=20")
    checkEqual(query(spring, PageRequest(size: 20)), "page=0&size=20")
    checkEqual(query(spring, PageRequest(continuation: .number(3), size: 20)), "page=2&size=20")
  }

  @Test("an offset continuation on a multiple of the size names its numbered page")
  func numberOfAnOffset() {
    checkEqual(PageRequest(continuation: .offset(40), size: 20).number(countingFrom: 0), 2)
    checkEqual(PageRequest(continuation: .offset(30), size: 20).number(countingFrom: 1), nil)
    checkEqual(PageRequest(continuation: .cursor("c"), size: 20).number(countingFrom: 1), nil)
    checkEqual(PageRequest(continuation: .number(.max), size: 20).number(countingFrom: 1), .max)
    checkEqual(PageRequest(continuation: .number(.max), size: 20).number(countingFrom: 2), nil)
    checkEqual(PageRequest(continuation: .number(.min), size: 20).number(countingFrom: 0), nil)
    var sizeless = PageRequest(continuation: .offset(40), size: 20)
    sizeless.size = 0
    checkEqual(sizeless.number(countingFrom: 1), nil)
  }

  @Test("offsets: 0 first, then the continuation's, or a page number's items before it")
  func offsets() {
    let paging = Paging.offsets()

    checkEqual(query(paging, PageRequest(size: 20)), "offset=0&limit=20")
    checkEqual(
      query(paging, PageRequest(continuation: .offset(40), size: 20)), "offset=40&limit=20")
    checkEqual(query(paging, PageRequest(continuation: .number(3), size: 20)), "offset=40&limit=20")
  }

  @Test("a cursor is sent only after the first page")
  func cursor() {
    let stripe = Paging.cursorAfterLast()

    checkEqual(query(stripe, PageRequest(size: 10)), "limit=10")
    checkEqual(
      query(stripe, PageRequest(continuation: .cursor("cus_9"), size: 10)),
      "limit=10&starting_after=cus_9")
  }

  @Test("linked pages: the first asks for its size alone, a link brings its own query")
  func links() throws {
    let link = try #require(URL(string: "https://api.example/books?page=2&size=5"))

    checkEqual(
      query(.nextURL(at: "_links.next.href", size: "size"), PageRequest(size: 5)), "size=5")
    check(query(.linkHeader(), PageRequest(continuation: .url(link), size: 5)).isEmpty)
    check(query(.numbered(), PageRequest(continuation: .url(link), size: 5)).isEmpty)
  }

  @Test("an API without a size parameter is asked for none")
  func noSize() {
    checkEqual(query(.numbered(page: "p", size: nil), PageRequest(size: 5)), "p=1")
  }
}

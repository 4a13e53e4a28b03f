import Foundation
import NetworkClient
import Testing

@testable import NetworkClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Page(_:response:options:)")
struct PageResponseTests {
  private func response(totalCount: String?) throws -> HTTPURLResponse {
    let url = try #require(URL(string: "https://example.invalid/posts"))
    return try #require(
      HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: "HTTP/1.1",
        headerFields: totalCount.map { ["X-Total-Count": $0] }))
  }

  @Test("X-Total-Count is the total count", arguments: [("100", 100), ("0", 0), (" 42 ", 42)])
  func totalCount(header: String, expected: Int) throws {
    let page = Page(
      ListPayload(items: [1, 2]), response: try response(totalCount: header), options: .init())

    #expect(page.totalCount == expected)
  }

  @Test(
    "an X-Total-Count that is not a non-negative integer is no total",
    arguments: ["", "-1", "+5", "1.5", "ten", "0x10", "12 13", "99999999999999999999999"])
  func garbageTotalCount(header: String) throws {
    let page = Page(
      ListPayload(items: [1]), response: try response(totalCount: header), options: .init())

    #expect(page.totalCount == nil)
  }

  @Test("no X-Total-Count, or no HTTP response, is no total")
  func absentTotalCount() throws {
    let url = try #require(URL(string: "https://example.invalid/posts"))
    let plain = URLResponse(
      url: url, mimeType: "application/json", expectedContentLength: 0, textEncodingName: nil)

    #expect(
      Page(ListPayload(items: [1]), response: try response(totalCount: nil), options: .init())
        .totalCount == nil)
    #expect(Page(ListPayload(items: [1]), response: plain, options: .init()).totalCount == nil)
  }

  @Test("the header's name is matched without regard to case")
  func headerNameCase() throws {
    let url = try #require(URL(string: "https://example.invalid/posts"))
    let response = try #require(
      HTTPURLResponse(
        url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["x-total-count": "7"]))

    #expect(Page(ListPayload(items: [1]), response: response, options: .init()).totalCount == 7)
  }

  @Test("number and size are what the options asked for")
  func numberAndSize() throws {
    let response = try response(totalCount: "23")

    let whole = Page(ListPayload(items: [1]), response: response, options: ListOptions())
    let paged = Page(
      ListPayload(items: [1]), response: response, options: ListOptions(page: 3, perPage: 5))
    let defaultSize = Page(
      ListPayload(items: [1]), response: response, options: ListOptions(page: 2))
    let firstPage = Page(
      ListPayload(items: [1]), response: response, options: ListOptions(perPage: 4))

    #expect(whole.number == nil && whole.size == nil && whole.pageCount == nil)
    #expect(paged.number == 3 && paged.size == 5 && paged.pageCount == 5)
    #expect(defaultSize.number == 2 && defaultSize.size == 10 && defaultSize.pageCount == 3)
    #expect(firstPage.number == 1 && firstPage.size == 4 && firstPage.pageCount == 6)
  }
}

import Foundation
import HTTPClient
import TestSupport
import Testing

/// A page size over the server's most, asked for again at its most.
@Suite struct PathRequestPageSizeBoundTests {
  let request = PathRequest(
    "/api/book?sort=title", under: nil, page: 1, perPage: 1000,
    paging: .numbered(page: "page[number]", size: "page[size]"))

  @Test(arguments: [
    "Page size must not exceed the server's maximum: 100",
    "limit: ensure this value is less than or equal to 100",
    "per_page must be at most 100", "max page size is 100",
  ])
  func aRefusalThatNamesTheMostIsAskedForAgainAtIt(excerpt: String) throws {
    let bounded = try #require(
      request?.bounded(by: .unexpectedStatus(code: 400, bodyExcerpt: excerpt)))

    checkEqual(bounded.pageSize, 100)
    checkEqual(
      bounded.queryItems,
      [
        URLQueryItem(name: "sort", value: "title"), URLQueryItem(name: "page[number]", value: "1"),
        URLQueryItem(name: "page[size]", value: "100"),
      ])
  }

  @Test func anotherRefusalOrNoLargerSizeAskedForIsLeftAsItIs() throws {
    checkEqual(
      request?.bounded(by: .unexpectedStatus(code: 400, bodyExcerpt: "title is required")), nil)
    checkEqual(
      request?.bounded(by: .unexpectedStatus(code: 500, bodyExcerpt: "maximum: 100")), nil)
    let small = PathRequest(
      "/api/book", under: nil, page: 1, perPage: 50,
      paging: .numbered(page: "page[number]", size: "page[size]"))
    checkEqual(small?.bounded(by: .unexpectedStatus(code: 400, bodyExcerpt: "maximum: 100")), nil)
  }
}

import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// Pages (`_page`, `_limit`) with `Link` and `X-Total-Count`, and slices (`_start`, `_end`,
/// `_limit`).
@Suite struct JSONServerPagingTests {
  let server: JSONServer

  init() throws {
    let records = (1...23).map { #"{"id": \#($0), "even": \#($0 % 2 == 0)}"# }
    server = try JSONServer.make(#"{"items": [\#(records.joined(separator: ","))]}"#)
  }

  @Test func pagesTenRecordsByDefault() throws {
    let response = try server.get("/items?_page=2")
    try checkEqual(listedIDs(response), Array(11...20))
    checkEqual(response.headers["X-Total-Count"], "23")
    checkEqual(response.headers["Access-Control-Expose-Headers"], "X-Total-Count, Link")
    let base = "http://localhost:3000/items?_page="
    checkEqual(
      response.headers["Link"],
      "<\(base)1>; rel=\"first\", <\(base)1>; rel=\"prev\", <\(base)3>; rel=\"next\", "
        + "<\(base)3>; rel=\"last\"")
  }

  @Test func pagesByTheLimitAfterFiltering() throws {
    let response = try server.get("/items?even=true&_page=1&_limit=5")
    try checkEqual(listedIDs(response), [2, 4, 6, 8, 10])
    checkEqual(response.headers["X-Total-Count"], "11")
    let base = "http://localhost:3000/items?even=true&_page="
    checkEqual(
      response.headers["Link"],
      "<\(base)1&_limit=5>; rel=\"first\", <\(base)2&_limit=5>; rel=\"next\", "
        + "<\(base)3&_limit=5>; rel=\"last\"")
  }

  /// json-server writes its `Link` header even with no link in it.
  @Test func linksNowhereFromAPageBeyondTheEnd() throws {
    let response = try server.get("/items?_page=9")
    check(try listedIDs(response).isEmpty)
    checkEqual(response.headers["Link"], "")
    checkEqual(response.headers["X-Total-Count"], "23")
  }

  @Test func slicesFromStartToEnd() throws {
    let response = try server.get("/items?_start=20&_end=30")
    try checkEqual(listedIDs(response), [21, 22, 23])
    checkEqual(response.headers["X-Total-Count"], "23")
    checkEqual(response.headers["Access-Control-Expose-Headers"], "X-Total-Count")
    checkEqual(response.headers["Link"], nil)
  }

  @Test func slicesFromStartByLimit() throws {
    try checkEqual(listedIDs(server.get("/items?_start=5&_limit=3")), [6, 7, 8])
    try checkEqual(listedIDs(server.get("/items?_limit=2")), [1, 2])
  }

  @Test func countsNothingWithoutAPageOrSlice() throws {
    try checkEqual(server.get("/items").headers["X-Total-Count"], nil)
  }
}

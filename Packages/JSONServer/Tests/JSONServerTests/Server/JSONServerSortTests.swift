import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// Sorting with `_sort` and `_order`, by one field or several.
@Suite struct JSONServerSortTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make(
      """
      {"posts": [
        {"id": 1, "user": "b", "views": 5},
        {"id": 2, "user": "a", "views": 9},
        {"id": 3, "user": "b", "views": 7},
        {"id": 4, "user": "a", "views": 1}
      ]}
      """)
  }

  @Test func sortsAscendingByDefault() throws {
    try checkEqual(listedIDs(server.get("/posts?_sort=views")), [4, 1, 3, 2])
  }

  @Test func sortsDescendingWhenAsked() throws {
    try checkEqual(listedIDs(server.get("/posts?_sort=views&_order=desc")), [2, 3, 1, 4])
    try checkEqual(listedIDs(server.get("/posts?_sort=views&_order=DESC")), [2, 3, 1, 4])
  }

  @Test func sortsBySeveralFieldsEachWithItsOrder() throws {
    try checkEqual(listedIDs(server.get("/posts?_sort=user,views&_order=desc,asc")), [1, 3, 4, 2])
    try checkEqual(listedIDs(server.get("/posts?_sort=user,views")), [4, 2, 1, 3])
  }

  @Test func sortsBeforePaging() throws {
    try checkEqual(listedIDs(server.get("/posts?_sort=views&_page=2&_limit=2")), [3, 2])
  }
}

import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("Paging.Total")
struct PagingTotalTests {
  private let body = Data(
    #"{"count": 42, "meta": {"last_page": 3, "total": "7"}, "page": {"totalPages": -1}}"#.utf8)

  @Test("a count in a header field or in the body at a dotted path")
  func counts() {
    let head = HTTPResponseHead(status: 200, headers: ["X-Total-Count": " 12 "])

    checkEqual(Paging.Total.header("X-Total-Count").count(in: body, head: head), 12)
    checkEqual(Paging.Total.items(at: "count").count(in: body, head: nil), 42)
    checkEqual(Paging.Total.pages(at: "meta.last_page").count(in: body, head: nil), 3)
  }

  @Test(
    "no count where it is missing, not a whole number, negative, or a string",
    arguments: ["meta.total", "page.totalPages", "meta.missing", "meta", "count.x"])
  func noCount(member: String) {
    checkEqual(Paging.Total.items(at: member).count(in: body, head: nil), nil)
    checkEqual(Paging.Total.header("X-Total-Count").count(in: body, head: nil), nil)
  }
}

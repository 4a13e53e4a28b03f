import Foundation
import HTTPBasics
import TestSupport
import Testing

/// The code of the "Getting Started with HTTPBasics" article (`HTTPBasics.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func dates() {
    let stamp = HTTPDate.string(from: Date(timeIntervalSince1970: 784_111_777))
    // stamp is "Sun, 06 Nov 1994 08:49:37 GMT"
    let same = HTTPDate.date(from: "Sunday, 06-Nov-94 08:49:37 GMT")
    let notADate = HTTPDate.date(from: "yesterday")
    // same is the same moment; notADate is nil

    checkEqual(stamp, "Sun, 06 Nov 1994 08:49:37 GMT")
    checkEqual(same, Date(timeIntervalSince1970: 784_111_777))
    checkEqual(notADate, nil)
  }

  @Test func queries() throws {
    let query = QueryEncoding.query([
      URLQueryItem(name: "q", value: "fish & chips"), URLQueryItem(name: "_page", value: "2"),
    ])
    // query is "q=fish%20%26%20chips&_page=2"
    let items = QueryEncoding.items(in: "q=fish+%26+chips&_page=2")
    // items[0].value is "fish & chips"

    checkEqual(query, "q=fish%20%26%20chips&_page=2")
    try #require(items.count == 2)
    checkEqual(items[0].value, "fish & chips")
  }

  @Test func links() {
    let header = LinkHeader([
      LinkHeader.Link(target: "/posts?_page=1", relations: ["first"]),
      LinkHeader.Link(target: "/posts?_page=3", relations: ["next"]),
    ])
    // header.value is </posts?_page=1>; rel="first", </posts?_page=3>; rel="next"
    let next = LinkHeader(parsing: header.value)?.target(relation: "next")
    // next is "/posts?_page=3"

    checkEqual(header.value, #"</posts?_page=1>; rel="first", </posts?_page=3>; rel="next""#)
    checkEqual(next, "/posts?_page=3")
  }
}

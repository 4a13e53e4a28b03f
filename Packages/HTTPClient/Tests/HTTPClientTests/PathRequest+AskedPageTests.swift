import Foundation
import HTTPClient
import TestSupport
import Testing

/// A page asked for by number that the server answered with another, reached as the answer
/// pages.
@Suite struct PathRequestAskedPageTests {
  let base = URL(string: "http://127.0.0.1:8000")

  func route(
    _ path: String, page: Int? = 2, answering body: String, headers: [String: String] = [:]
  ) throws -> AskedPageRoute? {
    let request = try #require(PathRequest(path, under: base, page: page))
    let head = HTTPResponseHead(status: 200, headers: headers, url: base)
    let answer = try PathAnswer(body: Data(body.utf8), head: head)
    return request.reachingAskedPage(from: answer, head: head)
  }

  @Test func aPageNumberTheAnswerStatesIsAskedForAgainByItsOwnParameters() throws {
    let answered = try route(
      "/books?q=x",
      answering: #"{"items": [{"id": 1}], "total": 120, "page": 1, "size": 50, "pages": 3}"#)

    guard case .askAgain(let again)? = answered else {
      Issue.record(
        "expected a request by the answer's parameters, got \(String(describing: answered))")
      return
    }
    checkEqual(
      again.queryItems,
      [
        URLQueryItem(name: "q", value: "x"), URLQueryItem(name: "page", value: "2"),
        URLQueryItem(name: "size", value: "50"),
      ], "json-server's _page, which the server did not take, is not sent again")
  }

  @Test func theFirstOfLinkedPagesIsFollowedToThePageAskedFor() throws {
    checkEqual(
      try route(
        "/api/books/", page: 3,
        answering:
          #"{"count": 25, "next": "http://127.0.0.1:8000/api/books/?page=2", "previous": null, "results": [{"id": 1}]}"#
      ), .followNext(times: 2))
    checkEqual(
      try route(
        "/books",
        answering: #"[{"id": 1}]"#,
        headers: ["Link": #"<http://127.0.0.1:8000/books?page=2>; rel="next""#]),
      .followNext(times: 1))
  }

  @Test func thePageAskedForOrAnAnswerThatCannotTellIsLeftAsItIs() throws {
    checkEqual(
      try route(
        "/books", answering: #"{"items": [{"id": 51}], "total": 120, "page": 2, "size": 50}"#),
      nil, "the page asked for")
    checkEqual(
      try route(
        "/api/books/",
        answering:
          #"{"count": 25, "next": null, "previous": "http://127.0.0.1:8000/api/books/", "results": [{"id": 11}]}"#
      ), nil, "a page after the first")
    checkEqual(
      try route("/posts", answering: #"[{"id": 11}]"#, headers: ["X-Total-Count": "100"]), nil,
      "json-server took the page")
    checkEqual(
      try route(
        "/books", page: nil,
        answering: #"{"items": [{"id": 1}], "total": 120, "page": 1, "size": 50}"#), nil,
      "no page asked for")
  }
}

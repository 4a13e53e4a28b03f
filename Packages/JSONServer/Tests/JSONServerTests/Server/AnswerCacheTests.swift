import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// The answers kept for reads: found only at the version they were made from, and bounded.
@Suite struct AnswerCacheTests {
  private func answer(_ text: String) -> JSONServerResponse {
    JSONServerResponse(status: 200, body: Data(text.utf8))
  }

  private func key(_ target: String, host: String = "localhost:3000") -> AnswerCache.Key {
    AnswerCache.key(
      of: JSONServerRequest(method: "GET", target: target, headers: ["Host": host, "Origin": "x"]))
  }

  @Test func findsAnAnswerOnlyAtItsVersion() {
    let cache = AnswerCache()
    cache.keep(answer("[1]"), for: key("/posts"), at: 3)

    checkEqual(cache.answer(for: key("/posts"), at: 3), answer("[1]"))
    checkEqual(cache.answer(for: key("/posts"), at: 4), nil)
    checkEqual(cache.answer(for: key("/posts?_page=2"), at: 3), nil)
    checkEqual(cache.answer(for: key("/posts", host: "example.com"), at: 3), nil)
  }

  @Test func dropsWhatItHeldOnceANewerVersionIsKeptAndRefusesOlderOnes() {
    let cache = AnswerCache()
    cache.keep(answer("[1]"), for: key("/posts"), at: 1)
    cache.keep(answer("{}"), for: key("/profile"), at: 2)
    cache.keep(answer("[0]"), for: key("/posts"), at: 1)

    checkEqual(cache.count, 1)
    checkEqual(cache.answer(for: key("/profile"), at: 2), answer("{}"))
    checkEqual(cache.answer(for: key("/posts"), at: 1), nil)
  }

  @Test func keysOnTheHostAloneOfTheHeaderFieldsAndWithoutTheBody() {
    let request = JSONServerRequest(
      method: "GET", target: "/posts", headers: ["HOST": "a:1", "If-None-Match": "*"])
    let sameRead = JSONServerRequest(
      method: "GET", target: "/posts", headers: ["Host": "a:1", "Origin": "x"],
      body: Data(count: 1_048_576))
    let otherHost = JSONServerRequest(method: "GET", target: "/posts", headers: ["Host": "b:1"])

    checkEqual(AnswerCache.key(of: request).host, "a:1")
    checkEqual(AnswerCache.key(of: request), AnswerCache.key(of: sameRead))
    check(AnswerCache.key(of: request) != AnswerCache.key(of: otherHost))
  }

  @Test func keysOnTheMethodPathAndQuery() {
    let cache = AnswerCache()
    cache.keep(answer("[1]"), for: key("/posts?userId=1"), at: 0)
    let head = JSONServerRequest(
      method: "HEAD", target: "/posts?userId=1", headers: ["Host": "localhost:3000"])
    var otherItems = JSONServerRequest(
      method: "GET", target: "/posts?userId=1", headers: ["Host": "localhost:3000"])
    otherItems.query = [URLQueryItem(name: "userId", value: "2")]
    let fromParts = JSONServerRequest(
      path: "/posts", query: [URLQueryItem(name: "userId", value: "1")],
      headers: ["Host": "localhost:3000"])

    checkEqual(cache.answer(for: key("/posts?userId=1"), at: 0), answer("[1]"))
    checkEqual(cache.answer(for: key("/posts?userId=2"), at: 0), nil)
    checkEqual(cache.answer(for: key("/posts/?userId=1"), at: 0), nil)
    checkEqual(cache.answer(for: AnswerCache.key(of: head), at: 0), nil)
    checkEqual(cache.answer(for: AnswerCache.key(of: otherItems), at: 0), nil)
    checkEqual(cache.answer(for: AnswerCache.key(of: fromParts), at: 0), nil)
  }

  @Test func holdsAtMostItsCapacityDroppingTheOldestFirst() {
    let cache = AnswerCache(capacity: 3)
    for page in 1...5 {
      cache.keep(answer("[\(page)]"), for: key("/posts?_page=\(page)"), at: 0)
    }

    checkEqual(cache.count, 3)
    checkEqual(cache.answer(for: key("/posts?_page=2"), at: 0), nil)
    checkEqual(cache.answer(for: key("/posts?_page=3"), at: 0), answer("[3]"))
    checkEqual(cache.answer(for: key("/posts?_page=5"), at: 0), answer("[5]"))
  }

  @Test func holdsAtMostItsBytesAndNoBodyOverAQuarterOfThem() {
    let cache = AnswerCache(capacity: 100, byteLimit: 40)
    cache.keep(answer(String(repeating: "x", count: 11)), for: key("/big"), at: 0)
    for page in 1...5 {
      cache.keep(answer(String(repeating: "\(page)", count: 10)), for: key("/\(page)"), at: 0)
    }

    checkEqual(cache.answer(for: key("/big"), at: 0), nil)
    checkEqual(cache.count, 4)
    checkEqual(cache.answer(for: key("/1"), at: 0), nil)
    check(cache.answer(for: key("/2"), at: 0) != nil)
  }
}

import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("ResponseBody")
struct ResponseBodyTests {
  /// Appends each of `chunks` in turn to `body`, returning what each append returned.
  private func append(_ chunks: [String], to body: inout ResponseBody) -> [Bool] {
    chunks.map { body.append(Data($0.utf8)) }
  }

  @Test("chunks are kept up to the limit, included")
  func withinLimit() {
    var body = ResponseBody(limit: 6)

    checkEqual(append(["abc", "def"], to: &body), [true, true])
    checkEqual(body.data, Data("abcdef".utf8))
    check(!body.isTooLarge)
  }

  @Test("a chunk past the limit drops the body, and nothing more is kept")
  func pastLimit() {
    var body = ResponseBody(limit: 6)

    checkEqual(append(["abcd", "efg", "h"], to: &body), [true, false, false])
    check(body.isTooLarge)
    check(body.data.isEmpty)
  }

  @Test("a cut body keeps its first limit bytes past the limit, and nothing more")
  func cutPastLimit() {
    var body = ResponseBody(limit: 6, pastLimit: .cut)

    checkEqual(append(["abcd", "efg", "h"], to: &body), [true, false, false])
    check(body.isTooLarge)
    checkEqual(body.data, Data("abcdef".utf8))
  }

  @Test("a cut body that ends exactly at the limit is whole")
  func cutAtLimit() {
    var body = ResponseBody(limit: 6, pastLimit: .cut)

    checkEqual(append(["abc", "def", ""], to: &body), [true, true, true])
    check(!body.isTooLarge)
    checkEqual(body.data, Data("abcdef".utf8))
  }

  @Test("a zero limit takes only empty chunks")
  func zeroLimit() {
    var body = ResponseBody(limit: 0)

    checkEqual(append(["", "x"], to: &body), [true, false])
  }
}

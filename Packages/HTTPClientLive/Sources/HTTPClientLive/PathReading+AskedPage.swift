import Foundation
import HTTPClient
import JSONCoding

extension PathReading {
  /// The answer to the page `request` asked for by number, read as the first answer, `answer`
  /// with `head`, pages when the server ignored the parameters it was asked with
  /// (`PathRequest.reachingAskedPage(from:head:)`): asked again by the answer's own parameters,
  /// or the next page followed from the first to it; an empty list when the pages end before
  /// it, with the total the last page stated. With the request that answered. `nil` when the
  /// answer is the page asked for.
  static func askedPage(
    of request: PathRequest, answer: PathAnswer, head: HTTPResponseHead?, session: HTTPSession
  ) async throws -> (
    answer: PathAnswer, head: HTTPResponseHead?, request: PathRequest, total: Int?
  )? {
    switch request.reachingAskedPage(from: answer, head: head) {
    case nil:
      return nil
    case .askAgain(let again)?:
      let (answer, head) = try await session.response(again.endpoint)
      return (answer, head, again, nil)
    case .followNext(let times)?:
      var (current, answer, head) = (request, answer, head)
      for _ in 0..<min(times, PageWalk<JSONObject>.maximumPages) {
        let page = try Self.page(after: current, answer: answer, head: head, session: session)
        guard case .request(let next)? = page.next else {
          return (try PathAnswer(body: Data("[]".utf8)), head, current, page.totalCount)
        }
        (answer, head) = try await session.response(next.endpoint)
        current = next
      }
      return (answer, head, current, nil)
    }
  }
}

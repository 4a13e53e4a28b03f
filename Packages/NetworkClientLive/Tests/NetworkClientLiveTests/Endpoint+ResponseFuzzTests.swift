import Dependencies
import Foundation
import Models
import NetworkClient
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive
@testable import NetworkClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Endpoint.decode and Page(items:response:query:) under fuzzing")
struct EndpointResponseFuzzTests {
  private let url = URL(fileURLWithPath: "/posts")

  @Test("extreme bodies, statuses, totals and page queries never trap, and end sanely")
  func listResponses() throws {
    var generator = FuzzInput.generator()
    for _ in 0..<FuzzInput.caseCount {
      let (kind, body) = FuzzInput.body(using: &generator)
      let status =
        [200, 200, 200, 201, 404, 422, 429, 500, Int.random(in: 100...599, using: &generator)]
        .randomElement(using: &generator) ?? 200
      let total = FuzzInput.headerValue(using: &generator)
      let list = RecordQuery(
        pageNumber: Bool.random(using: &generator) ? FuzzInput.integer(using: &generator) : nil,
        perPage: Bool.random(using: &generator) ? FuzzInput.integer(using: &generator) : nil)
      let response = try #require(
        HTTPURLResponse(
          url: url, statusCode: status, httpVersion: "HTTP/1.1",
          headerFields: ["X-Total-Count": total]))
      let endpoint = Endpoint.posts(PostQuery(list: list))

      do {
        let posts = try endpoint.decode(body, from: response, using: JSONDecoder())
        if case .posts(let ids) = kind {
          checkEqual(posts.items.map(\.id.rawValue), ids)
        }
        let page = Page(posts, response: HTTPResponseHead(response), query: list)
        check(page.totalCount.map { $0 >= 0 } ?? true, "X-Total-Count \(total)")
        check(page.pageCount.map { $0 >= 1 } ?? true, "X-Total-Count \(total), \(list)")
        checkEqual(page.number, list.pageNumber)
        checkEqual(page.size, list.page?.size)
      } catch {
        check(!error.description.isEmpty)
        check(!error.description.contains("\n"))
        let isSuccess = (200..<300).contains(status)
        if case .posts = kind, isSuccess {
          Issue.record("a list of posts did not decode: \(error)")
        }
        if case .unfitID = kind, isSuccess {
          guard case .undecodable("posts", "[0].id", let reason) = error else {
            Issue.record("an unfit id gave \(error)")
            continue
          }
          check(reason.hasPrefix("number "))
        }
      }
    }
  }

  @Test("an item whose id does not fit in Int is undecodable at id, whatever the number")
  func itemResponses() throws {
    var generator = FuzzInput.generator()
    let response = try #require(
      HTTPURLResponse(url: url, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil))
    for _ in 0..<FuzzInput.caseCount {
      let number = FuzzInput.unfitNumber(using: &generator)
      let body = Data(FuzzInput.post(id: number).utf8)

      do {
        let post = try Endpoint.post(7).decode(body, from: response, using: JSONDecoder())
        Issue.record("the unfit id \(number.prefix(40)) decoded as \(post.id)")
      } catch {
        guard case .undecodable("post", "id", let reason) = error else {
          Issue.record("the unfit id \(number.prefix(40)) gave \(error)")
          continue
        }
        check(reason.hasSuffix("does not fit in Int"))
      }
    }
  }
}

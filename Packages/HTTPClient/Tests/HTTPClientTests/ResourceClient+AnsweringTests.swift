import Foundation
import HTTPClient
import JSONCoding
import Synchronization
import TestSupport
import Testing

@Suite struct ResourceClientAnsweringTests {
  let customers = ResourceDescription<JSONObject, JSONObject>(
    path: ["customers"], singular: "customer")

  @Test func readsEachAnswerAsALiveClientDoesItsStatusIncluded() async throws {
    let client = ResourceClient.answering(customers) { endpoint in
      switch endpoint.method {
      case "GET": (Data("{}".utf8), HTTPResponseHead(status: 404))
      default:
        (
          Data(#"{"email": ["is invalid"]}"#.utf8),
          HTTPResponseHead(status: 422)
        )
      }
    }

    let missing = await #expect(throws: NetworkError.self) { try await client.record("9") }
    let refused = await #expect(throws: NetworkError.self) {
      try await client.create(["email": "x"], nil)
    }

    checkEqual(
      missing.map { "\($0)" }, "\(NetworkError.notFound(resource: "customer", id: "9"))")
    guard case .rejected(_, let fields)? = refused else {
      Issue.record("a 422 is a rejection, not \(String(describing: refused))")
      return
    }
    checkEqual(fields.lines, [#"email "is invalid""#])
  }

  @Test func anUpdateAnsweredWithoutABodyReadsTheRecordAgain() async throws {
    let methods = Mutex<[String]>([])
    let client = ResourceClient.answering(customers) { endpoint in
      methods.withLock { $0.append(endpoint.method) }
      return endpoint.method == "PATCH"
        ? (Data(), HTTPResponseHead(status: 204))
        : (Data(#"{"id": 7, "name": "Grace"}"#.utf8), HTTPResponseHead(status: 200))
    }

    let changed = try await client.update("7", ["name": "Grace"])

    checkEqual(changed, ["id": 7, "name": "Grace"])
    checkEqual(methods.withLock { $0 }, ["PATCH", "GET"])
  }

  @Test func aPageIsFollowedAsItsHeadLinksTheNext() async throws {
    var linked = customers
    linked.paging = .linkHeader(size: "limit")
    let client = ResourceClient.answering(linked) { _ in
      (
        Data(#"[{"id": 1}]"#.utf8),
        HTTPResponseHead(
          status: 200, headers: ["Link": #"<http://a.test/customers?after=1>; rel="next""#])
      )
    }

    let page = try await client.page(RecordQuery(page: PageRequest(size: 1)))

    checkEqual(page.items, [["id": 1]])
    checkEqual(page.next?.url?.absoluteString, "http://a.test/customers?after=1")
  }
}

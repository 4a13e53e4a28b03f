import Foundation
import HTTPClient
import TestSupport
import Testing

/// The code of the "Getting Started with HTTPClient" article
/// (`HTTPClient.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
struct Producer: Decodable, Sendable, Equatable {
  var id: Int
  var name: String
}

let catalogue = Paging.numbered(
  page: "page", size: "per_page_limit", total: nil, endsWhenEmpty: true)

func producers(_ request: PageRequest) -> Endpoint<Page<Producer>> {
  .page(
    ["2", "producers"], resource: "producers", member: "response", paging: catalogue,
    request: request)
}

func producer(_ id: Int) -> Endpoint<Producer> {
  .get(
    ["2", "producers", "\(id)"], resource: "producer",
    item: Endpoint.Item(resource: "producer", id: "\(id)"))
}

@Suite struct GettingStartedTests {
  @Test func describeTheEndpoints() throws {
    let base = try #require(URL(string: "https://api.example/v"))

    checkEqual(
      producers(PageRequest(continuation: .number(2), size: 20)).url(relativeTo: base)
        .absoluteString, "https://api.example/v/2/producers?page=2&per_page_limit=20")
    checkEqual(
      producer(7).url(relativeTo: base).absoluteString, "https://api.example/v/2/producers/7")
  }

  @Test func readAnAnswer() throws {
    let body = Data(#"{"response": [{"id": 1, "name": "Mill"}, {"id": "two"}]}"#.utf8)
    let page = try producers(PageRequest(size: 20)).decode(
      body, from: HTTPResponseHead(status: 200), using: JSONDecoder())
    // page.items == [Producer(id: 1, name: "Mill")]; page.skipped[0].count == 1
    // page.next == nil: a page shorter than the 20 asked for is the last

    checkEqual(page.items, [Producer(id: 1, name: "Mill")])
    try #require(page.skipped.count == 1)
    checkEqual(page.skipped[0].count, 1)
    checkEqual(page.next, nil)

    let missing: NetworkError?
    do {
      _ = try producer(9).decode(Data(), from: HTTPResponseHead(status: 404), using: JSONDecoder())
      missing = nil
    } catch {
      missing = error
    }
    // missing?.description == "producer 9 not found"

    checkEqual(missing?.description, "producer 9 not found")
  }

  @Test func readARefusal() throws {
    let signUp = try Endpoint<Producer>.create(
      ["producers.json"], body: ["producer": ["name": ""]], resource: "producer",
      rejection: .fieldsObject)
    let refusal: NetworkError?
    do {
      _ = try signUp.decode(
        Data(#"{"name": ["can't be blank"]}"#.utf8), from: HTTPResponseHead(status: 422),
        using: JSONDecoder())
      refusal = nil
    } catch {
      refusal = error
    }
    // refusal?.description == #"the server rejected the producer: name "can't be blank""#

    checkEqual(refusal?.description, #"the server rejected the producer: name "can't be blank""#)
    check(signUp.method == "POST" && signUp.successStatuses == [200, 201])
  }

  @Test func readARefusalAtAnotherStatus() throws {
    let customer = try Endpoint<Producer>.create(
      ["v1", "customers"], body: ["email": "ada@"], resource: "customer", rejection: .stripe)
    let declined: NetworkError?
    do {
      _ = try customer.decode(
        Data(#"{"error": {"type": "card_error", "message": "Your card was declined."}}"#.utf8),
        from: HTTPResponseHead(status: 402), using: JSONDecoder())
      declined = nil
    } catch {
      declined = error
    }
    // declined?.description == #"the server rejected the customer: "Your card was declined.""#

    checkEqual(
      declined?.description, #"the server rejected the customer: "Your card was declined.""#)
  }
}

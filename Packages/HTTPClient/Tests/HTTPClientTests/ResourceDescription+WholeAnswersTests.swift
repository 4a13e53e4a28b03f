import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite("ResourceDescription answering JSON records whole, and query items on writes")
struct ResourceDescriptionWholeAnswersTests {
  private let customers = ResourceDescription<JSONObject, JSONObject>(
    path: ["customers"], singular: "customer")

  @Test("a record is answered with its body as it came, once the description reads it")
  func recordAsItCame() throws {
    let body = Data(#"{"response": {"id": 7, "name": "Ada"}}"#.utf8)
    var wrapped = customers
    wrapped.recordMember = "response"

    let answer = try wrapped.answeredWhole.readEndpoint("7").decode(
      body, from: nil, using: JSONDecoder())

    checkEqual(answer.body, body)
    checkEqual(answer.record?["name"], "Ada")
    checkEqual(wrapped.answeredWhole.recordID(answer), "7")
    #expect(throws: NetworkError.self) {
      try wrapped.answeredWhole.readEndpoint("7").decode(
        Data(#"{"id": 7}"#.utf8), from: nil, using: JSONDecoder())
    }
  }

  @Test("a list without a member is found wherever the answer holds it; with one, only there")
  func listWherever() throws {
    let stripe = Data(
      #"{"object": "list", "data": [{"id": 1}, {"id": 2}], "has_more": false}"#.utf8)
    let bare = Data(#"[{"id": 1}, 3]"#.utf8)
    let list = customers.answeredWhole.listEndpoint(RecordQuery(page: PageRequest(size: 2)))

    let found = try list.decode(stripe, from: nil, using: JSONDecoder())
    let skipping = try list.decode(bare, from: nil, using: JSONDecoder())
    var named = customers
    named.member = "items"

    checkEqual(found.items.compactMap { $0.record?["id"] }, [1, 2])
    checkEqual(skipping.items.compactMap { $0.record?["id"] }, [1])
    checkEqual(skipping.skipped.first?.count, 1, "what is not a record is still said")
    #expect(throws: NetworkError.self) {
      try named.answeredWhole.listEndpoint(RecordQuery(page: PageRequest(size: 2))).decode(
        stripe, from: nil, using: JSONDecoder())
    }
  }

  @Test("it sends what the description sends: paths, bodies, methods and header fields")
  func sendsTheSame() throws {
    var rails = ResourceDescription<JSONObject, JSONObject>(
      path: ["users"], singular: "user", pathExtension: "json", updateMethod: "PUT",
      writeHeaders: ["X-Version": "2"], root: "user")
    rails.trailingSlash = true

    let whole = rails.answeredWhole
    let update = try whole.updateEndpoint("7", ["name": "Ada"])

    checkEqual(update.pathComponents, ["users", "7.json"])
    checkEqual(update.method, "PUT")
    checkEqual(update.headers["X-Version"], "2")
    checkEqual(update.body, (try rails.updateEndpoint("7", ["name": "Ada"])).body)
  }

  @Test("the query items of writes go on creates, updates and deletes, after their own, not reads")
  func writeQueryItems() throws {
    var described = customers
    described.writeQueryItems = [URLQueryItem(name: "dry", value: "1")]
    let whole = described.answeredWhole
    let query: ([URLQueryItem]) -> [String] = { $0.map { "\($0.name)=\($0.value ?? "")" } }

    checkEqual(query(try whole.createEndpoint(["name": "Ada"]).queryItems), ["dry=1"])
    checkEqual(query(try described.updateEndpoint("7", [:]).queryItems), ["dry=1"])
    checkEqual(query(described.deleteEndpoint("7").queryItems), ["dry=1"])
    check(described.readEndpoint("7").queryItems.isEmpty)
    checkEqual(
      query(described.listEndpoint(RecordQuery(page: PageRequest(size: 5))).queryItems),
      ["_page=1", "_limit=5"])
  }
}

import Dependencies
import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("ListPayload(decoding:with:resource:)")
struct ListPayloadTests {
  private func decode(_ json: String) throws -> ListPayload<Album> {
    try ListPayload(decoding: Data(json.utf8), with: JSONDecoder(), resource: "albums")
  }

  @Test("every record read: nothing is skipped")
  func allRead() throws {
    let payload = try decode(#"[{"userId": 1, "id": 1, "title": "a"}]"#)

    checkEqual(payload.items, [Album(userId: 1, id: 1, title: "a")])
    checkEqual(payload.skipped, nil)
  }

  @Test("records that do not decode are left out, counted, and the first one is named")
  func someSkipped() throws {
    let payload = try decode(
      #"""
      [{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": "two", "title": "b"},
       null, 7, {"userId": 1, "id": 3}, {"userId": 1, "id": 4, "title": "d"}]
      """#)

    checkEqual(payload.items.map(\.id), [1, 4])
    checkEqual(payload.skipped?.firstProblem.hasPrefix("[1].id: expected to decode Int"), true)
    checkEqual(payload.skipped?.resource, "albums")
    checkEqual(payload.skipped?.count, 4)
    checkEqual(payload.skipped?.total, 6)
  }

  @Test("a missing key names the key")
  func missingKey() throws {
    let payload = try decode(
      #"[{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": 2}]"#)

    checkEqual(payload.skipped?.firstProblem, "[1].title: missing key")
  }

  @Test("an empty array is an empty list")
  func empty() throws {
    let payload = try decode("[]")

    check(payload.items.isEmpty)
    checkEqual(payload.skipped, nil)
  }

  @Test(
    "a body that is not an array, or none of whose records decode, is an error",
    arguments: [#"{"id": 1}"#, "[1, 2]", #"[{"id": 1}]"#, "not json", "[{"])
  func unreadable(json: String) {
    #expect(throws: (any Error).self) { try decode(json) }
  }

  @Test("a page keeps what its payload left out, through map")
  func pageKeepsSkipped() throws {
    let skipped = SkippedItems(resource: "albums", count: 1, total: 2, firstProblem: "[1]: x")
    let page = Page(items: [1, 2], skipped: [skipped])

    checkEqual(page.map { $0 * 2 }.skipped, [skipped])
    checkEqual(skipped.description, "skipped 1 of 2 albums that could not be read (first: [1]: x)")
  }

  @Test("an id too large for Int is named at its place, skipped or not")
  func idTooLarge() throws {
    let payload = try decode(
      #"[{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": 99999999999999999999, "title": "b"}]"#
    )

    checkEqual(payload.items.map(\.id), [1])
    checkEqual(
      payload.skipped?.firstProblem, "[1].id: number 99999999999999999999 does not fit in Int")
    #expect {
      try decode(#"[{"userId": 1, "id": 1e30, "title": "a"}]"#)
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return NetworkError.description(of: context.codingPath) == "[0].id"
    }
  }

  @Test("a record whose title is 100,000 nested arrays is skipped with the parser's complaint")
  func deeplyNestedRecord() throws {
    let title = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let payload = try decode(
      #"[{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": 2, "title": \#(title)}, "#
        + #"{"userId": 1, "id": 3, "title": "c"}]"#)

    checkEqual(payload.items.map(\.id), [1, 3])
    checkEqual(payload.skipped?.count, 1)
    checkEqual(payload.skipped?.total, 3)
    checkEqual(
      payload.skipped?.firstProblem.hasPrefix(
        "[1]: the record is not JSON (or nests deeper than 63): it fails at line 1, column "),
      true, "\(payload.skipped?.firstProblem ?? "")")
  }

  @Test("records past the first batch keep their place in the array")
  func placeBeyondFirstBatch() throws {
    let count = ListPayload<Album>.batchSize * 2 + 3
    var records = (1...count).map { #"{"userId": 1, "id": \#($0), "title": "t"}"# }
    records[count - 2] = #"{"userId": 1, "id": "x", "title": "t"}"#
    let payload = try decode("[" + records.joined(separator: ",") + "]")

    checkEqual(payload.items.count, count - 1)
    checkEqual(payload.items.last?.id, count)
    checkEqual(
      payload.skipped?.firstProblem.hasPrefix("[\(count - 2)].id: expected to decode Int"), true)
  }

  @Test("records the fast reader declines are read by the decoder, as it reads them alone")
  func declinedRecordsAreTheDecoders() throws {
    let json = #"""
      [{"userId": 1.0, "id": 1, "title": "a"}, {"userId": 1, "id": 2, "title": "b", "title": "c"},
       {"\u0075serId": 1, "id": 3, "title": "d"}, {"userId": 1, "id": 4, "title": "e"}]
      """#

    let payload = try decode(json)

    checkEqual(payload.items, (try JSONDecoder().decode([Album].self, from: Data(json.utf8))))
    checkEqual(payload.items.map(\.title), ["a", "b", "d", "e"])
    checkEqual(payload.skipped, nil)
  }

  @Test("a decoder with strategies of its own reads any list as a plain one reads it")
  func decodersWithStrategiesAgree() throws {
    var generator = SplitMix64(seed: 0x1157)
    let forms = [
      #"{"userId": 1, "id": ID, "title": "t"}"#, #"{"userId": 1.0, "id": ID, "title": "t"}"#,
      #"{"userId": 1, "id": "ID", "title": "t"}"#, #"{"userId": 1, "id": ID}"#,
      #"{"userId": 1, "id": ID, "title": "\u00e9\ud83d\ude00"}"#, "null", "[ID]",
      #"{"userId": 1, "id": ID, "title": "t", "extra": [1e999, {"a": null}]}"#,
      #"{"userId": 1, "id": 99999999999999999999, "title": "t"}"#,
      #"{"userId": 1, "id": ID, "title": "t", "id": 0}"#,
    ]
    let strategies = JSONDecoder()
    strategies.dateDecodingStrategy = .secondsSince1970
    for _ in 0..<200 {
      let records = (1...Int.random(in: 1...300, using: &generator)).map { id in
        (forms.randomElement(using: &generator) ?? "null").replacingOccurrences(
          of: "ID", with: "\(id)")
      }
      let data = Data(("[" + records.joined(separator: ",") + "]").utf8)

      let plain = Result {
        try ListPayload<Album>(decoding: data, with: JSONDecoder(), resource: "albums")
      }
      let batched = Result {
        try ListPayload<Album>(decoding: data, with: strategies, resource: "albums")
      }

      switch (plain, batched) {
      case (.success(let plain), .success(let batched)):
        checkEqual(plain.items, batched.items)
        checkEqual(plain.skipped, batched.skipped)
      case (.failure(let plain), .failure(let batched)):
        checkEqual(String(describing: plain), String(describing: batched))
      default:
        Issue.record("one read the list and the other did not: \(plain), \(batched)")
      }
    }
  }

  @Test("when no record decodes, the first one's error is thrown at its place")
  func noneDecode() {
    #expect {
      try decode(#"[{"userId": 1, "id": 1}, 7]"#)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, let context) = error else { return false }
      return NetworkError.description(of: context.codingPath + [key]) == "[0].title"
    }
  }
}

@Suite("ListPayload(decoding:with:resource:member:)")
struct ListPayloadMemberTests {
  private func decode(_ json: String) throws -> ListPayload<Album> {
    try ListPayload(
      decoding: Data(json.utf8), with: JSONDecoder(), resource: "albums", member: "response")
  }

  @Test("the list under the member is read record by record")
  func member() throws {
    let payload = try decode(
      #"{"response": [{"userId": 1, "id": 1, "title": "a"}, {"id": 2}], "page": 1}"#)

    checkEqual(payload.items, [Album(userId: 1, id: 1, title: "a")])
    check(payload.skipped?.count == 1 && payload.skipped?.total == 2)
  }

  @Test("an empty list under the member is an empty payload")
  func empty() throws {
    check(try decode(#"{"response": []}"#).items.isEmpty)
  }

  @Test("a body without the member, or not an object, is a decoding error")
  func absent() {
    #expect(throws: DecodingError.self) { try decode(#"{"data": []}"#) }
    #expect(throws: DecodingError.self) { try decode("[]") }
    #expect(throws: DecodingError.self) { try decode(#"{"response": null}"#) }
  }

  @Test("a dotted member is a path to a nested list, read record by record as well")
  func nestedMember() throws {
    let body = Data(
      #"{"_links": {"self": {"href": "/albums"}}, "_embedded": {"albums": [{"userId": 1, "id": 1, "title": "a"}, {"id": "x"}]}, "page": {"number": 0}}"#
        .utf8)
    let payload = try ListPayload<Album>(
      decoding: body, with: JSONDecoder(), resource: "albums", member: "_embedded.albums")

    checkEqual(payload.items, [Album(userId: 1, id: 1, title: "a")])
    check(payload.skipped?.count == 1 && payload.skipped?.firstProblem.hasPrefix("[1]") == true)
    #expect(throws: DecodingError.self) {
      try ListPayload<Album>(
        decoding: body, with: JSONDecoder(), resource: "albums", member: "_embedded.books")
    }
  }
}

import Foundation
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

    #expect(payload.items == [Album(userId: 1, id: 1, title: "a")])
    #expect(payload.skipped == nil)
  }

  @Test("records that do not decode are left out, counted, and the first one is named")
  func someSkipped() throws {
    let payload = try decode(
      #"""
      [{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": "two", "title": "b"},
       null, 7, {"userId": 1, "id": 3}, {"userId": 1, "id": 4, "title": "d"}]
      """#)

    #expect(payload.items.map(\.id) == [1, 4])
    #expect(payload.skipped?.firstProblem.hasPrefix("[1].id: expected to decode Int") == true)
    #expect(payload.skipped?.resource == "albums")
    #expect(payload.skipped?.count == 4)
    #expect(payload.skipped?.total == 6)
  }

  @Test("a missing key names the key")
  func missingKey() throws {
    let payload = try decode(
      #"[{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": 2}]"#)

    #expect(payload.skipped?.firstProblem == "[1].title: missing key")
  }

  @Test("an empty array is an empty list")
  func empty() throws {
    let payload = try decode("[]")

    #expect(payload.items.isEmpty)
    #expect(payload.skipped == nil)
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

    #expect(page.map { $0 * 2 }.skipped == [skipped])
    #expect(skipped.description == "skipped 1 of 2 albums that could not be read (first: [1]: x)")
  }

  @Test("an id too large for Int is named at its place, skipped or not")
  func idTooLarge() throws {
    let payload = try decode(
      #"[{"userId": 1, "id": 1, "title": "a"}, {"userId": 1, "id": 99999999999999999999, "title": "b"}]"#
    )

    #expect(payload.items.map(\.id) == [1])
    #expect(
      payload.skipped?.firstProblem == "[1].id: number 99999999999999999999 does not fit in Int")
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

    #expect(payload.items.map(\.id) == [1, 3])
    #expect(payload.skipped?.count == 1)
    #expect(payload.skipped?.total == 3)
    #expect(
      payload.skipped?.firstProblem.hasPrefix("[1]: not valid JSON: too many nested arrays") == true
    )
  }

  @Test("records past the first batch keep their place in the array")
  func placeBeyondFirstBatch() throws {
    let count = ListPayload<Album>.batchSize * 2 + 3
    var records = (1...count).map { #"{"userId": 1, "id": \#($0), "title": "t"}"# }
    records[count - 2] = #"{"userId": 1, "id": "x", "title": "t"}"#
    let payload = try decode("[" + records.joined(separator: ",") + "]")

    #expect(payload.items.count == count - 1)
    #expect(payload.items.last?.id == count)
    #expect(
      payload.skipped?.firstProblem.hasPrefix("[\(count - 2)].id: expected to decode Int") == true)
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

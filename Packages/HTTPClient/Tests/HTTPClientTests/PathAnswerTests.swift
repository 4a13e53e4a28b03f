import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct PathAnswerTests {
  func refusal(_ text: String) -> String? {
    do {
      _ = try PathAnswer(body: Data(text.utf8))
      return nil
    } catch {
      return error.description
    }
  }

  @Test func readsAListOfRecordsAndARecord() throws {
    guard case .list(let list) = try PathAnswer(body: Data(#"[{"id": 1}, {}]"#.utf8)).shape
    else {
      Issue.record("not a list")
      return
    }
    check(list.records == [["id": 1], [:]] && list.member == nil)
    guard case .record(let record) = try PathAnswer(body: Data(#"{"id": "A-7"}"#.utf8)).shape
    else {
      Issue.record("not a record")
      return
    }
    checkEqual(record, ["id": "A-7"])
  }

  @Test func readsAJSONAPIRecordWithTheRecordsItIncludes() throws {
    let answer = try PathAnswer(
      body: Data(
        #"""
        {"data": {"type": "book", "id": "7", "attributes": {"title": "Tides"},
                  "relationships": {"author": {"data": {"type": "author", "id": "3"}}}},
         "included": [{"type": "author", "id": "3", "attributes": {"name": "Ada"}}]}
        """#.utf8))

    checkEqual(
      answer.shape,
      .record(["id": "7", "title": "Tides", "author": ["type": "author", "id": "3"]]))
    checkEqual(
      answer.included, [ResourceIdentifier(type: "author", id: "3"): ["id": "3", "name": "Ada"]])
    checkEqual(try PathAnswer(body: Data(#"{"id": 1}"#.utf8)).included, [:])
  }

  @Test func findsTheListInAnEnvelopeAndPagesAsItSays() throws {
    let answer = try PathAnswer(
      body: Data(#"{"object": "list", "data": [{"id": "cus_1"}], "has_more": true}"#.utf8))

    guard case .list(let list) = answer.shape else {
      Issue.record("not a list")
      return
    }
    check(list.member == "data" && list.records == [["id": "cus_1"]])
    checkEqual(
      answer.paging, .cursorAfterLast("starting_after", id: "id", whileTrue: "has_more", size: nil))
  }

  @Test func readsTheListAtTheMemberNamedOrSaysWhyNot() throws {
    let body = Data(#"{"id": 3, "lines": [{"sku": "a"}]}"#.utf8)

    guard case .record = try PathAnswer(body: body).shape else {
      Issue.record("an object with an id of its own is a record")
      return
    }
    guard case .list(let list) = try PathAnswer(body: body, records: "lines").shape else {
      Issue.record("not a list")
      return
    }
    checkEqual(list.records, [["sku": "a"]])
    do {
      _ = try PathAnswer(body: body, records: "id")
      Issue.record("a number is not a list")
    } catch {
      checkEqual(error.description, "the answer's id is not a list of records (--records id)")
    }
  }

  @Test func refusesABodyThatIsNotJSON() {
    checkEqual(refusal(""), "the body is empty, not JSON")
    checkEqual(refusal(" \n"), "the body is empty, not JSON")
    checkEqual(refusal("\n<!DOCTYPE html><html></html>"), "the body is an HTML page, not JSON")
    checkEqual(refusal("<feed><entry/></feed>"), "the body is XML, not JSON")
    checkEqual(refusal("Not Found"), "the body is not JSON: it fails at line 1, column 1")
  }

  @Test(arguments: [
    ("7", "a number"), (#""ok""#, "a string"), ("true", "a boolean"), ("null", "null"),
  ])
  func refusesAScalar(_ text: String, _ kind: String) {
    checkEqual(refusal(text), "the body is \(kind), not a record or a list of records")
  }

  @Test func refusesAListOfMixedTypes() {
    checkEqual(
      refusal(#"[{"id": 1}, 2, {"id": 3}]"#),
      "element 1 of the list is a number, not a record (a JSON object)")
    checkEqual(
      refusal(#"[[1]]"#), "element 0 of the list is a list, not a record (a JSON object)")
  }

  @Test func refusesObjectsNestedDeeperThanTheLimit() {
    let depth = JSONValue.maximumDepth + 1
    let text =
      String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    checkEqual(
      refusal(text),
      "the body is not JSON (or nests deeper than 63): it fails at line 1, column 316")
    let fits =
      String(repeating: #"{"a":"#, count: depth - 1) + "1"
      + String(repeating: "}", count: depth - 1)
    checkEqual(refusal(fits), nil)
  }

  @Test func readsRecordsWithoutIdsWithStringOrRepeatedIdsAndFieldsThatChangeType() {
    checkEqual(refusal(#"[{"name": "a"}, {"id": "x"}, {"id": "x"}, {"id": {"n": 1}}]"#), nil)
  }

  @Test func readsAFieldNameOfControlCharactersOrOf5000Characters() {
    let long = String(repeating: "n", count: 5_000)
    checkEqual(refusal(#"[{"a\u0007\u001b[2J": 1, "\#(long)": 2}]"#), nil)
  }
}

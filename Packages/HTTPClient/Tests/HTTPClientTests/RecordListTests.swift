import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct RecordListTests {
  private func body(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: Data(text.utf8))
  }

  @Test("a bare array of objects is the list; of anything else, no list")
  func bareArrays() throws {
    let list = RecordList.find(in: try body(#"[{"id": 1}, {"id": 2}]"#))

    check(list?.member == nil && list?.records.count == 2 && list?.isJSONAPI == false)
    checkEqual(RecordList.find(in: try body("[]"))?.records, [])
    checkEqual(RecordList.find(in: try body(#"[1, {"id": 2}]"#)), nil)
    checkEqual(RecordList.find(in: try body("7")), nil)
  }

  @Test(
    "an envelope's list is found under its known names, HAL's _embedded or its one array",
    arguments: [
      (
        #"{"_embedded": {"books": [{"title": "Tides"}]}, "_links": {}, "page": {"number": 0}}"#,
        "_embedded.books"
      ),
      (#"{"object": "list", "data": [{"id": "cus_1"}], "has_more": false}"#, "data"),
      (#"{"count": 1, "next": null, "results": [{"id": 1}]}"#, "results"),
      (#"{"response": [{"id": 1}], "meta": {"page": 1}}"#, "response"),
      (#"{"total": 0, "items": []}"#, "items"),
      (#"{"ok": true, "members": [{"id": "U1"}], "response_metadata": {}}"#, "members"),
    ])
  func envelopes(text: String, member: String) throws {
    checkEqual(RecordList.find(in: try body(text))?.member, member)
  }

  @Test("an object with an id of its own is a record, whatever lists it holds")
  func records() throws {
    checkEqual(RecordList.find(in: try body(#"{"id": 7, "items": [{"sku": "a"}]}"#)), nil)
    checkEqual(RecordList.find(in: try body(#"{"name": "Ada"}"#)), nil)
    checkEqual(
      RecordList.find(in: try body(#"{"tags": [{"n": 1}], "roles": [{"n": 2}]}"#)), nil)
  }

  @Test("JSON:API's resource objects are read as their id and attributes")
  func jsonAPI() throws {
    let list = RecordList.find(
      in: try body(
        #"""
        {"data": [{"type": "articles", "id": "1", "attributes": {"title": "Tides", "id": "x"},
                   "relationships": {}}],
         "links": {"next": null}}
        """#))

    check(list?.member == "data" && list?.isJSONAPI == true)
    checkEqual(list?.records, [["id": "1", "title": "Tides"]])
  }

  @Test("JSON:API's relationships are read after the attributes as their identifiers")
  func jsonAPIRelationships() throws {
    let found = RecordList.record(
      in: try body(
        #"""
        {"data": {"type": "book", "id": "7", "attributes": {"title": "Tides", "genre": "sea"},
                  "relationships": {
                    "author": {"data": {"type": "author", "id": "3", "meta": {"main": true}}},
                    "editor": {"data": null},
                    "books": {"data": [{"type": "book", "id": "2"}, {"type": "book", "id": "9"}]},
                    "tags": {"data": []},
                    "genre": {"data": {"type": "genre", "id": "1"}},
                    "publisher": {"links": {"related": "/book/7/publisher"}}}},
         "jsonapi": {"version": "1.0"}}
        """#))

    checkEqual(
      found?.record,
      [
        "id": "7", "title": "Tides", "genre": "sea", "author": ["type": "author", "id": "3"],
        "editor": .null, "books": [["type": "book", "id": "2"], ["type": "book", "id": "9"]],
      ])
  }

  @Test("a JSON:API document of one record is the record, its included records beside it")
  func jsonAPIIncluded() throws {
    let document = try body(
      #"""
      {"data": {"type": "book", "id": "7", "attributes": {"title": "Tides"},
                "relationships": {"author": {"data": {"type": "author", "id": "3"}}}},
       "included": [{"type": "author", "id": "3", "attributes": {"name": "Ada"}},
                    {"type": "author", "id": "4"}]}
      """#)

    checkEqual(RecordList.find(in: document), nil)
    checkEqual(RecordList.record(in: document)?.member, "data")
    checkEqual(
      RecordList.included(in: document),
      [ResourceIdentifier(type: "author", id: "3"): ["id": "3", "name": "Ada"]])
    checkEqual(RecordList.included(in: try body(#"{"included": [{"id": 1}]}"#)), [:])
  }

  @Test("a record is read out of its envelope's one member, JSON:API's as its attributes")
  func envelopedRecords() throws {
    let response = RecordList.record(in: try body(#"{"response": {"id": 3, "name": "Honey"}}"#))
    let resource = RecordList.record(
      in: try body(
        #"{"data": {"type": "articles", "id": "1", "attributes": {"title": "Tides"}}, "links": {}}"#
      ))
    let plain = RecordList.record(in: try body(#"{"data": {"a": 1}, "id": 7}"#))

    check(response?.member == "response" && response?.record == ["id": 3, "name": "Honey"])
    check(resource?.member == "data" && resource?.record == ["id": "1", "title": "Tides"])
    check(plain?.member == nil && plain?.record == ["data": ["a": 1], "id": 7])
    check(RecordList.record(in: try body("[]")) == nil)
  }

  @Test("columns and rows are records of the columns' names, rows of arrays or of objects")
  func columnsAndRows() throws {
    let arrays = RecordList.find(
      in: try body(
        #"""
        {"database": "library", "table": "books", "columns": ["id", "title", "year"],
         "rows": [[1, "Tides", 1991], [2, "Dune"], [3, "Emma", 1815, "extra"]],
         "primary_keys": ["id"], "next": "3", "next_url": "http://h/library/books.json?_next=3"}
        """#))
    let objects = RecordList.find(
      in: try body(#"{"columns": ["id"], "rows": [{"id": 1}, {"id": 2}], "truncated": false}"#))

    checkEqual(arrays?.member, "rows")
    checkEqual(
      arrays?.records,
      [
        ["id": 1, "title": "Tides", "year": 1991], ["id": 2, "title": "Dune", "year": nil],
        ["id": 3, "title": "Emma", "year": 1815],
      ])
    checkEqual(objects?.records, [["id": 1], ["id": 2]])
    checkEqual(RecordList.find(in: try body(#"{"columns": ["id"], "rows": []}"#))?.records, [])
    checkEqual(
      RecordList.find(in: try body(#"{"columns": ["id", 2], "rows": [[1, 2]]}"#)), nil,
      "a column that is not a name")
    checkEqual(
      RecordList.find(in: try body(#"{"columns": ["id"], "rows": [[1], 2]}"#)), nil,
      "a row that is neither an array nor an object")
  }

  @Test("one row, sent as columns and rows, is a record, as datasette answers for a row")
  func oneRow() throws {
    let row = try body(
      #"""
      {"database": "library", "table": "books", "rows": [[7, "Book 7"]],
       "columns": ["id", "title"], "primary_keys": ["id"], "primary_key_values": ["7"]}
      """#)

    checkEqual(RecordList.find(in: row), nil, "a row's answer is no list")
    let found = RecordList.record(in: row)
    check(found?.member == "rows" && found?.record == ["id": 7, "title": "Book 7"], "\(found)")
    let objects = RecordList.record(in: try body(#"{"columns": ["id"], "rows": [{"id": 7}]}"#))
    checkEqual(objects?.record, ["id": 7])
    let two = RecordList.record(in: try body(#"{"columns": ["id"], "rows": [[1], [2]]}"#))
    check(two?.member == nil, "two rows are no one record: \(two)")
  }

  @Test("a member named for the list is read there, or says why it cannot be")
  func named() throws {
    let value = try body(#"{"result": {"rows": [{"id": 1}]}, "count": 3}"#)

    try checkEqual(RecordList.at("result.rows", in: value).records, [["id": 1]])
    #expect(throws: RecordList.NotAList(description: "the answer has no member result.cols")) {
      try RecordList.at("result.cols", in: value)
    }
    #expect(
      throws: RecordList.NotAList(description: "the answer's count is not a list of records")
    ) {
      try RecordList.at("count", in: value)
    }
  }
}

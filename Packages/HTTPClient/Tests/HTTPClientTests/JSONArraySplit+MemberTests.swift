import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("JSONArraySplit.memberRange(named:in:)")
struct JSONArraySplitMemberTests {
  private func member(_ name: String, of json: String) -> String? {
    let data = Data(json.utf8)
    return JSONArraySplit.memberRange(named: name, in: data).map {
      String(decoding: data[$0], as: UTF8.self)
    }
  }

  @Test("the value of the named member, without the whitespace around it")
  func member() {
    checkEqual(
      member("response", of: #" { "page": {"n": [1, "}"]}, "response" : [ {"id": 1} ] } "#),
      #"[ {"id": 1} ]"#)
  }

  @Test("a member of a nested object, or a name inside a string, is not the member")
  func onlyTopLevel() {
    checkEqual(
      member("response", of: #"{"meta": {"response": [1]}, "note": "\"response\": 2"}"#), nil)
  }

  @Test("the first member of the name wins, and its value may be of any kind")
  func firstOfTheName() {
    checkEqual(member("a", of: #"{"a": null, "a": [1]}"#), "null")
    checkEqual(member("a", of: #"{"b": "x\"y", "a": "z"}"#), #""z""#)
  }

  @Test(
    "no member when the body is not an object with it",
    arguments: ["", "[]", "{}", #"{"b": 1}"#, #"{"a" 1}"#, #"{"a": }"#, #"{"a": [1}"#, "null"])
  func absent(json: String) {
    checkEqual(member("a", of: json), nil)
  }

  @Test("a slice of a larger buffer is read at its own offsets")
  func slice() {
    let data = Data(#"xx{"a": [7]}"#.utf8).dropFirst(2)
    let range = JSONArraySplit.memberRange(named: "a", in: data)

    checkEqual(range.map { String(decoding: data[$0], as: UTF8.self) }, "[7]")
  }
}

@Suite("JSONArraySplit.memberRange(at:in:) and lastElementRange(in:)")
struct JSONArraySplitMemberPathTests {
  private func value(at path: [String], of json: String) -> String? {
    let data = Data(json.utf8)
    return JSONArraySplit.memberRange(at: path, in: data).map {
      String(decoding: data[$0], as: UTF8.self)
    }
  }

  @Test("each name of the path is a member of the object the one before named")
  func nested() {
    let hal = #"{"_embedded": {"books": [{"id": 1}]}, "_links": {"next": {"href": "/b?page=1"}}}"#
    checkEqual(value(at: ["_embedded", "books"], of: hal), #"[{"id": 1}]"#)
    checkEqual(value(at: ["_links", "next", "href"], of: hal), #""/b?page=1""#)
    checkEqual(value(at: [], of: " [1] "), " [1] ")
  }

  @Test(
    "no value when a step is missing or is not an object",
    arguments: [["_links", "prev"], ["_links", "next", "href", "x"], ["_embedded", "0"]])
  func absent(path: [String]) {
    checkEqual(
      value(at: path, of: #"{"_embedded": [1], "_links": {"next": {"href": "/b"}}}"#), nil)
  }

  @Test("the last element of an array, and none of an empty array or an object")
  func lastElement() {
    let data = Data(#"[{"id": "a"}, {"id": "b", "tags": [1, 2]} ]"#.utf8)
    checkEqual(
      JSONArraySplit.lastElementRange(in: data).map {
        String(decoding: data[$0], as: UTF8.self)
      }, #"{"id": "b", "tags": [1, 2]}"#)
    checkEqual(JSONArraySplit.lastElementRange(in: Data("[]".utf8)), nil)
    checkEqual(JSONArraySplit.lastElementRange(in: Data(#"{"a": 1}"#.utf8)), nil)
  }
}

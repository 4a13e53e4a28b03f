import Foundation
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
    #expect(
      member("response", of: #" { "page": {"n": [1, "}"]}, "response" : [ {"id": 1} ] } "#)
        == #"[ {"id": 1} ]"#)
  }

  @Test("a member of a nested object, or a name inside a string, is not the member")
  func onlyTopLevel() {
    #expect(
      member("response", of: #"{"meta": {"response": [1]}, "note": "\"response\": 2"}"#) == nil)
  }

  @Test("the first member of the name wins, and its value may be of any kind")
  func firstOfTheName() {
    #expect(member("a", of: #"{"a": null, "a": [1]}"#) == "null")
    #expect(member("a", of: #"{"b": "x\"y", "a": "z"}"#) == #""z""#)
  }

  @Test(
    "no member when the body is not an object with it",
    arguments: ["", "[]", "{}", #"{"b": 1}"#, #"{"a" 1}"#, #"{"a": }"#, #"{"a": [1}"#, "null"])
  func absent(json: String) {
    #expect(member("a", of: json) == nil)
  }

  @Test("a slice of a larger buffer is read at its own offsets")
  func slice() {
    let data = Data(#"xx{"a": [7]}"#.utf8).dropFirst(2)
    let range = JSONArraySplit.memberRange(named: "a", in: data)

    #expect(range.map { String(decoding: data[$0], as: UTF8.self) } == "[7]")
  }
}

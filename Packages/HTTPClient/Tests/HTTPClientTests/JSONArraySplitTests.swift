import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("JSONArraySplit")
struct JSONArraySplitTests {
  private func elements(of json: String) -> [String]? {
    let data = Data(json.utf8)
    return JSONArraySplit.elementRanges(in: data)?.map {
      String(decoding: data[$0], as: UTF8.self)
    }
  }

  @Test("the elements of an array, without the whitespace around them")
  func elements() {
    checkEqual(
      elements(of: #" [ {"a": [1, 2]} ,"x,]}" , 3 ,null,[[]] ] "#),
      [#"{"a": [1, 2]}"#, #""x,]}""#, "3", "null", "[[]]"])
  }

  @Test("brackets, braces and commas inside strings, escaped quotes included, are text")
  func strings() {
    checkEqual(elements(of: #"[{"t": "a \"]\" , {"}, 2]"#), [#"{"t": "a \"]\" , {"}"#, "2"])
  }

  @Test("an empty array has no elements")
  func empty() {
    checkEqual(elements(of: " [ \n] "), [])
  }

  @Test("a slice of a larger buffer is split at its own offsets")
  func slice() throws {
    let data = Data("xx[1,22]".utf8).dropFirst(2)
    let ranges = try #require(JSONArraySplit.elementRanges(in: data))

    checkEqual(ranges.map { String(decoding: data[$0], as: UTF8.self) }, ["1", "22"])
  }

  @Test(
    "text that is not an array with elements between commas is not split",
    arguments: [
      #"{"a": 1}"#, "", "[", "[1", "[1,]", "[,1]", "[1,,2]", "[1] x", "[1}]", #"["a]"#, "[[1]",
    ])
  func unsplit(json: String) {
    checkEqual(elements(of: json), nil)
  }

  @Test("an element nested 100,000 deep is split without recursion")
  func deepNesting() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let split = try #require(elements(of: "[1, \(deep), 2]"))

    checkEqual(split.count, 3)
    checkEqual(split.last, "2")
  }

  @Test(
    "counting and visiting the elements agree with splitting them",
    arguments: [
      #" [ {"a": [1, 2]} ,"x,]}" , 3 ,null,[[]] ] "#, "[]", "[1]", #"{"a": 1}"#, "", "[1,]",
      "[1,,2]", "[1] x", #"[1, "]", 2"#,
    ])
  func countsAndVisits(json: String) {
    let data = Data("..\(json)".utf8).dropFirst(2)
    var visited: [Range<Int>] = []

    let isArray = JSONArraySplit.forEachElement(in: data) { visited.append($0) }

    let ranges = JSONArraySplit.elementRanges(in: data)
    checkEqual(JSONArraySplit.elementCount(in: data), ranges?.count)
    checkEqual(isArray, (ranges != nil))
    if let ranges {
      checkEqual(visited, ranges)
    }
  }
}

import Foundation
import JSONCoding
import TestSupport
import Testing

@Suite struct TextPositionTests {
  @Test(arguments: [
    ("[1, 2", TextPosition(line: 1, column: 6)),
    ("{\"a\": 1,\n \"b\": [1,, 2]}", TextPosition(line: 2, column: 10)),
    ("[\"é\", \"ü\"\n\n  x]", TextPosition(line: 3, column: 3)),
    ("", TextPosition(line: 1, column: 1)),
  ])
  func theFirstByteThatIsNotJSONIsFoundByLineAndCharacter(text: String, place: TextPosition) {
    checkEqual(JSONValue.invalidPosition(in: Data(text.utf8)), place)
  }

  @Test func aJSONValueHasNoSuchPlace() {
    checkEqual(JSONValue.invalidPosition(in: Data(#" {"a": [1, 2]} "#.utf8)), nil)
  }

  @Test func anOffsetInASliceCountsFromTheSlicesStart() {
    let text = Data("xx\nab\ncd".utf8).dropFirst(3)

    checkEqual(TextPosition(offset: 4, in: text), TextPosition(line: 2, column: 2))
    checkEqual(TextPosition(offset: 99, in: text), TextPosition(line: 2, column: 3))
    checkEqual("\(TextPosition(line: 2, column: 10))", "line 2, column 10")
  }
}

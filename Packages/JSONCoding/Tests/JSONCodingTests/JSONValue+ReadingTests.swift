import Foundation
import JSONCoding
import TestSupport
import Testing

@Suite struct JSONValueReadingTests {
  static func read(_ text: String) throws(JSONValue.ReadingError) -> JSONValue {
    try JSONValue(parsing: Data(text.utf8))
  }

  static func roundTrip(_ text: String) throws -> String {
    String(decoding: try read(text).serialized(), as: UTF8.self)
  }

  @Test(arguments: [
    #"{"id":12345678901234567890,"price":19.90}"#,
    #"[0,-0,1e400,2.50E-3,-0.0]"#,
    #"{"zeta":1,"alpha":{"b":[],"a":{}},"0":null,"10":true,"2":false}"#,
    #"["東京 🍜","tab\there","quote\"and\\back","\u0001"]"#,
  ])
  func readsAndWritesBackTheTextAsWrittenButForWhitespace(_ text: String) throws {
    try checkEqual(Self.roundTrip(text), text)
  }

  @Test func dropsTheWhitespaceAroundAndBetween() throws {
    try checkEqual(Self.roundTrip(" \n{ \"a\" : [ 1 , 2 ] }\t\r\n"), #"{"a":[1,2]}"#)
  }

  @Test func readsEachKindOfValue() throws {
    let value = try Self.read(
      #"{"n":null,"t":true,"f":false,"i":-7,"s":"x","a":[1],"o":{"k":"v"}}"#)
    checkEqual(
      value,
      [
        "n": nil, "t": true, "f": false, "i": -7, "s": "x", "a": [1], "o": ["k": "v"],
      ])
  }

  @Test func unescapesStringsAndNames() throws {
    let value = try Self.read(#"{"na\u006De":"a\/b\n\u00e9\ud83c\udf5c"}"#)
    checkEqual(value["name"], "a/b\né🍜")
  }

  @Test func keepsTheFirstPlaceAndTheLastValueOfARepeatedName() throws {
    try checkEqual(Self.roundTrip(#"{"a":1,"b":2,"a":3}"#), #"{"a":3,"b":2}"#)
  }

  @Test(arguments: ["", " ", "\n\t\r "])
  func refusesAnEmptyText(_ text: String) {
    #expect(throws: JSONValue.ReadingError.empty) { try Self.read(text) }
  }

  @Test(arguments: [
    "<html><body>Not found</body></html>", "plain text", "{", "[1,]", #"{"a":1,}"#, "[1] [2]",
    "01", #""\x""#, "\"a\u{1}b\"", #""\udc00""#, "nul", "tru",
  ])
  func refusesWhatIsNotJSON(_ text: String) {
    #expect(throws: JSONValue.ReadingError.invalid) { try Self.read(text) }
  }

  @Test func refusesInvalidUTF8() {
    let bytes: [UInt8] = [0x22, 0xC3, 0x28, 0x22]
    #expect(throws: JSONValue.ReadingError.invalid) { try JSONValue(parsing: Data(bytes)) }
  }

  @Test func readsNestingUpToTheMaximumDepthAndRefusesDeeper() throws {
    let depth = JSONValue.maximumDepth
    let deepest =
      String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
    let tooDeep = "[" + deepest + "]"
    try checkEqual(Self.roundTrip(deepest), deepest)
    #expect(throws: JSONValue.ReadingError.invalid) { try Self.read(tooDeep) }
    let hostile = String(repeating: "[", count: 100_000)
    #expect(throws: JSONValue.ReadingError.invalid) { try Self.read(hostile) }
  }

  @Test func readsAnObjectOfManyMembersWithARepeatedNameInItsFirstPlace() throws {
    let count = 20_000
    let members = (0..<count).map { #""name\#($0)":\#($0)"# }
    let value = try Self.read("{" + members.joined(separator: ",") + #","name5":"again"}"#)
    let object = try #require(value.object)
    checkEqual(object.count, count)
    checkEqual(object[5], JSONObject.Member(name: "name5", value: "again"))
    checkEqual(object.names.last, "name\(count - 1)")
  }

  @Test(arguments: [16, 17, 30, 39])
  func keepsTheFirstPlaceOfANameFirstWrittenPastTheNamesComparedOneByOne(first place: Int) throws {
    let names = (0..<40).map { "name\($0)" }
    let members = names.map { #""\#($0)":null"# } + [#""name\#(place)":"again""#]
    let value = try Self.read("{" + members.joined(separator: ",") + "}")
    let object = try #require(value.object)
    checkEqual(object.names, names)
    checkEqual(object[place], JSONObject.Member(name: "name\(place)", value: "again"))
    checkEqual(object["name\(place)"], "again")
  }

  @Test func saysWhyInWords() {
    checkEqual(JSONValue.ReadingError.empty.description, "it is empty")
    checkEqual(
      JSONValue.ReadingError.invalid.description,
      "it is not valid JSON (or nests deeper than \(JSONValue.maximumDepth))")
  }
}

@Suite struct JSONValueInvalidOffsetTests {
  @Test func pointsAtTheByteWhereTheTextStopsBeingJSON() {
    checkEqual(JSONValue.invalidOffset(in: Data(#"{"city": Lyon}"#.utf8)), 9)
    checkEqual(JSONValue.invalidOffset(in: Data("[1, 2,]".utf8)), 6)
    checkEqual(JSONValue.invalidOffset(in: Data("[1] x".utf8)), 4)
    checkEqual(JSONValue.invalidOffset(in: Data("[1, ".utf8)), 4, "cut short: the end")
    checkEqual(JSONValue.invalidOffset(in: Data()), 0)
    checkEqual(JSONValue.invalidOffset(in: Data(#" {"a": [true, null]} "#.utf8)), nil)
  }
}

import Testing

@testable import SampleAPI

@Suite struct JSONValueOrderingTests {
  @Test func comparesNumbersAsNumbers() {
    #expect(JSONValue.sortOrder(.integer(2), .integer(10)) < 0)
    #expect(JSONValue.sortOrder(.double(3.5), .integer(3)) > 0)
    #expect(JSONValue.sortOrder(.integer(3), .double(3)) == 0)
    #expect(JSONValue.sortOrder(.bool(true), .integer(1)) == 0)
    #expect(JSONValue.sortOrder(.bool(false), .bool(true)) < 0)
  }

  @Test func comparesStringsAsStringsByUTF16CodeUnits() {
    #expect(JSONValue.sortOrder(.string("10"), .string("2")) < 0)
    #expect(JSONValue.sortOrder(.string("B"), .string("a")) < 0)
    #expect(JSONValue.sortOrder(.string("é"), .string("z")) > 0)
    #expect(JSONValue.sortOrder(.string("ab"), .string("abc")) < 0)
    #expect(JSONValue.sortOrder(.string("same"), .string("same")) == 0)
    // U+1F600 is the surrogate pair D83D DE00, which JavaScript puts before U+FF61.
    #expect(JSONValue.compareUTF16("😀", "\u{FF61}") < 0)
    #expect(JSONValue.compareUTF16("\u{FF61}", "😀") > 0)
  }

  @Test func ordersKindsNumbersStringsContainersNullThenMissing() {
    let ordered: [JSONValue?] = [
      .integer(99), .string("0"), .array([]), .null, nil,
    ]
    for (lower, higher) in zip(ordered, ordered.dropFirst()) {
      #expect(JSONValue.sortOrder(lower, higher) < 0)
      #expect(JSONValue.sortOrder(higher, lower) > 0)
    }
    #expect(JSONValue.sortOrder(.array([.integer(1)]), .object([])) == 0)
    #expect(JSONValue.sortOrder(nil, nil) == 0)
    #expect(JSONValue.sortOrder(.null, .null) == 0)
  }

  @Test func readsNumbersAndBooleansAsNumbers() {
    #expect(JSONValue.integer(4).numericValue == 4)
    #expect(JSONValue.double(-0.5).numericValue == -0.5)
    #expect(JSONValue.bool(true).numericValue == 1)
    #expect(JSONValue.string("4").numericValue == nil)
    #expect(JSONValue.null.numericValue == nil)
  }
}

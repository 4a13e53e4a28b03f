import Testing

@testable import SampleAPI

@Suite struct SampleSearchTests {
  private let record = JSONValue.object([
    ("id", .integer(10)), ("count", .integer(0)), ("title", .string("École d'été")),
    ("done", .bool(true)), ("archived", .bool(false)), ("note", .null), ("empty", .string("")),
    ("address", .object([("city", .string("Kyoto")), ("geo", .object([("lat", .double(0))]))])),
    ("tags", .array([.string("Swift"), .integer(7)])),
  ])

  private func finds(_ text: String) throws -> Bool {
    try #require(SampleSearch(text)).matches(record)
  }

  @Test func searchesNothingForEmptyText() {
    #expect(SampleSearch("") == nil)
  }

  @Test func lowercasesTheText() throws {
    #expect(try #require(SampleSearch("KyOTO")).text == "kyoto")
  }

  @Test func findsTextInAnyFieldIgnoringCase() throws {
    #expect(try finds("école"))
    #expect(try finds("D'ÉT"))
    #expect(try finds("kyoto"))
    #expect(try !finds("paris"))
  }

  @Test func searchesNestedObjectsAndArrays() throws {
    #expect(try finds("YOT"))
    #expect(try finds("swif"))
    #expect(try finds("7"))
  }

  @Test func searchesNumbersAndBooleansAsText() throws {
    #expect(try finds("10"))
    #expect(try finds("rue"))
  }

  @Test func neverSearchesValuesJavaScriptCountsAsFalse() throws {
    #expect(try !finds("false"))
    #expect(try !finds("null"))
    let zero = JSONValue.object([("count", .integer(0)), ("ratio", .double(0))])
    #expect(try !#require(SampleSearch("0")).matches(zero))
  }
}

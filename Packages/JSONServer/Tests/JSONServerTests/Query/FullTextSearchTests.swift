import JSONCoding
import Testing

@testable import JSONServer

@Suite struct FullTextSearchTests {
  private let record = JSONValue.object([
    ("id", .integer(10)), ("count", .integer(0)), ("title", .string("École d'été")),
    ("done", .bool(true)), ("archived", .bool(false)), ("note", .null), ("empty", .string("")),
    ("address", .object([("city", .string("Kyoto")), ("geo", .object([("lat", .double(0))]))])),
    ("tags", .array([.string("Swift"), .integer(7)])),
  ])

  private func finds(_ text: String) -> Bool {
    FullTextSearch(text).matches(record)
  }

  @Test func findsNothingForEmptyText() {
    #expect(!FullTextSearch("").matches(record))
  }

  @Test func lowercasesTheTextAsJavaScriptDoes() {
    #expect(FullTextSearch("KyOTO").text == "kyoto")
    #expect(FullTextSearch("ΟΔΟΣ").text == "οδος")
    #expect(FullTextSearch("İ").text == "i\u{307}")
  }

  /// JavaScript compares code units: a decomposed `é` is not a composed one, and `ß` is not
  /// `ss`.
  @Test func neitherNormalizesNorFoldsCase() {
    let text = JSONValue.object([("title", .string("Cafe\u{301} Straße"))])
    #expect(FullTextSearch("cafe\u{301}").matches(text))
    #expect(!FullTextSearch("café").matches(text))
    #expect(!FullTextSearch("strasse").matches(text))
  }

  @Test func writesNumbersAsJavaScriptDoes() {
    let numbers = JSONValue.object([("big", .double(1e21)), ("small", .double(1.5e-7))])
    #expect(FullTextSearch("1e+21").matches(numbers))
    #expect(FullTextSearch("1.5e-7").matches(numbers))
  }

  @Test func findsTextInAnyFieldIgnoringCase() {
    #expect(finds("école"))
    #expect(finds("D'ÉT"))
    #expect(finds("kyoto"))
    #expect(!finds("paris"))
  }

  @Test func searchesNestedObjectsAndArrays() {
    #expect(finds("YOT"))
    #expect(finds("swif"))
    #expect(finds("7"))
  }

  @Test func searchesNumbersAndBooleansAsText() {
    #expect(finds("10"))
    #expect(finds("rue"))
  }

  @Test func neverSearchesValuesJavaScriptCountsAsFalse() {
    #expect(!finds("false"))
    #expect(!finds("null"))
    let zero = JSONValue.object([("count", .integer(0)), ("ratio", .double(0))])
    #expect(!FullTextSearch("0").matches(zero))
  }
}

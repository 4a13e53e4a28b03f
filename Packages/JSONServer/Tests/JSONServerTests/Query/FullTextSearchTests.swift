import JSONCoding
import TestSupport
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
    check(!FullTextSearch("").matches(record))
  }

  @Test func lowercasesTheTextAsJavaScriptDoes() {
    checkEqual(FullTextSearch("KyOTO").text, "kyoto")
    checkEqual(FullTextSearch("ΟΔΟΣ").text, "οδος")
    checkEqual(FullTextSearch("İ").text, "i\u{307}")
  }

  /// JavaScript compares code units: a decomposed `é` is not a composed one, and `ß` is not
  /// `ss`.
  @Test func neitherNormalizesNorFoldsCase() {
    let text = JSONValue.object([("title", .string("Cafe\u{301} Straße"))])
    check(FullTextSearch("cafe\u{301}").matches(text))
    check(!FullTextSearch("café").matches(text))
    check(!FullTextSearch("strasse").matches(text))
  }

  @Test func writesNumbersAsJavaScriptDoes() {
    let numbers = JSONValue.object([("big", .double(1e21)), ("small", .double(1.5e-7))])
    check(FullTextSearch("1e+21").matches(numbers))
    check(FullTextSearch("1.5e-7").matches(numbers))
  }

  @Test func findsTextInAnyFieldIgnoringCase() {
    check(finds("école"))
    check(finds("D'ÉT"))
    check(finds("kyoto"))
    check(!finds("paris"))
  }

  @Test func searchesNestedObjectsAndArrays() {
    check(finds("YOT"))
    check(finds("swif"))
    check(finds("7"))
  }

  @Test func searchesNumbersAndBooleansAsText() {
    check(finds("10"))
    check(finds("rue"))
  }

  @Test func neverSearchesValuesJavaScriptCountsAsFalse() {
    check(!finds("false"))
    check(!finds("null"))
    let zero = JSONValue.object([("count", .integer(0)), ("ratio", .double(0))])
    check(!FullTextSearch("0").matches(zero))
  }
}

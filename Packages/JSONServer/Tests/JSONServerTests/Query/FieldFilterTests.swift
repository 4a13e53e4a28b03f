import JSONCoding
import Testing

@testable import JSONServer

@Suite struct FieldFilterTests {
  private let records: [JSONValue] = [
    .object([
      ("id", .integer(1)), ("userId", .integer(1)), ("title", .string("Alpha")),
      ("done", .bool(true)), ("score", .double(2.5)), ("note", .null),
      ("address", .object([("city", .string("Kyoto"))])),
    ]),
    .object([
      ("id", .integer(2)), ("userId", .integer(10)), ("title", .string("beta")),
      ("done", .bool(false)), ("address", .object([("city", .string("Lyon"))])),
    ]),
    .object([
      ("id", .integer(3)), ("userId", .integer(2)), ("title", .string("Gamma ray")),
      ("done", .bool(false)), ("tags", .array([.string("x")])),
    ]),
  ]

  private func select(_ parameter: String, _ values: String...) -> [Int] {
    let matches = FieldFilter(parameter: parameter, values: values).makeMatcher()
    return ids(records.filter(matches))
  }

  @Test func readsTheOperatorFromTheParametersSuffix() {
    let range = FieldFilter(parameter: "id_gte", values: ["5"])
    #expect(range.field == "id")
    #expect(range.operator == .greaterThanOrEqual)
    #expect(FieldFilter(parameter: "address.city_like", values: []).field == "address.city")
    #expect(FieldFilter(parameter: "address.city_like", values: []).operator == .like)
    #expect(FieldFilter(parameter: "id_lte", values: []).operator == .lessThanOrEqual)
    #expect(FieldFilter(parameter: "id_ne", values: []).operator == .notEqual)
    #expect(FieldFilter(parameter: "title", values: []).operator == .equal)
    #expect(FieldFilter(parameter: "_like", values: []).field == "")
  }

  @Test func comparesEqualityAsCaseSensitiveStrings() {
    #expect(select("userId", "1") == [1])
    #expect(select("userId", "01") == [])
    #expect(select("userId", "1.0") == [])
    #expect(select("title", "Alpha") == [1])
    #expect(select("title", "alpha") == [])
    #expect(select("done", "true") == [1])
    #expect(select("done", "false") == [2, 3])
    #expect(select("score", "2.5") == [1])
  }

  @Test func followsDottedPaths() {
    #expect(select("address.city", "Kyoto") == [1])
    #expect(select("address.city", "Lyon", "Kyoto") == [1, 2])
  }

  @Test func acceptsAnyOfRepeatedValues() {
    #expect(select("id", "1", "3") == [1, 3])
  }

  @Test func excludesEveryValueGivenToNotEqual() {
    #expect(select("id_ne", "2") == [1, 3])
    #expect(select("id_ne", "1", "2") == [3])
  }

  @Test func comparesNumericRangesAsNumbers() {
    #expect(select("userId_gte", "2") == [2, 3])
    #expect(select("userId_lte", "2") == [1, 3])
    #expect(select("score_gte", "2.5") == [1])
    #expect(select("score_lte", "2.49") == [])
    #expect(select("done_gte", "1") == [1])
  }

  @Test func acceptsAnyOfRepeatedRangeBounds() {
    #expect(select("userId_gte", "100", "5") == [2])
  }

  @Test func boundsNothingWithANonNumberOnANumericField() {
    #expect(select("userId_gte", "abc") == [])
    #expect(select("userId_lte", "abc") == [])
  }

  @Test func readsAnEmptyBoundAsZeroAsJavaScriptDoes() {
    #expect(select("userId_gte", "") == [1, 2, 3])
  }

  @Test func comparesStringRangesAsStrings() {
    #expect(select("title_gte", "a") == [2])
    #expect(select("title_lte", "Beta") == [1])
  }

  @Test func matchesLikeAsACaseInsensitiveUnanchoredExpression() {
    #expect(select("title_like", "^a") == [1])
    #expect(select("title_like", "RAY") == [3])
    #expect(select("title_like", "a$") == [1, 2])
    #expect(select("title_like", "^b", "^g") == [2, 3])
    #expect(select("userId_like", "^1") == [1, 2])
    #expect(select("address.city_like", "o") == [1, 2])
  }

  @Test func matchesAnythingWithAnEmptyPattern() {
    #expect(select("title_like", "") == [1, 2, 3])
    #expect(select("address.city_like", "") == [1, 2])
  }

  @Test(arguments: ["(", "[a-", "*", "a{2,1}"])
  func matchesNothingWithAnInvalidPattern(pattern: String) {
    #expect(select("title_like", pattern) == [])
    #expect(select("title_like", pattern, "^a") == [1])
  }

  @Test func passesNoRecordWhoseFieldIsMissingOrNull() {
    #expect(select("note", "null") == [])
    #expect(select("note_ne", "x") == [])
    #expect(select("note_like", "") == [])
    #expect(select("address.city_ne", "Paris") == [1, 2])
    #expect(select("note_gte", "") == [])
  }

  /// JavaScript compares an array or an object by its text: `x` for `["x"]`, `[object Object]`
  /// for an object.
  @Test func comparesArraysAndObjectsByTheirText() {
    #expect(select("tags", "x") == [3])
    #expect(select("tags_ne", "y") == [3])
    #expect(select("tags_like", "^x$") == [3])
    #expect(select("address_like", "object") == [1, 2])
    #expect(select("address", "[object Object]") == [1, 2])
    #expect(select("address_gte", "") == [1, 2])
  }

  @Test func appliesEqualityOnlyToFieldsSomeRecordHas() {
    #expect(FieldFilter(field: "title", values: ["x"]).isApplicable(to: records))
    #expect(FieldFilter(field: "address.city", values: ["x"]).isApplicable(to: records))
    #expect(FieldFilter(field: "note", values: ["x"]).isApplicable(to: records))
    #expect(!FieldFilter(field: "color", values: ["x"]).isApplicable(to: records))
    #expect(!FieldFilter(field: "address.street", values: ["x"]).isApplicable(to: records))
    #expect(!FieldFilter(field: "title", values: ["x"]).isApplicable(to: []))
  }

  @Test func appliesOperatorsEvenToFieldsNoRecordHas() {
    let filter = FieldFilter(field: "color", operator: .notEqual, values: ["red"])
    #expect(filter.isApplicable(to: records))
    #expect(select("color_ne", "red") == [])
  }

  @Test func matchesOneRecordLikeItsMatcher() {
    let filter = FieldFilter(field: "title", operator: .like, values: ["ALP"])
    #expect(filter.matches(records[0]))
    #expect(!filter.matches(records[1]))
  }
}

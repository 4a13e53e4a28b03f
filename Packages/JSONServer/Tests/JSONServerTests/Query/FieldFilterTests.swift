import JSONCoding
import TestSupport
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
    checkEqual(range.field, "id")
    checkEqual(range.operator, .greaterThanOrEqual)
    checkEqual(FieldFilter(parameter: "address.city_like", values: []).field, "address.city")
    checkEqual(FieldFilter(parameter: "address.city_like", values: []).operator, .like)
    checkEqual(FieldFilter(parameter: "id_lte", values: []).operator, .lessThanOrEqual)
    checkEqual(FieldFilter(parameter: "id_ne", values: []).operator, .notEqual)
    checkEqual(FieldFilter(parameter: "title", values: []).operator, .equal)
    checkEqual(FieldFilter(parameter: "_like", values: []).field, "")
  }

  @Test func comparesEqualityAsCaseSensitiveStrings() {
    checkEqual(select("userId", "1"), [1])
    checkEqual(select("userId", "01"), [])
    checkEqual(select("userId", "1.0"), [])
    checkEqual(select("title", "Alpha"), [1])
    checkEqual(select("title", "alpha"), [])
    checkEqual(select("done", "true"), [1])
    checkEqual(select("done", "false"), [2, 3])
    checkEqual(select("score", "2.5"), [1])
  }

  @Test func followsDottedPaths() {
    checkEqual(select("address.city", "Kyoto"), [1])
    checkEqual(select("address.city", "Lyon", "Kyoto"), [1, 2])
  }

  @Test func acceptsAnyOfRepeatedValues() {
    checkEqual(select("id", "1", "3"), [1, 3])
  }

  @Test func excludesEveryValueGivenToNotEqual() {
    checkEqual(select("id_ne", "2"), [1, 3])
    checkEqual(select("id_ne", "1", "2"), [3])
  }

  @Test func comparesNumericRangesAsNumbers() {
    checkEqual(select("userId_gte", "2"), [2, 3])
    checkEqual(select("userId_lte", "2"), [1, 3])
    checkEqual(select("score_gte", "2.5"), [1])
    checkEqual(select("score_lte", "2.49"), [])
    checkEqual(select("done_gte", "1"), [1])
  }

  @Test func acceptsAnyOfRepeatedRangeBounds() {
    checkEqual(select("userId_gte", "100", "5"), [2])
  }

  @Test func boundsNothingWithANonNumberOnANumericField() {
    checkEqual(select("userId_gte", "abc"), [])
    checkEqual(select("userId_lte", "abc"), [])
  }

  @Test func readsAnEmptyBoundAsZeroAsJavaScriptDoes() {
    checkEqual(select("userId_gte", ""), [1, 2, 3])
  }

  @Test func comparesStringRangesAsStrings() {
    checkEqual(select("title_gte", "a"), [2])
    checkEqual(select("title_lte", "Beta"), [1])
  }

  @Test func matchesLikeAsACaseInsensitiveUnanchoredExpression() {
    checkEqual(select("title_like", "^a"), [1])
    checkEqual(select("title_like", "RAY"), [3])
    checkEqual(select("title_like", "a$"), [1, 2])
    checkEqual(select("title_like", "^b", "^g"), [2, 3])
    checkEqual(select("userId_like", "^1"), [1, 2])
    checkEqual(select("address.city_like", "o"), [1, 2])
  }

  @Test func matchesAnythingWithAnEmptyPattern() {
    checkEqual(select("title_like", ""), [1, 2, 3])
    checkEqual(select("address.city_like", ""), [1, 2])
  }

  @Test(arguments: ["(", "[a-", "*", "a{2,1}"])
  func matchesNothingWithAnInvalidPattern(pattern: String) {
    checkEqual(select("title_like", pattern), [])
    checkEqual(select("title_like", pattern, "^a"), [1])
  }

  @Test func passesNoRecordWhoseFieldIsMissingOrNull() {
    checkEqual(select("note", "null"), [])
    checkEqual(select("note_ne", "x"), [])
    checkEqual(select("note_like", ""), [])
    checkEqual(select("address.city_ne", "Paris"), [1, 2])
    checkEqual(select("note_gte", ""), [])
  }

  /// JavaScript compares an array or an object by its text: `x` for `["x"]`, `[object Object]`
  /// for an object.
  @Test func comparesArraysAndObjectsByTheirText() {
    checkEqual(select("tags", "x"), [3])
    checkEqual(select("tags_ne", "y"), [3])
    checkEqual(select("tags_like", "^x$"), [3])
    checkEqual(select("address_like", "object"), [1, 2])
    checkEqual(select("address", "[object Object]"), [1, 2])
    checkEqual(select("address_gte", ""), [1, 2])
  }

  @Test func appliesEqualityOnlyToFieldsSomeRecordHas() {
    check(FieldFilter(field: "title", values: ["x"]).isApplicable(to: records))
    check(FieldFilter(field: "address.city", values: ["x"]).isApplicable(to: records))
    check(FieldFilter(field: "note", values: ["x"]).isApplicable(to: records))
    check(!FieldFilter(field: "color", values: ["x"]).isApplicable(to: records))
    check(!FieldFilter(field: "address.street", values: ["x"]).isApplicable(to: records))
    check(!FieldFilter(field: "title", values: ["x"]).isApplicable(to: []))
  }

  @Test func appliesOperatorsEvenToFieldsNoRecordHas() {
    let filter = FieldFilter(field: "color", operator: .notEqual, values: ["red"])
    check(filter.isApplicable(to: records))
    checkEqual(select("color_ne", "red"), [])
  }

  @Test func matchesOneRecordLikeItsMatcher() {
    let filter = FieldFilter(field: "title", operator: .like, values: ["ALP"])
    check(filter.matches(records[0]))
    check(!filter.matches(records[1]))
  }
}

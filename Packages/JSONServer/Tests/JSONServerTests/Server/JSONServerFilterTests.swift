import Foundation
import JavaScriptSemantics
import TestSupport
import Testing

@testable import JSONServer

/// Filters: `field=value` (repeated: any), nested `a.b=value`, `_ne`, `_gte`, `_lte`, `_like`
/// and full-text `q`.
@Suite struct JSONServerFilterTests {
  let server: JSONServer

  init() throws {
    server = try JSONServer.make(
      """
      {"users": [
        {"id": 1, "name": "Ana", "address": {"city": "Kyoto"}, "age": 30, "admin": true},
        {"id": 2, "name": "Bo", "address": {"city": "Oslo"}, "age": 17, "admin": false},
        {"id": 3, "name": "Cy", "address": {"city": "kyoto-fu"}, "age": 45, "admin": null},
        {"id": 4, "name": "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!", "age": 0}
      ]}
      """)
  }

  private func ids(_ target: String) throws -> [Int] {
    try listedIDs(server.get(target))
  }

  @Test func selectsByFieldsAsText() throws {
    try checkEqual(ids("/users?name=Bo"), [2])
    try checkEqual(ids("/users?age=30&name=Ana"), [1])
    try checkEqual(ids("/users?admin=true"), [1])
    check(try ids("/users?name=bo").isEmpty)
  }

  @Test func takesARepeatedParameterAsAnyOfItsValues() throws {
    try checkEqual(ids("/users?id=1&id=3"), [1, 3])
  }

  @Test func followsDottedPathsIntoNestedObjects() throws {
    try checkEqual(ids("/users?address.city=Oslo"), [2])
  }

  @Test func ignoresFieldsNoRecordHas() throws {
    try checkEqual(ids("/users?color=red"), [1, 2, 3, 4])
    check(try ids("/users?color_ne=red").isEmpty)
  }

  @Test func excludesWithNotEqual() throws {
    try checkEqual(ids("/users?id_ne=2"), [1, 3, 4])
    try checkEqual(ids("/users?id_ne=2&id_ne=3"), [1, 4])
  }

  @Test func boundsRanges() throws {
    try checkEqual(ids("/users?age_gte=18"), [1, 3])
    try checkEqual(ids("/users?age_lte=30"), [1, 2, 4])
    try checkEqual(ids("/users?age_gte=17&age_lte=30"), [1, 2])
  }

  @Test func matchesCaseInsensitiveRegularExpressions() throws {
    try checkEqual(ids("/users?address.city_like=^kyoto"), [1, 3])
    try checkEqual(ids("/users?name_like=o$"), [2])
    check(try ids("/users?name_like=(").isEmpty)
  }

  @Test func refusesAPatternThatTakesTooLong() throws {
    let response = try server.get("/users?name_like=(a%2B)%2B$")
    checkEqual(response.status, 400)
    try checkEqual(
      response.json.value(atPath: ["error"])?.queryText, "a _like pattern takes too long to match")
  }

  @Test func refusesAPatternThatIsTooLong() throws {
    let pattern = String(repeating: "a", count: WorkBudget.maximumPatternLength + 1)
    let response = try server.get("/users?name_like=\(pattern)")
    checkEqual(response.status, 400)
    check(try ids("/users?name_like=\(pattern.dropLast())").isEmpty)
  }

  @Test func searchesEveryValueForText() throws {
    try checkEqual(ids("/users?q=kyoto"), [1, 3])
    try checkEqual(ids("/users?q=BO"), [2])
    try checkEqual(ids("/users?q=45"), [3])
    check(try ids("/users?q=false").isEmpty)
  }
}

import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct FieldPathTests {
  @Test(
    arguments: [
      ("name", FieldPath(field: "name")),
      ("a[b]", FieldPath(field: "a", steps: [.key("b")])),
      ("a[b][c]", FieldPath(field: "a", steps: [.key("b"), .key("c")])),
      ("tags[]", FieldPath(field: "tags", steps: [.append])),
      ("grid[0][2]", FieldPath(field: "grid", steps: [.index(0), .index(2)])),
      ("a[b c][]", FieldPath(field: "a", steps: [.key("b c"), .append])),
      (#"a\[b\]"#, FieldPath(field: "a[b]")),
      (#"a[\[x\]]"#, FieldPath(field: "a", steps: [.key("[x]")])),
      (#"a[\]]"#, FieldPath(field: "a", steps: [.key("]")])),
      ("a]b", FieldPath(field: "a]b")),
    ])
  func readsANameAsHttpie3Does(name: String, path: FieldPath) throws {
    try checkEqual(FieldPath(parsing: name), path)
    try checkEqual(FieldPath(parsing: path.description), path, "its description reads back")
  }

  @Test(
    arguments: [
      ("a[b", "has a '[' that is not closed"),
      ("a[b]c", "has text after a ']' that is not in brackets"),
      ("[a]", "has no field before its '[' (a body is an object)"),
      ("a[10000]", "gives an index above 9999"),
      ("a" + String(repeating: "[]", count: 33), "goes more than 32 levels deep"),
    ])
  func refusesWhatIsNoPath(name: String, reason: String) {
    #expect(throws: FieldPath.Problem(reason: reason)) { try FieldPath(parsing: name) }
  }

  @Test func setsDeepValuesMakingTheWayAndFillingGapsWithNull() throws {
    var body: JSONObject = ["id": 1]

    try FieldPath(parsing: "a[b][]").set("x", in: &body)
    try FieldPath(parsing: "a[b][]").set("y", in: &body)
    try FieldPath(parsing: "grid[2][name]").set("z", in: &body)
    try FieldPath(parsing: "grid[0]").set(true, in: &body)
    try FieldPath(parsing: "id").set(2, in: &body)

    checkEqual(
      body,
      [
        "id": 2, "a": ["b": ["x", "y"]], "grid": [true, .null, ["name": "z"]],
      ])
  }

  @Test func aStepIntoAValueOfTheOtherKindIsRefused() throws {
    var body: JSONObject = ["list": [1], "object": ["a": 1], "n": 1]

    #expect(throws: FieldPath.Problem(reason: "gives the field 'x' to 'list', which is a list")) {
      try FieldPath(parsing: "list[x]").set(1, in: &body)
    }
    #expect(
      throws: FieldPath.Problem(reason: "gives an element to 'object', which is an object")
    ) {
      try FieldPath(parsing: "object[]").set(1, in: &body)
    }
    #expect(throws: FieldPath.Problem(reason: "gives an element to 'n', which is a number")) {
      try FieldPath(parsing: "n[0]").set(1, in: &body)
    }
  }
}

import JSONCoding
import TestSupport
import Testing

@Suite struct RecordSchemaKindsTests {
  /// A field's values, of more than one kind, the first kind coming again after another.
  static let disagreeing: [[JSONValue]] = [
    [1, "a", 2], [1, nil, "a", nil, 2, 3], ["a", 1, "b", "c"], [true, 1, false],
    [[1], ["a": 1], [2]],
  ]
  static let writes: [JSONValue] = [3, "b", true, [1], ["a": 1], nil]

  @Test(arguments: disagreeing)
  func givesNoKindToAFieldWhoseValuesDisagreeWhateverComesAfter(values: [JSONValue]) {
    let schema = RecordSchema(records: values.map { ["id": $0] as JSONObject })
    checkEqual(schema["id"]?.kind, nil)
    for value in Self.writes {
      check(schema.problems(in: ["id": value]).isEmpty, "\(value)")
    }
  }

  @Test func keepsTheKindOfAFieldWhoseValuesAgreeButForNull() {
    let schema = RecordSchema(records: [["id": nil], ["id": 1], ["id": nil], ["id": 2]])
    checkEqual(schema["id"]?.kind, .number)
    checkEqual(
      schema.problems(in: ["id": "a"]),
      [RecordSchema.Problem(field: "id", expected: .number, found: .text)])
  }
}

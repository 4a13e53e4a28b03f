import JSONCoding
import Testing

@Suite struct RecordSchemaTests {
  static let records: [JSONObject] = [
    ["id": 1, "name": "Ada", "age": 36, "address": ["city": "London"]],
    ["id": 2, "name": "Grace", "age": nil, "tags": ["navy"], "active": true],
    ["id": "3", "name": "Alan", "age": 41, "active": false],
  ]
  let schema = RecordSchema(records: Self.records)

  @Test func listsTheFieldsInTheOrderTheRecordsFirstShowThem() {
    #expect(schema.fields.map(\.name) == ["id", "name", "age", "address", "tags", "active"])
  }

  @Test func readsEachFieldsKindFromItsValuesNullGoingAnywhere() {
    #expect(schema["name"]?.kind == .text)
    #expect(schema["age"]?.kind == .number, "the null of record 2 says nothing of the kind")
    #expect(schema["address"]?.kind == .object)
    #expect(schema["tags"]?.kind == .list)
    #expect(schema["active"]?.kind == .boolean)
    #expect(schema["id"]?.kind == nil, "a number and a text: any value goes")
  }

  @Test func requiresTheFieldsEveryRecordHas() {
    #expect(schema.fields.filter(\.isRequired).map(\.name) == ["id", "name", "age"])
    #expect(
      schema.fieldsRequiredFirst.map(\.name) == ["id", "name", "age", "address", "tags", "active"])
    #expect(RecordSchema(records: []).fields.isEmpty)
  }

  @Test func asksTheRequiredFieldsFirst() {
    let records: [JSONObject] = [["note": "x", "name": "Ada"], ["name": "Grace"]]
    let schema = RecordSchema(records: records)
    #expect(schema.fieldsRequiredFirst.map(\.name) == ["name", "note"])
  }

  @Test func findsFieldsOfAnotherKindAndMissingRequiredOnes() {
    let problems = schema.problems(
      in: ["age": "old", "active": true, "colour": 3], requiring: true, exempt: ["id"])

    #expect(
      problems.map(\.description) == [
        "age: is a number in the records, not text",
        "name: is in every record, and missing",
      ])
    #expect(schema.problems(in: ["age": nil], requiring: false).isEmpty, "null goes anywhere")
    #expect(schema.problems(in: ["tags": ["a": 1]], requiring: false).count == 1)
  }

  @Test func checksNothingWithoutRecords() {
    #expect(RecordSchema().problems(in: ["age": "old"], requiring: true).isEmpty)
  }

  @Test func readsTenThousandRecordsOfManyFields() {
    let records = (0..<10_000).map { index -> JSONObject in
      JSONObject((0..<20).map { ("f\($0)", JSONValue.number(JSONNumber(index))) })
    }
    let schema = RecordSchema(records: records)
    #expect(schema.fields.count == 20)
    #expect(schema.fields.allSatisfy { $0.kind == .number && $0.isRequired })
  }
}

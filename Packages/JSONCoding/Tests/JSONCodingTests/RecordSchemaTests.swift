import JSONCoding
import TestSupport
import Testing

@Suite struct RecordSchemaTests {
  static let records: [JSONObject] = [
    ["id": 1, "name": "Ada", "age": 36, "address": ["city": "London"]],
    ["id": 2, "name": "Grace", "age": nil, "tags": ["navy"], "active": true],
    ["id": "3", "name": "Alan", "age": 41, "active": false],
  ]
  let schema = RecordSchema(records: Self.records)

  @Test func listsTheFieldsInTheOrderTheRecordsFirstShowThem() {
    checkEqual(schema.fields.map(\.name), ["id", "name", "age", "address", "tags", "active"])
  }

  @Test func readsEachFieldsKindFromItsValuesNullGoingAnywhere() {
    checkEqual(schema["name"]?.kind, .text)
    checkEqual(schema["age"]?.kind, .number, "the null of record 2 says nothing of the kind")
    checkEqual(schema["address"]?.kind, .object)
    checkEqual(schema["tags"]?.kind, .list)
    checkEqual(schema["active"]?.kind, .boolean)
    checkEqual(schema["id"]?.kind, nil, "a number and a text: any value goes")
  }

  @Test func knowsTheFieldsThatOneRecordGivesTextOfSeveralLines() {
    let schema = RecordSchema(records: [
      ["title": "One line", "body": "A single line", "tags": ["a\nb"]],
      ["title": "Another", "body": "First line\nSecond line"],
    ])
    checkEqual(schema["body"]?.holdsLines, true, "the second record's body has two lines")
    checkEqual(schema["title"]?.holdsLines, false)
    checkEqual(schema["tags"]?.holdsLines, false, "a list is not text, whatever it holds")
  }

  @Test func knowsTheFieldsEveryRecordHas() {
    checkEqual(schema.fields.filter(\.isInEveryRecord).map(\.name), ["id", "name", "age"])
    checkEqual(
      schema.fieldsInEveryRecordFirst.map(\.name),
      [
        "id", "name", "age", "address", "tags", "active",
      ])
    check(RecordSchema(records: []).fields.isEmpty)
  }

  @Test func putsTheFieldsEveryRecordHasFirst() {
    let records: [JSONObject] = [["note": "x", "name": "Ada"], ["name": "Grace"]]
    let schema = RecordSchema(records: records)
    checkEqual(schema.fieldsInEveryRecordFirst.map(\.name), ["name", "note"])
  }

  @Test func findsFieldsOfAnotherKindAndNotThoseMissing() {
    let problems = schema.problems(in: ["age": "old", "active": true, "colour": 3])

    checkEqual(problems.map(\.description), ["age: is a number in the records, not text"])
    check(schema.problems(in: ["age": nil]).isEmpty, "null goes anywhere")
    check(schema.problems(in: ["id": [1]]).isEmpty, "records that disagree take anything")
    checkEqual(schema.problems(in: ["tags": ["a": 1]]).count, 1)
  }

  @Test func namesTheFieldsEveryRecordHasThatARecordLacks() {
    checkEqual(schema.fieldsMissing(from: ["age": 3, "tags": []]), ["id", "name"])
    checkEqual(schema.fieldsMissing(from: ["age": nil], exempt: ["id"]), ["name"])
    check(schema.fieldsMissing(from: ["id": 1, "name": "Ada", "age": 3]).isEmpty)
  }

  @Test func checksNothingWithoutRecords() {
    check(RecordSchema().problems(in: ["age": "old"]).isEmpty)
    check(RecordSchema().fieldsMissing(from: [:]).isEmpty)
  }

  @Test func readsTenThousandRecordsOfManyFields() {
    let records = (0..<10_000).map { index -> JSONObject in
      JSONObject((0..<20).map { ("f\($0)", JSONValue.number(JSONNumber(index))) })
    }
    let schema = RecordSchema(records: records)
    checkEqual(schema.fields.count, 20)
    check(schema.fields.allSatisfy { $0.kind == .number && $0.isInEveryRecord })
  }
}

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

  @Test func knowsTheFieldsThatOneRecordGivesTextOfSeveralLines() {
    let schema = RecordSchema(records: [
      ["title": "One line", "body": "A single line", "tags": ["a\nb"]],
      ["title": "Another", "body": "First line\nSecond line"],
    ])
    #expect(schema["body"]?.holdsLines == true, "the second record's body has two lines")
    #expect(schema["title"]?.holdsLines == false)
    #expect(schema["tags"]?.holdsLines == false, "a list is not text, whatever it holds")
  }

  @Test func knowsTheFieldsEveryRecordHas() {
    #expect(schema.fields.filter(\.isInEveryRecord).map(\.name) == ["id", "name", "age"])
    #expect(
      schema.fieldsInEveryRecordFirst.map(\.name) == [
        "id", "name", "age", "address", "tags", "active",
      ])
    #expect(RecordSchema(records: []).fields.isEmpty)
  }

  @Test func putsTheFieldsEveryRecordHasFirst() {
    let records: [JSONObject] = [["note": "x", "name": "Ada"], ["name": "Grace"]]
    let schema = RecordSchema(records: records)
    #expect(schema.fieldsInEveryRecordFirst.map(\.name) == ["name", "note"])
  }

  @Test func findsFieldsOfAnotherKindAndNotThoseMissing() {
    let problems = schema.problems(in: ["age": "old", "active": true, "colour": 3])

    #expect(problems.map(\.description) == ["age: is a number in the records, not text"])
    #expect(schema.problems(in: ["age": nil]).isEmpty, "null goes anywhere")
    #expect(schema.problems(in: ["id": [1]]).isEmpty, "records that disagree take anything")
    #expect(schema.problems(in: ["tags": ["a": 1]]).count == 1)
  }

  @Test func namesTheFieldsEveryRecordHasThatARecordLacks() {
    #expect(schema.fieldsMissing(from: ["age": 3, "tags": []]) == ["id", "name"])
    #expect(schema.fieldsMissing(from: ["age": nil], exempt: ["id"]) == ["name"])
    #expect(schema.fieldsMissing(from: ["id": 1, "name": "Ada", "age": 3]).isEmpty)
  }

  @Test func checksNothingWithoutRecords() {
    #expect(RecordSchema().problems(in: ["age": "old"]).isEmpty)
    #expect(RecordSchema().fieldsMissing(from: [:]).isEmpty)
  }

  @Test func readsTenThousandRecordsOfManyFields() {
    let records = (0..<10_000).map { index -> JSONObject in
      JSONObject((0..<20).map { ("f\($0)", JSONValue.number(JSONNumber(index))) })
    }
    let schema = RecordSchema(records: records)
    #expect(schema.fields.count == 20)
    #expect(schema.fields.allSatisfy { $0.kind == .number && $0.isInEveryRecord })
  }
}

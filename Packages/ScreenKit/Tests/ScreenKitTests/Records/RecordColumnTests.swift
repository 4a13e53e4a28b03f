import JSONCoding
import TestSupport
import Testing

@testable import ScreenKit

@Suite struct RecordColumnTests {
  @Test func showsEachKindOfValueInACell() {
    checkEqual(RecordColumn.text(of: nil), "")
    checkEqual(RecordColumn.text(of: .null), "")
    checkEqual(RecordColumn.text(of: true), "true")
    checkEqual(RecordColumn.text(of: .number(JSONNumber("19.90") ?? 0)), "19.90")
    checkEqual(RecordColumn.text(of: "Lyon"), "Lyon")
    checkEqual(RecordColumn.text(of: [1, 2, 3]), "3")
    checkEqual(RecordColumn.text(of: ["a": 1, "b": [true]]), #"{"a":1,"b":[true]}"#)
  }

  @Test func findsAFieldOfANestedObject() {
    let record: JSONObject = ["id": 1, "address": ["geo": ["lat": "45.7"]]]
    checkEqual(RecordColumn(path: ["address", "geo", "lat"]).value(in: record), "45.7")
    checkEqual(RecordColumn(path: ["address", "city"]).value(in: record), nil)
    checkEqual(RecordColumn(path: ["id", "x"]).value(in: record), nil)
    checkEqual(RecordColumn(path: ["address", "geo", "lat"]).name, "address.geo.lat")
  }

  @Test func readsFieldsAsPathsSeparatedByCommas() {
    checkEqual(
      RecordColumn.parsing(fields: "id,address.city"),
      [RecordColumn(path: ["id"]), RecordColumn(path: ["address", "city"])])
    checkEqual(RecordColumn.parsing(fields: "id,,name"), nil)
    checkEqual(RecordColumn.parsing(fields: "address."), nil)
    checkEqual(RecordColumn.parsing(fields: ""), nil)
  }

  @Test func aFieldWhoseNameHoldsADotIsWrittenInBrackets() {
    checkEqual(
      RecordColumn.parsing(fields: #"ID,["@odata.etag"],meta["a,b"]"#),
      [
        RecordColumn(path: ["ID"]), RecordColumn(path: ["@odata.etag"]),
        RecordColumn(path: ["meta", "a,b"]),
      ])
    checkEqual(RecordColumn(path: ["@odata.etag"]).name, #"["@odata.etag"]"#)
    checkEqual(RecordColumn.parsing(fields: #"id,["@odata.etag"#), nil)
  }
}

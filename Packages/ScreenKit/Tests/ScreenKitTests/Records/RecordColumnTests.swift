import JSONCoding
import Testing

@testable import ScreenKit

@Suite struct RecordColumnTests {
  @Test func showsEachKindOfValueInACell() {
    #expect(RecordColumn.text(of: nil) == "")
    #expect(RecordColumn.text(of: .null) == "")
    #expect(RecordColumn.text(of: true) == "true")
    #expect(RecordColumn.text(of: .number(JSONNumber("19.90") ?? 0)) == "19.90")
    #expect(RecordColumn.text(of: "Lyon") == "Lyon")
    #expect(RecordColumn.text(of: [1, 2, 3]) == "3")
    #expect(RecordColumn.text(of: ["a": 1, "b": [true]]) == #"{"a":1,"b":[true]}"#)
  }

  @Test func findsAFieldOfANestedObject() {
    let record: JSONObject = ["id": 1, "address": ["geo": ["lat": "45.7"]]]
    #expect(RecordColumn(path: ["address", "geo", "lat"]).value(in: record) == "45.7")
    #expect(RecordColumn(path: ["address", "city"]).value(in: record) == nil)
    #expect(RecordColumn(path: ["id", "x"]).value(in: record) == nil)
    #expect(RecordColumn(path: ["address", "geo", "lat"]).name == "address.geo.lat")
  }

  @Test func readsFieldsAsPathsSeparatedByCommas() {
    #expect(
      RecordColumn.parsing(fields: "id,address.city")
        == [RecordColumn(path: ["id"]), RecordColumn(path: ["address", "city"])])
    #expect(RecordColumn.parsing(fields: "id,,name") == nil)
    #expect(RecordColumn.parsing(fields: "address.") == nil)
    #expect(RecordColumn.parsing(fields: "") == nil)
  }
}

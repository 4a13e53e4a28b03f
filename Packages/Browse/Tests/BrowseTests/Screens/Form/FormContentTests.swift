import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct FormContentTests {

  @Test func aRecordsFieldsAreNotMarkedRequiredThoughEveryRecordHasThem() {
    let record: JSONObject = ["id": 1, "name": "Ada", "tags": ["a"]]
    let form = RecordForm(
      new: BrowsedResource(name: "people"), names: ["id", "name", "tags"],
      schema: RecordSchema(records: [record]), idField: "id")
    checkEqual(
      FormContent.record(form).fields.map { $0.label(asLink: false) }, ["name", "tags (list)"])
  }

}

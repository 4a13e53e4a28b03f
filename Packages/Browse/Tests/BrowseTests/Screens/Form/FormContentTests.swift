import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct FormContentTests {

  @Test func aRecordsFieldsAreNotMarkedRequiredThoughEveryRecordHasThem() {
    let record: JSONObject = ["id": 1, "name": "Ada", "tags": ["a"]]
    let form = RecordForm(
      new: BrowsedResource(name: "people"), names: ["id", "name", "tags"],
      schema: RecordSchema(records: [record]), idField: "id")
    #expect(FormContent.record(form).fields.map(\.label) == ["name", "tags (JSON)"])
  }

  @Test func whetherItCanBeSubmittedIsJudgedOnTheTextAsTyped() {
    let content = FormContent.post(.loaded(PostFormFeature.State(mode: .create)))
    #expect(!content.canSubmit(texts: ["1", "Hello", ""]))
    #expect(content.canSubmit(texts: ["1", "Hello", "Hi"]))
    #expect(!FormContent.post(.loading).canSubmit(texts: ["1", "Hello", "Hi"]))
  }

  @Test func anEditedPostsAuthorCannotChange() {
    let content = FormContent.post(.loaded(.init(mode: .edit(Sample.post(1, title: "A")))))
    #expect(!content.isEditable(0))
    #expect(content.isEditable(1))
    #expect(!content.isEditable(3))
    #expect(content.setField(3, to: "x") == nil)
  }

}

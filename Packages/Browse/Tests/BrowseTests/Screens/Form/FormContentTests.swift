import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClientTestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct FormContentTests {
  @Test func theFieldsAreTheFormsInOrderWithTheBodyAloneOnSeveralLines() {
    let post = FormContent.post(.loaded(PostFormFeature.State(mode: .create)))
    #expect(post.fields.map(\.label) == ["Author *", "Title *", "Body *"], "each required")
    #expect(post.fields.map(\.allowsNewlines) == [false, false, true])
    let user = FormContent.user(.loaded(UserFormFeature.State(mode: .create)))
    #expect(user.fields.map(\.name).prefix(3) == ["name", "username", "email"])
    #expect(user.fields.map(\.label).prefix(4) == ["Name *", "Username *", "Email *", "Phone"])
    #expect(user.fields.last?.label == "Company")
  }

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

  @Test func itSaysWhatTheStoreReports() {
    let saved = Sample.post(101, title: "Hello")
    #expect(
      FormContent.post(.loaded(.init(mode: .create, status: .saved(saved)))).saved
        == .post(saved, isNew: true))
    #expect(FormContent.post(.loaded(.init(mode: .create, status: .submitting))).isSubmitting)
    let failure = LoadFailure(message: "offline")
    #expect(FormContent.user(.failed(failure)).loadFailure == failure)
    #expect(
      FormContent.user(.loaded(.init(mode: .create, status: .failed(failure)))).saveFailure
        == failure)
  }
}

import Foundation
import NetworkClient
import NetworkClientTestSupport
import Testing

@Suite("TodoChanges")
struct TodoChangesTests {
  @Test("only the fields given are encoded")
  func encodesOnlyChangedFields() throws {
    #expect(
      try encodedJSONObject(TodoChanges(completed: true)) == jsonObject(#"{"completed": true}"#))
    #expect(
      try encodedJSONObject(TodoChanges(completed: false)) == jsonObject(#"{"completed": false}"#))
    #expect(try encodedJSONObject(TodoChanges(title: "T")) == jsonObject(#"{"title": "T"}"#))
    #expect(
      try encodedJSONObject(TodoChanges(title: "T", completed: true))
        == jsonObject(#"{"title": "T", "completed": true}"#))
    #expect(try encodedJSONObject(TodoChanges()) == jsonObject("{}"))
  }

  @Test("it is empty only when no field is given")
  func isEmpty() {
    #expect(TodoChanges().isEmpty)
    #expect(!TodoChanges(completed: false).isEmpty)
    #expect(!TodoChanges(title: "").isEmpty)
  }
}

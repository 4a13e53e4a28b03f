import Foundation
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("TodoChanges")
struct TodoChangesTests {
  @Test("only the fields given are encoded")
  func encodesOnlyChangedFields() throws {
    try checkEqual(
      encodedJSONObject(TodoChanges(completed: true)), jsonObject(#"{"completed": true}"#))
    try checkEqual(
      encodedJSONObject(TodoChanges(completed: false)), jsonObject(#"{"completed": false}"#))
    try checkEqual(encodedJSONObject(TodoChanges(title: "T")), jsonObject(#"{"title": "T"}"#))
    try checkEqual(
      encodedJSONObject(TodoChanges(title: "T", completed: true)),
      jsonObject(#"{"title": "T", "completed": true}"#))
    try checkEqual(encodedJSONObject(TodoChanges()), jsonObject("{}"))
  }

  @Test("it is empty only when no field is given")
  func isEmpty() {
    check(TodoChanges().isEmpty)
    check(!TodoChanges(completed: false).isEmpty)
    check(!TodoChanges(title: "").isEmpty)
  }
}

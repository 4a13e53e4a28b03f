import Foundation
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("PostChanges")
struct PostChangesTests {
  @Test("only the fields given are encoded")
  func encodesOnlyChangedFields() throws {
    try checkEqual(encodedJSONObject(PostChanges(title: "New")), jsonObject(#"{"title": "New"}"#))
    try checkEqual(encodedJSONObject(PostChanges(body: "")), jsonObject(#"{"body": ""}"#))
    try checkEqual(
      encodedJSONObject(PostChanges(title: "T", body: "B")),
      jsonObject(#"{"title": "T", "body": "B"}"#))
    try checkEqual(encodedJSONObject(PostChanges()), jsonObject("{}"))
  }

  @Test("it is empty only when no field is given")
  func isEmpty() {
    check(PostChanges().isEmpty)
    check(!PostChanges(title: "T").isEmpty)
    check(!PostChanges(body: "").isEmpty)
  }
}

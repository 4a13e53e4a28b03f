import Foundation
import NetworkClient
import NetworkClientTestSupport
import Testing

@Suite("PostChanges")
struct PostChangesTests {
  @Test("only the fields given are encoded")
  func encodesOnlyChangedFields() throws {
    #expect(try encodedJSONObject(PostChanges(title: "New")) == jsonObject(#"{"title": "New"}"#))
    #expect(try encodedJSONObject(PostChanges(body: "")) == jsonObject(#"{"body": ""}"#))
    #expect(
      try encodedJSONObject(PostChanges(title: "T", body: "B"))
        == jsonObject(#"{"title": "T", "body": "B"}"#))
    #expect(try encodedJSONObject(PostChanges()) == jsonObject("{}"))
  }

  @Test("it is empty only when no field is given")
  func isEmpty() {
    #expect(PostChanges().isEmpty)
    #expect(!PostChanges(title: "T").isEmpty)
    #expect(!PostChanges(body: "").isEmpty)
  }
}

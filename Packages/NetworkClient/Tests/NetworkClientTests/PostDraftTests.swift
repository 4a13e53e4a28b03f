import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@Suite("PostDraft")
struct PostDraftTests {
  @Test("it encodes as a post without id, with the API's field names")
  func encoding() throws {
    let draft = PostDraft(userId: 3, title: "Hello", body: "First line\nsecond")

    try checkEqual(
      encodedJSONObject(draft),
      jsonObject(#"{"userId": 3, "title": "Hello", "body": "First line\nsecond"}"#))
  }

  @Test("it decodes from what it encodes")
  func roundTrip() throws {
    let draft = PostDraft(userId: 1, title: "T", body: "B")

    try checkEqual(JSONDecoder().decode(PostDraft.self, from: JSONEncoder().encode(draft)), draft)
  }
}

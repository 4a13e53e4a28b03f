import Foundation
import Models
import NetworkClient
import NetworkClientTestSupport
import Testing

@Suite("PostDraft")
struct PostDraftTests {
  @Test("it encodes as a post without id, with the API's field names")
  func encoding() throws {
    let draft = PostDraft(userId: 3, title: "Hello", body: "First line\nsecond")

    #expect(
      try encodedJSONObject(draft)
        == jsonObject(#"{"userId": 3, "title": "Hello", "body": "First line\nsecond"}"#))
  }

  @Test("it decodes from what it encodes")
  func roundTrip() throws {
    let draft = PostDraft(userId: 1, title: "T", body: "B")

    #expect(try JSONDecoder().decode(PostDraft.self, from: JSONEncoder().encode(draft)) == draft)
  }
}

import TestSupport
import Testing

@testable import HTTPClient

@Suite("EntityTag")
struct EntityTagTests {
  @Test("an ETag is read as the server wrote it, weak tags too, whatever the field's case")
  func read() {
    checkEqual(
      HTTPResponseHead(status: 200, headers: ["etag": #" W/"7-3f" "#]).entityTag?.description,
      #"W/"7-3f""#)
    checkEqual(
      HTTPResponseHead(status: 200, headers: ["ETag": #""abc""#]).entityTag?.description, #""abc""#)
    checkEqual(HTTPResponseHead(status: 200).entityTag, nil)
  }

  @Test(
    "an empty tag or one with a control character is none", arguments: ["", "  ", "\"a\"\r\nX: y"])
  func refused(value: String) {
    checkEqual(EntityTag(value), nil)
  }
}

extension EntityTagTests {
  @Test("a tag written W/ is weak, one in quotes alone is strong")
  func weakness() throws {
    check(try #require(EntityTag(#"W/"7-3f""#)).isWeak)
    check(try !#require(EntityTag(#""7-3f""#)).isWeak)
  }
}

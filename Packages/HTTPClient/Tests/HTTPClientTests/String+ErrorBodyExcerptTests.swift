import Foundation
import Testing

@testable import HTTPClient

@Suite("String(excerptOfErrorBody:)")
struct StringErrorBodyExcerptTests {
  @Test("the message of an {\"error\": …} body is the excerpt, on one line")
  func errorMessage() {
    let body = Data(#"{"error": "the body is not JSON:\n unexpected character at 3"}"#.utf8)

    #expect(
      String(excerptOfErrorBody: body) == "the body is not JSON: unexpected character at 3")
  }

  @Test("the message of a {\"message\": …} body is the excerpt, GitHub's shape")
  func messageMember() {
    let body = Data(
      #"{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}"#.utf8)

    #expect(String(excerptOfErrorBody: body) == "Bad credentials")
  }

  @Test("an error member wins over a message member")
  func errorBeforeMessage() {
    let body = Data(#"{"message": "Validation Failed", "error": "title is missing"}"#.utf8)

    #expect(String(excerptOfErrorBody: body) == "title is missing")
  }

  @Test("a long message is cut to the limit")
  func longMessage() {
    let body = Data(#"{"error": "\#(String(repeating: "a", count: 100))"}"#.utf8)

    #expect(String(excerptOfErrorBody: body, limit: 10) == "aaaaaaaaa…")
  }

  @Test(
    "any other body is excerpted as it is",
    arguments: [
      #"{"message": 7}"#, #"{"error": 42}"#, #"{"error": " "}"#, "<p>Bad &amp; wrong</p>",
      "plain text",
    ])
  func otherBodies(body: String) {
    #expect(String(excerptOfErrorBody: Data(body.utf8)) == String(excerptOf: Data(body.utf8)))
  }
}

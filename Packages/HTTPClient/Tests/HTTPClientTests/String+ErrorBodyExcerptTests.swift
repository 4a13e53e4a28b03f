import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("String(excerptOfErrorBody:)")
struct StringErrorBodyExcerptTests {
  @Test("the message of an {\"error\": …} body is the excerpt, on one line")
  func errorMessage() {
    let body = Data(#"{"error": "the body is not JSON:\n unexpected character at 3"}"#.utf8)

    checkEqual(
      String(excerptOfErrorBody: body), "the body is not JSON: unexpected character at 3")
  }

  @Test("an OAuth error's code and its description, as a token endpoint says them")
  func oauthError() {
    let body = Data(
      #"{"error": "invalid_client", "error_description": "the secret is wrong"}"#.utf8)

    checkEqual(String(excerptOfErrorBody: body), "invalid_client: the secret is wrong")
    checkEqual(
      String(
        excerptOfErrorBody: Data(#"{"error": "invalid_client", "error_description": ""}"#.utf8)),
      "invalid_client")
  }

  @Test("the message of a {\"message\": …} body is the excerpt, GitHub's shape")
  func messageMember() {
    let body = Data(
      #"{"message": "Bad credentials", "documentation_url": "https://docs.github.com/rest"}"#.utf8)

    checkEqual(String(excerptOfErrorBody: body), "Bad credentials")
  }

  @Test("an error member wins over a message member")
  func errorBeforeMessage() {
    let body = Data(#"{"message": "Validation Failed", "error": "title is missing"}"#.utf8)

    checkEqual(String(excerptOfErrorBody: body), "title is missing")
  }

  @Test("a long message is cut to the limit")
  func longMessage() {
    let body = Data(#"{"error": "\#(String(repeating: "a", count: 100))"}"#.utf8)

    checkEqual(String(excerptOfErrorBody: body, limit: 10), "aaaaaaaaa…")
  }

  @Test(
    "any other body is excerpted as it is",
    arguments: [
      #"{"message": 7}"#, #"{"error": 42}"#, #"{"error": " "}"#, "<p>Bad &amp; wrong</p>",
      "plain text",
    ])
  func otherBodies(body: String) {
    checkEqual(String(excerptOfErrorBody: Data(body.utf8)), String(excerptOf: Data(body.utf8)))
  }
}

@Suite("String(excerptOfErrorBody:) of nested words")
struct StringErrorBodyExcerptNestedTests {
  @Test(
    "the API's own words are found where each shape says them",
    arguments: [
      (
        #"{"error": {"type": "invalid_request_error", "message": "No such customer: cus_1"}}"#,
        "No such customer: cus_1"
      ),
      (
        #"{"type": "about:blank", "title": "Conflict", "detail": "The plan is\nfull"}"#,
        "The plan is full"
      ),
      (#"{"type": "about:blank", "title": "Not Acceptable", "status": 406}"#, "Not Acceptable"),
      (
        #"{"errors": [{"status": "409", "detail": "Version is stale"}, {"detail": "Retry"}]}"#,
        "Version is stale; Retry"
      ),
      (#"{"errors": [{"message": "Too many labels"}]}"#, "Too many labels"),
      (
        #"{"message": "Validation Failed", "errors": [{"code": "missing_field"}]}"#,
        "Validation Failed"
      ),
    ])
  func nestedWords(body: String, words: String) {
    checkEqual(String(excerptOfErrorBody: Data(body.utf8)), words)
  }

  @Test("nested words are made printable and cut to the limit")
  func nestedWordsCut() {
    let body = Data(
      #"{"error": {"message": "\u001b[2J\#(String(repeating: "b", count: 100))"}}"#.utf8)

    checkEqual(String(excerptOfErrorBody: body, limit: 10), "bbbbbbbbb…")
  }

  @Test(
    "a body whose words are empty or not text is excerpted as it is",
    arguments: [#"{"error": {"message": 3}}"#, #"{"detail": ""}"#, #"{"errors": [{"code": 1}]}"#])
  func noWords(body: String) {
    checkEqual(String(excerptOfErrorBody: Data(body.utf8)), String(excerptOf: Data(body.utf8)))
  }
}

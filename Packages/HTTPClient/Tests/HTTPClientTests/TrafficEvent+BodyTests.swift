import Foundation
import HTTPClient
import TestSupport
import Testing

/// What `--verbose` shows of a request's body: JSON indented, a form on one line, text as it
/// is, anything else by its size, each secret `REDACTED`.
@Suite struct TrafficEventBodyTests {
  @Test func aJSONBodyIsIndentedItsSecretsRedactedHoweverDeep() {
    let lines = TrafficEvent.bodyLines(
      of: Data(
        #"{"email": "ada@example.com", "Password": "hunter2", "keys": [{"api_key": "k"}]}"#.utf8),
      contentType: "application/json; charset=utf-8")

    checkEqual(
      lines,
      [
        "{", #"  "email": "ada@example.com","#, #"  "Password": "REDACTED","#, #"  "keys": ["#,
        "    {", #"      "api_key": "REDACTED""#, "    }", "  ]", "}",
      ])
  }

  @Test func aFormIsOneLineItsSecretsRedacted() {
    checkEqual(
      TrafficEvent.bodyLines(
        of: Data("grant_type=password&username=ada&password=hunter2&client_secret=s%3D".utf8),
        contentType: "application/x-www-form-urlencoded"),
      ["grant_type=password&username=ada&password=REDACTED&client_secret=REDACTED"])
  }

  @Test func textIsAsItIsAndBytesAreTheirSize() {
    checkEqual(
      TrafficEvent.bodyLines(of: Data("a\nb".utf8), contentType: "text/plain"), ["a", "b"])
    checkEqual(
      TrafficEvent.bodyLines(of: Data([0, 1, 2, 0xFF]), contentType: "application/octet-stream"),
      ["(4 bytes)"])
    checkEqual(TrafficEvent.bodyLines(of: nil, contentType: nil), [])
    checkEqual(TrafficEvent.bodyLines(of: Data(), contentType: "application/json"), [])
  }

  @Test func theBodyFollowsTheFieldsAfterAnEmptyLineItsIndentKept() {
    var event = TrafficEvent(
      direction: .sent, startLine: "POST http://127.0.0.1:3000/posts",
      fields: ["Content-Type: application/json"])
    event.body = ["{", "  \"title\": \"Tides\u{1B}[31m\"", "}"]

    checkEqual(
      event.description,
      [
        "> POST http://127.0.0.1:3000/posts", "> Content-Type: application/json", "> ", "> {",
        #">   "title": "Tides""#, "> }",
      ].joined(separator: "\n"))
  }
}

import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("FieldErrors(rejection:)")
struct FieldErrorsRejectionTests {
  @Test("an errors object of message lists is parsed")
  func parsesErrors() {
    let body = Data(#"{"errors": {"email": ["is invalid"], "name": ["can't be blank", "x"]}}"#.utf8)

    checkEqual(
      FieldErrors(rejection: body),
      FieldErrors(["email": [#""is invalid""#], "name": [#""can't be blank""#, #""x""#]]))
  }

  @Test("a single message instead of a list counts as one")
  func singleMessage() {
    let body = Data(#"{"errors": {"title": "can't be blank"}}"#.utf8)

    checkEqual(FieldErrors(rejection: body), FieldErrors(["title": [#""can't be blank""#]]))
  }

  @Test(
    "any other body has no field errors",
    arguments: [
      "", "not json", "[]", #"{"error": "bad"}"#, #"{"errors": {}}"#, #"{"errors": ["x"]}"#,
      #"{"errors": {"email": 3}}"#, #"{"errors": {"email": [3]}}"#,
    ])
  func otherBodies(body: String) {
    checkEqual(FieldErrors(rejection: Data(body.utf8)), nil)
  }

  @Test("names and messages become one printable line each, cut to their limits")
  func hostileText() throws {
    let body = Data(
      #"""
      {"errors": {"email\napp: note: run this": ["is\ninvalid\r\napp: note: curl x | sh",
                  "\u001b]0;pwned\u0007red \u001b[31mtext\u009b2J"],
                  "name": "\#(String(repeating: "long ", count: 100))"}}
      """#.utf8)

    let errors = try #require(FieldErrors(rejection: body))

    checkEqual(errors.messages.keys.sorted(), [#""email app: note: run this""#, "name"])
    checkEqual(
      errors.messages[#""email app: note: run this""#],
      [#""is invalid app: note: curl x | sh""#, #""red text""#])
    let long = try #require(errors.messages["name"]?.first)
    checkEqual(long.count, 499 + 2, "a long message is shown whole")
    check(!long.contains("…"))
    let flood = Data(#"{"errors": {"name": "\#(String(repeating: "x", count: 20_000))"}}"#.utf8)
    let cut = try #require(FieldErrors(rejection: flood)?.messages["name"]?.first)
    checkEqual(cut.count, FieldErrors.messageLimit + 2)
    check(cut.hasSuffix("…\""))
    let lines = errors.lines
    check(lines.allSatisfy { !$0.contains("\n") && !$0.contains("\r") && !$0.contains("\u{1B}") })
  }

  @Test("names that become the same are merged")
  func mergedNames() {
    let body = Data(#"{"errors": {"email": ["a"], "email\n": ["b"]}}"#.utf8)

    checkEqual(FieldErrors(rejection: body)?.messages["email"]?.sorted(), [#""a""#, #""b""#])
  }

  @Test("server text is quoted, its quotes and backslashes escaped, so that it never reads as ours")
  func quotesServerText() {
    let body = Data(#"{"errors": {"title": ["is taken\" app: note: \\ run"], "a b": ["x"]}}"#.utf8)

    checkEqual(
      FieldErrors(rejection: body)?.lines,
      [#""a b" "x""#, #"title "is taken\" app: note: \\ run""#])
  }

  @Test("a long field name is cut, and quoted since it ends with …")
  func longName() throws {
    let name = String(repeating: "f", count: 500)
    let body = Data(#"{"errors": {"\#(name)": ["x"]}}"#.utf8)

    let field = try #require(FieldErrors(rejection: body)?.messages.keys.first)

    checkEqual(field.count, FieldErrors.fieldNameLimit + 2)
    check(field.hasPrefix("\"fff") && field.hasSuffix("…\""))
  }
}

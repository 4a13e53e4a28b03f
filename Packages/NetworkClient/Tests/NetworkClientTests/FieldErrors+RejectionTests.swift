import Foundation
import Testing

@testable import NetworkClient

@Suite("FieldErrors(rejection:)")
struct FieldErrorsRejectionTests {
  @Test("an errors object of message lists is parsed")
  func parsesErrors() {
    let body = Data(#"{"errors": {"email": ["is invalid"], "name": ["can't be blank", "x"]}}"#.utf8)

    #expect(
      FieldErrors(rejection: body)
        == FieldErrors(["email": ["is invalid"], "name": ["can't be blank", "x"]]))
  }

  @Test("a single message instead of a list counts as one")
  func singleMessage() {
    let body = Data(#"{"errors": {"title": "can't be blank"}}"#.utf8)

    #expect(FieldErrors(rejection: body) == FieldErrors(["title": ["can't be blank"]]))
  }

  @Test(
    "any other body has no field errors",
    arguments: [
      "", "not json", "[]", #"{"error": "bad"}"#, #"{"errors": {}}"#, #"{"errors": ["x"]}"#,
      #"{"errors": {"email": 3}}"#, #"{"errors": {"email": [3]}}"#,
    ])
  func otherBodies(body: String) {
    #expect(FieldErrors(rejection: Data(body.utf8)) == nil)
  }
}

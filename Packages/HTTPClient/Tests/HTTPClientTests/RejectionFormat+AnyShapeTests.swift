import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct RejectionFormatAnyShapeTests {
  let format = RejectionFormat.anyShape

  func lines(_ body: String) -> [String]? {
    format.fieldErrors(Data(body.utf8))?.lines
  }

  @Test func readsEveryShippedShapeAtFourHundredAndFourTwentyTwo() {
    check(format.rejects(400) && format.rejects(422) && !format.rejects(409))
    checkEqual(lines(#"{"errors": {"email": ["is taken"]}}"#), [#"email "is taken""#])
    checkEqual(
      lines(
        #"{"errors": [{"detail": "is taken", "source": {"pointer": "/data/attributes/email"}}]}"#),
      [#"email "is taken""#])
    checkEqual(
      lines(#"{"error": {"type": "invalid_request_error", "param": "email", "message": "Bad"}}"#),
      [#"email "Bad""#])
    checkEqual(lines(#"{"email": ["is invalid"]}"#), [#"email "is invalid""#])
  }

  @Test func readsRailsBaseUnderErrorsAsAMessageOfNoField() {
    checkEqual(
      lines(#"{"errors": {"email": ["is taken"], "base": ["Plan is full"]}}"#),
      [#""Plan is full""#, #"email "is taken""#])
    checkEqual(lines(#"{"errors": {"base": "Locked"}}"#), [#""Locked""#])
    checkEqual(lines(#"{"base": ["Locked"]}"#), [#""Locked""#])
  }

  @Test func readsAProblemsErrorsByTheirPointersNotAsJSONAPIs() {
    checkEqual(
      lines(
        ##"{"title": "Bad Request", "errors": [{"pointer": "#/title", "detail": "must not be blank"}]}"##
      ), [#"title "must not be blank""#])
    checkEqual(
      lines(##"{"errors": [{"pointer": "#/title", "detail": "must not be blank"}]}"##),
      [#""must not be blank""#], "without a title or a type, JSON:API's reading first")
  }

  @Test func readsNothingFromABodyOfNoShapeButPlainTextAsAMessage() {
    checkEqual(lines("[]"), nil)
    checkEqual(lines("<html><body>Bad Request</body></html>"), nil)
    checkEqual(lines("Bad Request"), [#""Bad Request""#])
  }
}

import Foundation
import HTTPClient
import Testing

@Suite struct RejectionFormatAnyShapeTests {
  let format = RejectionFormat.anyShape

  func lines(_ body: String) -> [String]? {
    format.fieldErrors(Data(body.utf8))?.lines
  }

  @Test func readsEveryShippedShapeAtFourHundredAndFourTwentyTwo() {
    #expect(format.rejects(400) && format.rejects(422) && !format.rejects(409))
    #expect(lines(#"{"errors": {"email": ["is taken"]}}"#) == [#"email "is taken""#])
    #expect(
      lines(
        #"{"errors": [{"detail": "is taken", "source": {"pointer": "/data/attributes/email"}}]}"#)
        == [#"email "is taken""#])
    #expect(
      lines(#"{"error": {"type": "invalid_request_error", "param": "email", "message": "Bad"}}"#)
        == [#"email "Bad""#])
    #expect(lines(#"{"email": ["is invalid"]}"#) == [#"email "is invalid""#])
  }

  @Test func readsRailsBaseUnderErrorsAsAMessageOfNoField() {
    #expect(
      lines(#"{"errors": {"email": ["is taken"], "base": ["Plan is full"]}}"#)
        == [#""Plan is full""#, #"email "is taken""#])
    #expect(lines(#"{"errors": {"base": "Locked"}}"#) == [#""Locked""#])
    #expect(lines(#"{"base": ["Locked"]}"#) == [#""Locked""#])
  }

  @Test func readsAProblemsErrorsByTheirPointersNotAsJSONAPIs() {
    #expect(
      lines(
        ##"{"title": "Bad Request", "errors": [{"pointer": "#/title", "detail": "must not be blank"}]}"##
      ) == [#"title "must not be blank""#])
    #expect(
      lines(##"{"errors": [{"pointer": "#/title", "detail": "must not be blank"}]}"##)
        == [#""must not be blank""#], "without a title or a type, JSON:API's reading first")
  }

  @Test func readsNothingFromABodyOfNoShape() {
    #expect(lines("Bad Request") == nil)
    #expect(lines("[]") == nil)
  }
}

import Foundation
import HTTPClient
import TestSupport
import Testing

/// The refusals of the frameworks people run, each a sample answer written from the
/// framework's documentation, read by the one reader (`RejectionFormat.anyShape`) into
/// fields and messages, each message whole.
@Suite struct RejectionFormatFrameworksTests {
  func lines(_ body: String) -> [String]? {
    RejectionFormat.anyShape.fieldErrors(Data(body.utf8))?.lines
  }

  @Test("FastAPI: Pydantic's detail, each under its field's path after where it was found")
  func fastAPI() {
    checkEqual(
      lines(
        #"""
        {"detail": [
          {"type": "missing", "loc": ["body", "author"], "msg": "Field required",
           "input": {"title": "Dune"}},
          {"type": "int_parsing", "loc": ["body", "year"],
           "msg": "Input should be a valid integer, unable to parse string as an integer",
           "input": "soon"},
          {"type": "missing", "loc": ["body", "publisher", "city"], "msg": "Field required",
           "input": {"name": "Ace"}},
          {"type": "string_too_short", "loc": ["body", "tags", 0],
           "msg": "String should have at least 1 character", "ctx": {"min_length": 1}},
          {"type": "missing", "loc": ["query", "q"], "msg": "Field required"},
          {"type": "model_attributes_type", "loc": ["body"], "msg": "Input should be an object"}
        ]}
        """#),
      [
        #""Input should be an object""#, #"author "Field required""#,
        #"publisher.city "Field required""#, #"q "Field required""#,
        #"tags[0] "String should have at least 1 character""#,
        #"year "Input should be a valid integer, unable to parse string as an integer""#,
      ])
    // FastAPI's HTTPException: a message alone.
    checkEqual(lines(#"{"detail": "Book not found"}"#), [#""Book not found""#])
  }

  @Test("Django REST framework: its fields, and non_field_errors of none")
  func djangoRESTFramework() {
    checkEqual(
      lines(
        #"""
        {"year": ["A valid integer is required."],
         "non_field_errors": ["The fields title, author must make a unique set."]}
        """#),
      [
        #""The fields title, author must make a unique set.""#,
        #"year "A valid integer is required.""#,
      ])
    checkEqual(lines(#"{"detail": "Not found."}"#), [#""Not found.""#])
  }

  @Test("ASP.NET Core's validation problem and Laravel's errors, by field")
  func aspNetCoreAndLaravel() {
    checkEqual(
      lines(
        #"""
        {"type": "https://tools.ietf.org/html/rfc9110#section-15.5.1",
         "title": "One or more validation errors occurred.", "status": 400,
         "errors": {"Title": ["The Title field is required."]},
         "traceId": "00-84f6d1ab2b4c5e4f9e1f2a3b4c5d6e7f-1a2b3c4d5e6f7a8b-00"}
        """#),
      [#"Title "The Title field is required.""#])
    checkEqual(
      lines(
        #"""
        {"message": "The title field is required. (and 1 more error)",
         "errors": {"title": ["The title field is required."],
                    "year": ["The year field must be an integer."]}}
        """#),
      [#"title "The title field is required.""#, #"year "The year field must be an integer.""#])
  }

  @Test("Spring Boot: its binding errors by field, else its message, else its error")
  func springBoot() {
    checkEqual(
      lines(
        #"""
        {"timestamp": "2026-11-29T14:00:00.000+00:00", "status": 400, "error": "Bad Request",
         "errors": [{"codes": ["NotBlank.book.title", "NotBlank"], "defaultMessage": "must not be blank",
                     "objectName": "book", "field": "title", "rejectedValue": "",
                     "bindingFailure": false, "code": "NotBlank"}],
         "path": "/books"}
        """#),
      [#"title "must not be blank""#])
    checkEqual(
      lines(
        #"""
        {"timestamp": "2026-11-29T14:00:00.000+00:00", "status": 400, "error": "Bad Request",
         "message": "Required request body is missing", "path": "/books"}
        """#),
      [#""Required request body is missing""#])
    checkEqual(
      lines(
        #"""
        {"timestamp": "2026-11-29T14:00:00.000+00:00", "status": 400, "error": "Bad Request",
         "message": "", "path": "/books"}
        """#),
      [#""Bad Request""#])
  }

  @Test("Google's field violations, wherever the body holds them")
  func googleFieldViolations() {
    checkEqual(
      lines(
        #"""
        {"error": {"code": 400, "message": "Request contains an invalid argument.",
          "status": "INVALID_ARGUMENT",
          "details": [{"@type": "type.googleapis.com/google.rpc.BadRequest",
                       "fieldViolations": [{"field": "book.title", "description": "must not be empty"}]}]}}
        """#),
      [#"book.title "must not be empty""#])
  }

  @Test("a message alone, in JSON or as plain text; never a page of markup")
  func messagesAlone() {
    checkEqual(lines(#"{"message": "Title is required"}"#), [#""Title is required""#])
    checkEqual(lines(#"{"error": "title is required"}"#), [#""title is required""#])
    checkEqual(
      lines(#"{"error": "invalid_request", "error_description": "title is required"}"#),
      [#""invalid_request: title is required""#])
    checkEqual(lines("Title is required\n"), [#""Title is required""#])
    checkEqual(lines("<!DOCTYPE html><html><body>Bad Request</body></html>"), nil)
    checkEqual(lines(""), nil)
    checkEqual(lines(#"{"id": 7}"#), nil)
  }

  @Test("a list that names no field is not read as fields")
  func listsOfNoField() {
    checkEqual(lines(#"{"warnings": [{"message": "slow"}], "id": 7}"#), nil)
  }
}

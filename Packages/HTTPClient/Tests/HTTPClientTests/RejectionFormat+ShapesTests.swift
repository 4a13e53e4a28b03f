import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("RejectionFormat's shapes")
struct RejectionFormatShapesTests {
  private func lines(_ format: RejectionFormat, _ body: String) -> [String]? {
    format.fieldErrors(Data(body.utf8))?.lines
  }

  @Test("each shape reads at its statuses")
  func statuses() {
    checkEqual(RejectionFormat.rails.statuses, [422])
    checkEqual(RejectionFormat.jsonAPI.statuses, [400, 409, 422])
    checkEqual(RejectionFormat.gitHub.statuses, [422])
    checkEqual(RejectionFormat.stripe.statuses, [400, 402])
    checkEqual(RejectionFormat.problemDetails.statuses, [400, 409, 422])
  }

  @Test("Rails: fields at the top or under errors, base and full messages under no field")
  func rails() {
    checkEqual(
      lines(.rails, #"{"email": ["is invalid"], "name": "can't be blank"}"#),
      [#"email "is invalid""#, #"name "can't be blank""#])
    checkEqual(
      lines(.rails, #"{"errors": {"email": ["is taken"], "base": ["Plan is full"]}}"#),
      [#""Plan is full""#, #"email "is taken""#])
    checkEqual(lines(.rails, #"{"base": "Locked"}"#), [#""Locked""#])
    checkEqual(
      lines(.rails, #"{"errors": ["Email is invalid", "Name can't be blank"]}"#),
      [#""Email is invalid""#, #""Name can't be blank""#])
  }

  @Test(
    "Rails: any other body is not a rejection",
    arguments: ["", "[]", "{}", #"{"errors": [1]}"#, #"{"base": 3}"#, #"{"email": 3}"#])
  func railsOtherBodies(body: String) {
    checkEqual(lines(.rails, body), nil)
  }

  @Test("JSON:API: pointers and parameters name fields, others none")
  func jsonAPI() {
    let body = #"""
      {"errors": [
        {"status": "422", "detail": "is taken", "source": {"pointer": "/data/attributes/email"}},
        {"title": "Invalid", "source": {"pointer": "/data/attributes/address/city"}},
        {"detail": "must exist", "source": {"pointer": "/data/relationships/author"}},
        {"detail": "is not a number", "source": {"parameter": "page[size]"}},
        {"detail": "Plan is full", "source": {"pointer": "/data"}},
        {"detail": "Try again later"},
        {"detail": "can't be blank", "source": {"pointer": "/data/attributes/first-name"}},
        {"status": "422"}
      ]}
      """#

    checkEqual(
      lines(.jsonAPI, body),
      [
        #""Plan is full""#, #""Try again later""#, #"address.city "Invalid""#,
        #"author "must exist""#, #"email "is taken""#, #"first-name "can't be blank""#,
        #"page[size] "is not a number""#,
      ])
  }

  @Test(
    "JSON:API: a body without errors is not a rejection",
    arguments: ["{}", #"{"errors": []}"#, #"{"errors": [{"status": "422"}]}"#, #"{"data": {}}"#])
  func jsonAPIOtherBodies(body: String) {
    checkEqual(lines(.jsonAPI, body), nil)
  }

  @Test("GitHub: codes in words, a custom message, an error without a field under none")
  func gitHub() {
    let body = #"""
      {"message": "Validation Failed", "errors": [
        {"resource": "Issue", "field": "title", "code": "missing_field"},
        {"resource": "Issue", "field": "milestone", "code": "invalid"},
        {"resource": "Label", "field": "name", "code": "already_exists"},
        {"resource": "Issue", "field": "assignee", "code": "missing"},
        {"resource": "Issue", "field": "state", "code": "unprocessable"},
        {"resource": "Issue", "code": "custom", "message": "Issues are disabled"},
        "Body is too long"
      ], "documentation_url": "https://docs.github.com/rest"}
      """#

    checkEqual(
      lines(.gitHub, body),
      [
        #""Issues are disabled""#, #""Body is too long""#, #"assignee "does not exist""#,
        #"milestone "is invalid""#, #"name "already exists""#, #"state "cannot be used here""#,
        #"title "is missing""#,
      ])
    checkEqual(
      lines(.gitHub, #"{"message": "Validation Failed", "errors": []}"#), [#""Validation Failed""#])
    checkEqual(lines(.gitHub, #"{"message": "Validation Failed"}"#), nil)
  }

  @Test("Stripe: the message under its param, or under none")
  func stripe() {
    checkEqual(
      lines(
        .stripe,
        #"{"error": {"type": "invalid_request_error", "param": "metadata[plan]", "message": "Invalid value"}}"#
      ), [#"metadata[plan] "Invalid value""#])
    checkEqual(
      lines(.stripe, #"{"error": {"type": "card_error", "param": "", "message": "Declined"}}"#),
      [#""Declined""#])
    checkEqual(lines(.stripe, #"{"error": {"type": "api_error"}}"#), nil)
    checkEqual(lines(.stripe, #"{"error": "no"}"#), nil)
  }

  @Test("problem details: detail under none, errors and invalid-params under their fields")
  func problemDetails() {
    checkEqual(
      lines(
        .problemDetails,
        #"""
        {"type": "https://example.net/validation-error", "title": "Your request is not valid.",
         "errors": [{"detail": "must be a positive integer", "pointer": "#/age"},
                    {"detail": "must be 'green', 'red' or 'blue'", "pointer": "#/profile/color"},
                    {"detail": "is malformed"}]}
        """#),
      [
        #""is malformed""#, #"age "must be a positive integer""#,
        #"profile.color "must be 'green', 'red' or 'blue'""#,
      ])
    checkEqual(
      lines(
        .problemDetails,
        #"""
        {"title": "Your request parameters didn't validate.", "detail": "2 problems",
         "invalid-params": [{"name": "age", "reason": "must be a positive integer"},
                            {"name": "color", "reason": "must be 'green', 'red' or 'blue'"}]}
        """#),
      [
        #""2 problems""#, #"age "must be a positive integer""#,
        #"color "must be 'green', 'red' or 'blue'""#,
      ])
    checkEqual(
      lines(.problemDetails, #"{"title": "Bad", "errors": {"Email": ["is invalid", "is long"]}}"#),
      [#"Email "is invalid""#, #"Email "is long""#])
    checkEqual(lines(.problemDetails, #"{"title": "Out of credit"}"#), [#""Out of credit""#])
    checkEqual(lines(.problemDetails, #"{"type": "about:blank"}"#), nil)
  }

  @Test("the server's words are one printable line, cut and quoted, in every shape")
  func hostileWords() throws {
    let words = #"bad\napp: note: \u001b[31mrun this \"now\""#
    let shown = #""bad app: note: run this \"now\"""#

    checkEqual(lines(.stripe, #"{"error": {"message": "\#(words)"}}"#), [shown])
    checkEqual(lines(.problemDetails, #"{"detail": "\#(words)"}"#), [shown])
    checkEqual(lines(.jsonAPI, #"{"errors": [{"detail": "\#(words)"}]}"#), [shown])
    checkEqual(lines(.rails, #"{"base": ["\#(words)"]}"#), [shown])
    let long = String(repeating: "long ", count: 100)
    let whole = try #require(lines(.gitHub, #"{"errors": ["\#(long)"]}"#)?.first)
    checkEqual(whole.count, 499 + 2)
  }
}

import Foundation
import GitHubIssues
import HTTPClient
import Testing

@Suite struct GitHubValidationErrorsTests {
  private func errors(_ body: String) -> [String: [String]]? {
    GitHubValidationErrors.fieldErrors(in: Data(body.utf8))?.messages
  }

  @Test func eachCodeIsSaidInWordsUnderItsField() {
    let body = #"""
      {"message": "Validation Failed", "errors": [
        {"resource": "Issue", "field": "title", "code": "missing_field"},
        {"resource": "Issue", "field": "milestone", "code": "invalid"},
        {"resource": "Label", "field": "name", "code": "already_exists"},
        {"resource": "Issue", "field": "assignee", "code": "missing"},
        {"resource": "Issue", "field": "state", "code": "unprocessable"}
      ]}
      """#

    #expect(
      errors(body) == [
        "title": ["\"is missing\""], "milestone": ["\"is invalid\""],
        "name": ["\"already exists\""], "assignee": ["\"does not exist\""],
        "state": ["\"cannot be used here\""],
      ])
  }

  @Test func aCustomErrorSaysItsOwnMessageOnOneLineQuoted() {
    let body = #"""
      {"errors": [{"resource": "Issue", "field": "title", "code": "custom",
        "message": "title is too long\n\u001b[31m(maximum is 256 characters)"}]}
      """#

    #expect(errors(body) == ["title": ["\"title is too long (maximum is 256 characters)\""]])
  }

  @Test func anErrorWithoutAFieldGoesUnderItsResource() {
    let body = #"{"errors": [{"resource": "Search", "code": "custom", "message": "too many"}]}"#

    #expect(errors(body) == ["search": ["\"too many\""]])
  }

  @Test(
    "any other body has no field errors",
    arguments: [
      #"{"message": "Validation Failed"}"#, #"{"errors": []}"#, #"{"errors": ["a string"]}"#,
      "[]", "not json", #"{"email": ["is invalid"]}"#,
    ])
  func otherBodies(body: String) {
    #expect(errors(body) == nil)
  }

  @Test func theEndpointsReadA422WithIt() throws {
    let create = try GitHubEndpoints.create(
      IssueDraft(title: ""), in: Repository(owner: "o", name: "r"))
    let body = Data(
      #"{"message": "Validation Failed", "errors": [{"field": "title", "code": "missing_field"}]}"#
        .utf8)

    #expect(
      throws: NetworkError.rejected(
        resource: "issue", fieldErrors: FieldErrors(["title": ["\"is missing\""]]))
    ) {
      try create.decode(body, from: HTTPResponseHead(status: 422), using: JSONDecoder())
    }
  }
}

import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite("ResourceDescription speaking JSON:API once its server is found to")
struct ResourceDescriptionJSONAPITests {
  private let books = ResourceDescription<JSONObject, JSONObject>(
    path: ["api", "book"], singular: "book")
  private static let refusal = Data(
    #"{"errors": [{"status": "409", "title": "Integrity Error", "detail": "title is taken"}]}"#
      .utf8)

  private func document<Response>(_ endpoint: Endpoint<Response>) throws -> JSONValue {
    try JSONValue(parsing: try #require(endpoint.body))
  }

  @Test("a JSON description writes documents, its relationships apart, and asks for JSON:API")
  func writesDocuments() throws {
    let spoken = books.speakingJSONAPI()

    let create = try spoken.createEndpoint(
      ["title": "Dune", "year": 1965, "author": ["type": "author", "id": "2"]])
    let update = try spoken.updateEndpoint(
      "7", ["books": [["type": "book", "id": "1"], ["type": "book", "id": "2"]]])

    checkEqual(spoken.recordBodyFormat, .jsonAPI)
    checkEqual(create.contentType, "application/vnd.api+json")
    checkEqual(create.headers["Accept"], "application/vnd.api+json")
    checkEqual(spoken.readEndpoint("7").headers["Accept"], "application/vnd.api+json")
    checkEqual(
      try document(create),
      [
        "data": [
          "type": "book", "attributes": ["title": "Dune", "year": 1965],
          "relationships": ["author": ["data": ["type": "author", "id": "2"]]],
        ]
      ])
    checkEqual(
      try document(update),
      [
        "data": [
          "type": "book", "id": "7",
          "relationships": [
            "books": ["data": [["type": "book", "id": "1"], ["type": "book", "id": "2"]]]
          ],
        ]
      ])
  }

  @Test("a refusal in JSON:API's errors is a rejection at 409, as at 400 and 422")
  func readsRefusals() throws {
    let create = try books.speakingJSONAPI().createEndpoint(["title": "Dune"])
    let plain = try books.createEndpoint(["title": "Dune"])

    for status in [400, 409, 422] {
      let error = #expect(throws: NetworkError.self) {
        try create.decode(
          Self.refusal, from: HTTPResponseHead(status: status), using: JSONDecoder())
      }
      guard case .rejected(_, let fieldErrors)? = error else {
        Issue.record("\(status): expected a rejection, got \(String(describing: error))")
        continue
      }
      checkEqual(fieldErrors.lines, [#""title is taken""#])
    }
    // A JSON server's 409 may be a version's conflict: its words are quoted, unless the answer
    // is in JSON:API's media type.
    let quoted = #expect(throws: NetworkError.self) {
      try plain.decode(Self.refusal, from: HTTPResponseHead(status: 409), using: JSONDecoder())
    }
    guard case .unexpectedStatus(409, _, _, _)? = quoted else {
      Issue.record("expected the 409 quoted, got \(String(describing: quoted))")
      return
    }
    checkEqual(plain.rejection.rejects(409), false)
    let inJSONAPI = HTTPResponseHead(
      status: 409, headers: ["Content-Type": "application/vnd.api+json; charset=utf-8"])
    let error = #expect(throws: NetworkError.self) {
      try plain.decode(Self.refusal, from: inJSONAPI, using: JSONDecoder())
    }
    guard case .rejected? = error else {
      Issue.record("expected a rejection, got \(String(describing: error))")
      return
    }
  }

  @Test("a form or a JSON:API description is left as it is")
  func leavesOtherFormats() throws {
    let form = books.writing(.form).speakingJSONAPI()

    checkEqual(form.recordBodyFormat, .form)
    checkEqual(
      try form.createEndpoint(["title": "Dune"]).contentType, "application/x-www-form-urlencoded")
    checkEqual(form.readEndpoint("7").headers["Accept"], nil)
    checkEqual(books.writing(.jsonAPI).speakingJSONAPI().recordBodyFormat, .jsonAPI)
  }

  @Test("a description answered whole speaks JSON:API as the one it was made from")
  func answeredWhole() throws {
    let whole = books.answeredWhole

    let create = try whole.speakingJSONAPI().createEndpoint(["title": "Dune"])

    checkEqual(whole.recordBodyFormat, .json)
    checkEqual(create.contentType, "application/vnd.api+json")
  }

  @Test("a 404 to a write that names related records is the server's words, not the record's")
  func aMissingRelatedRecordIsNotTheRecord() throws {
    let spoken = books.speakingJSONAPI()
    let missing = Data(
      #"{"errors": [{"detail": "No object of type author found with ID 9"}]}"#.utf8)
    let naming = try spoken.updateEndpoint("7", ["author": ["type": "author", "id": "9"]])
    let notNaming = try spoken.updateEndpoint("7", ["title": "Dune"])

    #expect(
      throws: NetworkError.unexpectedStatus(
        code: 404, bodyExcerpt: "No object of type author found with ID 9")
    ) {
      try naming.decode(missing, from: HTTPResponseHead(status: 404), using: JSONDecoder())
    }
    #expect(throws: NetworkError.notFound(resource: "book", id: "7")) {
      try notNaming.decode(missing, from: HTTPResponseHead(status: 404), using: JSONDecoder())
    }
  }
}

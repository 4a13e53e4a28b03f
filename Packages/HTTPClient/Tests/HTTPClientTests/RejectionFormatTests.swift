import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("RejectionFormat")
struct RejectionFormatTests {
  /// A create whose payload reads any body as `1`, with `rejection` and `successStatuses`.
  private func create(
    _ rejection: RejectionFormat, successStatuses: Set<Int>? = [200, 201]
  ) -> Endpoint<Int> {
    Endpoint(
      method: "POST", pathComponents: ["v1", "customers"], resource: "customer",
      successStatuses: successStatuses, createsItem: true, rejection: rejection,
      payload: { _, _ in 1 })
  }

  private let declined = Data(
    #"{"error": {"type": "card_error", "param": "source", "message": "Your card was declined."}}"#
      .utf8)

  @Test("a format made from a closure alone reads a 422, as before")
  func defaultStatus() {
    let format = RejectionFormat { _ in FieldErrors(["name": ["x"]]) }

    checkEqual(format.statuses, [422])
    check(format.rejects(422))
    check(!format.rejects(400))
  }

  @Test("reading(statuses:) keeps the shape and reads other statuses")
  func readingStatuses() {
    let format = RejectionFormat.rails.reading(statuses: [409])

    checkEqual(format.statuses, [409])
    checkEqual(
      format.fieldErrors(Data(#"{"email": ["is taken"]}"#.utf8))?.lines, [#"email "is taken""#])
  }

  @Test("a status the format names is a rejection, even one the endpoint lists as a success")
  func namedStatusIsNeverSuccess() {
    let endpoint = create(.stripe, successStatuses: [200, 400])

    check(!endpoint.accepts(400))
    check(!endpoint.accepts(402))
    check(endpoint.accepts(200))
    #expect(
      throws: NetworkError.rejected(
        resource: "customer",
        fieldErrors: FieldErrors(["source": [#""Your card was declined.""#]]))
    ) {
      try endpoint.decode(declined, from: HTTPResponseHead(status: 400), using: JSONDecoder())
    }
  }

  @Test("a create rejected at a named status is a rejection, not an unconfirmed create")
  func createIsRejected() {
    let endpoint = create(.stripe)

    let error = #expect(throws: NetworkError.self) {
      try endpoint.decode(declined, from: HTTPResponseHead(status: 402), using: JSONDecoder())
    }
    guard case .rejected(let resource, let fieldErrors)? = error else {
      Issue.record("expected a rejection, got \(String(describing: error))")
      return
    }
    checkEqual(resource, "customer")
    checkEqual(fieldErrors.messages.keys.sorted(), ["source"])
  }

  @Test("a named status whose body the format cannot read says the server's words")
  func unreadableBody() {
    let endpoint = create(.stripe)
    let request: ShownRequest = "POST https://api.example/v1/customers"

    #expect(
      throws: NetworkError.unexpectedStatus(
        code: 400, bodyExcerpt: "Missing required param", request: request)
    ) {
      try endpoint.decode(
        Data(#"{"message": "Missing required param"}"#.utf8), from: HTTPResponseHead(status: 400),
        request: request, using: JSONDecoder())
    }
  }

  /// A status the format does not name keeps its meaning; the fields its body names are read
  /// by the one reader of refusals and shown in its words.
  @Test("a status the format does not name is an unexpected one, its fields named")
  func otherStatuses() throws {
    let endpoint = create(.errorsObject)

    try checkEqual(
      endpoint.decode(
        Data("{}".utf8), from: HTTPResponseHead(status: 201), using: JSONDecoder()), 1)
    #expect(
      throws: NetworkError.unexpectedStatus(
        code: 400, bodyExcerpt: #"source "Your card was declined.""#)
    ) {
      try endpoint.decode(declined, from: HTTPResponseHead(status: 400), using: JSONDecoder())
    }
  }

  @Test("Rails' default shape names each field at the top level")
  func fieldsObject() {
    let errors = RejectionFormat.fieldsObject.fieldErrors(
      Data(#"{"email": ["is invalid"], "first_name": ["can't be blank"]}"#.utf8))

    checkEqual(
      errors?.lines, [#"email "is invalid""#, #"first_name "can't be blank""#])
  }

  @Test("the errors-object shape reads only what is under errors")
  func errorsObject() {
    let body = Data(#"{"errors": {"title": "taken"}}"#.utf8)

    checkEqual(RejectionFormat.errorsObject.fieldErrors(body)?.lines, [#"title "taken""#])
    checkEqual(RejectionFormat.errorsObject.fieldErrors(Data(#"{"title": ["x"]}"#.utf8)), nil)
  }

  @Test("a body of another shape has no field errors", arguments: ["", "[]", "{}", #"{"a": 1}"#])
  func otherShapes(body: String) {
    checkEqual(RejectionFormat.fieldsObject.fieldErrors(Data(body.utf8)), nil)
  }

  @Test("an endpoint's format turns its 422 into field errors")
  func endpoint() {
    let endpoint = Endpoint<Int>(
      method: "PATCH", pathComponents: ["users", "1.json"], resource: "user",
      rejection: .fieldsObject, payload: { _, _ in 1 })

    #expect(
      throws: NetworkError.rejected(
        resource: "user", fieldErrors: FieldErrors(["email": [#""is invalid""#]]))
    ) {
      try endpoint.decode(
        Data(#"{"email": ["is invalid"]}"#.utf8), from: HTTPResponseHead(status: 422),
        using: JSONDecoder())
    }
  }
}

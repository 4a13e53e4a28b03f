import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct EndpointResponseTests {
  let endpoint = Endpoint<Int>(
    method: "GET", pathComponents: ["things"], resource: "thing", payload: { _, _ in 1 })

  func failure(headers: [String: String], body: String = #"{"message": "Bad credentials"}"#)
    -> NetworkError?
  {
    do {
      _ = try endpoint.decode(
        Data(body.utf8), from: HTTPResponseHead(status: 401, headers: headers),
        request: "GET http://a/things", using: JSONDecoder())
      return nil
    } catch {
      return error
    }
  }

  @Test func a401NamesTheSchemesTheServerAsksForWhateverTheFieldsCase() {
    checkEqual(
      failure(headers: ["www-authenticate": #"Bearer realm="x", Basic"#]),
      .unauthorized(
        request: "GET http://a/things", schemes: ["Bearer", "Basic"],
        bodyExcerpt: "Bad credentials"))
  }

  @Test func a401WithoutAChallengeAsksForNone() {
    checkEqual(
      failure(headers: [:], body: ""),
      .unauthorized(request: "GET http://a/things", schemes: [], bodyExcerpt: ""))
  }

  @Test func itReadsAsTheStatusDid() {
    checkEqual(
      failure(headers: ["WWW-Authenticate": "Bearer"])?.description,
      "GET http://a/things: HTTP 401: Bad credentials")
    checkEqual(
      NetworkError.unauthorized(request: nil, schemes: [], bodyExcerpt: "").description,
      "server answered HTTP 401")
  }

  /// A `4xx` the endpoint does not take for a rejection keeps its status, its fields named as
  /// a rejection's would be, each message whole; a body of no field is its excerpt, as before.
  @Test(arguments: [409, 410, 413])
  func aRefusalOfAnotherStatusNamesItsFields(status: Int) {
    let long = String(repeating: "taken ", count: 30) + "taken"
    let body = Data(#"{"errors": {"email": ["\#(long)"], "name": ["is blank"]}}"#.utf8)

    #expect(
      throws: NetworkError.unexpectedStatus(
        code: status, bodyExcerpt: #"email "\#(long)"; name "is blank""#)
    ) {
      try endpoint.decode(body, from: HTTPResponseHead(status: status), using: JSONDecoder())
    }
    #expect(throws: NetworkError.unexpectedStatus(code: status, bodyExcerpt: "Gone")) {
      try endpoint.decode(
        Data(#"{"message": "Gone"}"#.utf8), from: HTTPResponseHead(status: status),
        using: JSONDecoder())
    }
  }
}

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
}

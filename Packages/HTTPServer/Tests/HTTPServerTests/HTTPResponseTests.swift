import Foundation
import HTTPServer
import TestSupport
import Testing

@Suite struct HTTPResponseTests {
  @Test func jsonKeepsTheEncodedBytesAndNamesTheirType() {
    let body = Data(#"{"id":7,"title":"Ramen notes from 東京"}"#.utf8)
    let response = HTTPResponse.json(body, status: 201)

    checkEqual(response.status, 201)
    checkEqual(response.headers["content-type"], "application/json; charset=utf-8")
    checkEqual(response.headers.fields.count, 1)
    checkEqual(response.body, body)
  }

  @Test(arguments: ["127.0.0.1", "::1"])
  func jsonIsSentAsGivenWithoutBeingChecked(host: String) async throws {
    // Not JSON: the server knows nothing of JSON, so the caller's bytes go out unchanged.
    let body = Data("{\"unfinished\": [1, 2".utf8)
    let server = try HTTPServer(configuration: .untimed(host: host)) { _ in
      .json(body, status: 422)
    }
    let client = try TestClient(host: host, port: server.address.port)
    await client.send("GET /records HTTP/1.1\r\nHost: x\r\n\r\n")
    let answer = try await client.readAnswer()

    checkEqual(answer.status, 422)
    checkEqual(answer.header("Content-Type"), "application/json; charset=utf-8")
    checkEqual(answer.header("Content-Length"), "\(body.count)")
    checkEqual(answer.body, body)
    await server.shutdown()
  }
}

import Foundation
import HTTPServer
import Testing

@Suite struct HTTPResponseTests {
  @Test func jsonKeepsTheEncodedBytesAndNamesTheirType() {
    let body = Data(#"{"id":7,"title":"Ramen notes from 東京"}"#.utf8)
    let response = HTTPResponse.json(body, status: 201)

    #expect(response.status == 201)
    #expect(response.headers["content-type"] == "application/json; charset=utf-8")
    #expect(response.headers.fields.count == 1)
    #expect(response.body == body)
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

    #expect(answer.status == 422)
    #expect(answer.header("Content-Type") == "application/json; charset=utf-8")
    #expect(answer.header("Content-Length") == "\(body.count)")
    #expect(answer.body == body)
    await server.shutdown()
  }
}

import Foundation
import HTTPServer
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The code of the "Getting Started with HTTPServer" article (`HTTPServer.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func serveARequestAndStop() async throws {
    let server = try HTTPServer { request in
      HTTPResponse.text("hello from \(request.path)\n", status: 200)
    }
    guard let url = URL(string: server.address.url + "/greeting?lang=en") else { return }
    // server.address.url is "http://127.0.0.1:" and the port the system picked

    checkEqual(server.address.url, "http://127.0.0.1:\(server.address.port)")

    let session = URLSession(configuration: .ephemeral)
    let (data, response) = try await session.data(from: url)
    // data is "hello from /greeting\n"; the query is in request.query

    checkEqual(String(decoding: data, as: UTF8.self), "hello from /greeting\n")
    checkEqual((response as? HTTPURLResponse)?.statusCode, 200)

    var configuration = HTTPServerConfiguration(host: "::1", port: 0)
    configuration.maximumBodySize = 1_048_576
    let small = try HTTPServer(configuration: configuration) { request in
      HTTPResponse(status: 200, body: request.body)
    }
    // small.address.url is "http://[::1]:" and its port

    checkEqual(small.address.url, "http://[::1]:\(small.address.port)")
    let client = try TestClient(host: "::1", port: small.address.port)
    await client.send("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1048577\r\n\r\n")
    try await checkEqual(client.readAnswer().status, 413)

    await server.shutdown()
    await small.shutdown()
  }
}

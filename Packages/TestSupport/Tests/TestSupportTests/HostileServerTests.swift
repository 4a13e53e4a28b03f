import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HostileServerTests {
  @Test func playsTheScriptAndRecordsTheRequest() async throws {
    let server = try HostileServer { request, index in
      [.text("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: close\r\n\r\n\(index)!")]
    }
    defer { server.stop() }
    var request = URLRequest(url: server.baseURL.appending(path: "notes"))
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    request.httpBody = Data(#"{"a":1}"#.utf8)

    let (data, response) = try await URLSession.shared.data(for: request)
    await server.waitForRequests(count: 1)

    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    #expect(String(decoding: data, as: UTF8.self) == "0!")
    let received = try #require(server.requests.first)
    #expect(received.method == "POST")
    #expect(received.path == "/notes")
    #expect(received.headers["content-type"] == "application/json")
    #expect(received.body == Data(#"{"a":1}"#.utf8))
  }

}

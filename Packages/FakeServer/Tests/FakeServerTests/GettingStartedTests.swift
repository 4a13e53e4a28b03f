import FakeServer
import Foundation
import HTTPServer
import SampleAPI
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The code of the "Getting Started with FakeServer" article (`FakeServer.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func serveTheSampleAPIAndStop() async throws {
    let api = SampleServer(sample: .standard, options: SampleServerOptions())
    let server = try FakeServer(api: api, host: "127.0.0.1", port: 0, log: { print($0) })
    print(server.banner, terminator: "")
    // listening on http://127.0.0.1:PORT, then a line per resource: http://127.0.0.1:PORT/posts, …

    #expect(server.banner.hasPrefix("listening on http://127.0.0.1:\(server.address.port)\n"))
    #expect(server.banner.contains("  \(server.address.url)/posts\n"))

    guard let url = URL(string: server.address.url + "/posts/1?_delay=20") else { return }
    let (data, response) = try await URLSession.shared.data(from: url)
    // after 20 milliseconds, the post with id 1; the log says "GET /posts/1?_delay=20 200 …ms"

    #expect((response as? HTTPURLResponse)?.statusCode == 200)
    let post = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    #expect(post?["id"] as? Int == 1)

    await server.shutdown()
  }
}

import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The code of the "Getting Started with TestSupport" article (`TestSupport.docc/GettingStarted.md`),
/// unchanged, with what the article says about it asserted.
@Suite struct GettingStartedTests {
  @Test func holdWorkAndScriptAServer() async throws {
    let gate = Gate()
    let work = Task {
      try await gate.pass()
      return "done"
    }
    for await _ in gate.arrivals { break }
    gate.open()
    let result = try await work.value
    // result is "done"

    #expect(result == "done")

    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort")
    ])
    let request = URLRequest(url: server.baseURL.appending(path: "posts"))
    var cutShort = false
    do {
      _ = try await URLSession.shared.data(for: request)
    } catch {
      cutShort = true
    }
    // cutShort is true; server.requests.first?.path is "/posts"
    server.stop()

    #expect(cutShort)
    #expect(server.requests.first?.path == "/posts")
  }
}

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

    checkEqual(result, "done")

    let server = try HostileServer(answering: [
      .text("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort")
    ])
    let request = URLRequest(url: server.baseURL.appending(path: "posts"))
    var cutShort = false
    do {
      let session = URLSession(configuration: .ephemeral)
      _ = try await session.data(for: request)
    } catch {
      cutShort = true
    }
    // cutShort is true; server.requests.first?.path is "/posts"
    server.stop()

    check(cutShort)
    checkEqual(server.requests.first?.path, "/posts")
  }

  @Test func answerRequestsInsideTheProcess() async throws {
    let stub = try StubServer(routes: [
      "/things/1": .text(#"{"id": 1}"#).with(header: "ETag", "\"v1\"")
    ])
    let (body, response) = try await stub.session.data(
      from: stub.baseURL.appending(path: "things/1"))
    // body is {"id": 1}; (response as? HTTPURLResponse)?.statusCode is 200
    // stub.requestedPaths is ["/things/1"]; any other path is answered 404

    checkEqual(String(decoding: body, as: UTF8.self), #"{"id": 1}"#)
    checkEqual((response as? HTTPURLResponse)?.statusCode, 200)
    checkEqual((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag"), "\"v1\"")
    checkEqual(stub.requestedPaths, ["/things/1"])
    let (_, missing) = try await stub.session.data(from: stub.baseURL.appending(path: "other"))
    checkEqual((missing as? HTTPURLResponse)?.statusCode, 404)
  }
}

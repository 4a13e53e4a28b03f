import Foundation
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Transport")
struct TransportTests {
  private func load(
    _ path: String, from server: StubServer, through transport: Transport? = nil,
    limit: Int = 1 << 20
  ) async throws -> (Data, URLResponse) {
    try await (transport ?? Transport(session: server.session)).load(
      URLRequest(url: server.baseURL.appendingPathComponent(path)), host: ShownHost(server.baseURL),
      limit: limit, followsRedirects: true)
  }

  @Test("it returns the body and the response, through the given session's URL protocols")
  func success() async throws {
    let server = try StubServer(routes: ["/users": .text("[]", status: 207)])
    let transport = Transport(session: server.session)

    let (data, response) = try await load("users", from: server, through: transport)

    checkEqual(data, Data("[]".utf8))
    checkEqual((response as? HTTPURLResponse)?.statusCode, 207)
    checkEqual(transport.activeTransferCount, 0)
  }

  @Test("it throws the transport's error")
  func failure() async throws {
    let server = try StubServer { _ in throw URLError(.networkConnectionLost) }

    await #expect {
      try await load("users", from: server)
    } throws: { error in
      (error as? URLError)?.code == .networkConnectionLost
    }
  }

  @Test("a body past the limit is tooLarge")
  func tooLarge() async throws {
    let server = try StubServer(routes: ["/users": .text(String(repeating: "x", count: 11))])

    await #expect(throws: NetworkError.tooLarge(host: ShownHost(server.baseURL), limit: 10)) {
      try await load("users", from: server, limit: 10)
    }
    try await checkEqual(load("users", from: server, limit: 11).0.count, 11)
  }

  @Test("from a cancelled task, it sends nothing and throws URLError(.cancelled)")
  func alreadyCancelled() async throws {
    let server = try StubServer(routes: [:])
    let request = URLRequest(url: server.baseURL.appendingPathComponent("users"))
    let transport = Transport(session: server.session)

    let call = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await transport.load(
        request, host: ShownHost(server.baseURL), limit: 10, followsRedirects: true)
    }

    await #expect {
      try await call.value
    } throws: { error in
      (error as? URLError)?.code == .cancelled
    }
    check(server.requests.isEmpty)
  }

  @Test(
    "a gzip body is counted decompressed, and a bomb stops at the limit", .timeLimit(.minutes(1)))
  func gzipBombStopsAtLimit() async throws {
    let bomb = GzipStream.zeros(count: 8 << 20)
    let server = try HostileServer(answering: [
      .text(
        "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n\r\n"),
      .send(bomb),
    ])
    let transport = Transport(session: URLSession(configuration: .ephemeral))
    let request = URLRequest(url: server.baseURL.appendingPathComponent("photos"))

    await #expect(throws: NetworkError.tooLarge(host: ShownHost(server.baseURL), limit: 1 << 20)) {
      try await transport.load(
        request, host: ShownHost(server.baseURL), limit: 1 << 20, followsRedirects: true)
    }
    check(bomb.count < 1 << 20, "the body is smaller than the limit before decompression")
  }

  @Test("a 304 to a conditional request reaches the caller as it is, over real HTTP")
  func notModified() async throws {
    let server = try HostileServer(answering: [
      .text("HTTP/1.1 304 Not Modified\r\nETag: \"a\"\r\nCache-Control: max-age=60\r\n\r\n")
    ])
    var request = URLRequest(url: server.baseURL.appendingPathComponent("posts"))
    request.setValue("\"a\"", forHTTPHeaderField: "If-None-Match")

    let (data, response) = try await Transport(session: URLSession(configuration: .ephemeral))
      .load(request, host: ShownHost(server.baseURL), limit: 1 << 20, followsRedirects: true)

    let http = try #require(response as? HTTPURLResponse)
    checkEqual(http.statusCode, 304)
    checkEqual(http.value(forHTTPHeaderField: "Cache-Control"), "max-age=60")
    check(data.isEmpty)
    checkEqual(server.requests.first?.headers["if-none-match"], "\"a\"")
  }
}

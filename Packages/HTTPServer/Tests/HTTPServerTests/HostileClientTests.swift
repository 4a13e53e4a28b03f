import Dependencies
import Foundation
import HTTPServer
import TestSupport
import Testing

/// Clients that misbehave never stop the server from serving the others.
@Suite struct HostileClientTests {
  private static let large = Data(repeating: 0x61, count: 200_000)

  private static func serveOthers(_ server: HTTPServer) async throws {
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /other HTTP/1.1\r\nHost: x\r\n\r\n")
    try await checkEqual(client.readAnswer().status, 200)
  }

  @Test func servesOthersWhileAClientPipelinesAndNeverReads() async throws {
    let server = try HTTPServer(configuration: .untimed()) { request in
      HTTPResponse(status: 200, body: request.target == "/other" ? Data() : Self.large)
    }
    let greedy = try TestClient(host: "127.0.0.1", port: server.address.port)
    await greedy.send(String(repeating: "GET /large HTTP/1.1\r\nHost: x\r\n\r\n", count: 500))

    try await Self.serveOthers(server)
    greedy.disconnect()
    await server.shutdown()
  }

  @Test func servesOthersWhileClientsSendGarbageOrVanish() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let garbage = try TestClient(host: "127.0.0.1", port: server.address.port)
    await garbage.send((0..<4_096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 1) })
    let half = try TestClient(host: "127.0.0.1", port: server.address.port)
    await half.send("POST /posts HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\npart")
    half.finishSending()
    do { _ = try TestClient(host: "127.0.0.1", port: server.address.port) }

    try await checkEqual(garbage.readAnswer().status, 400)
    check(try await half.readsEndOfStream())
    try await Self.serveOthers(server)
    await server.shutdown()
  }

  @Test func cutsAHeadThatNeverEnds() async throws {
    let server = try HTTPServer(configuration: .untimed()) { await echo($0) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET /" + String(repeating: "a", count: 70_000))

    try await checkEqual(client.readAnswer().status, 431)
    check(try await client.readsEndOfStream())
    try await Self.serveOthers(server)
    await server.shutdown()
  }

  @Test(arguments: 1...3 as ClosedRange<UInt64>)
  func answersOrClosesEveryMutatedRequest(seed: UInt64) async throws {
    var configuration = HTTPServerConfiguration.untimed()
    configuration.maximumHeadSize = 512
    configuration.maximumBodySize = 1_024
    let server = try HTTPServer(configuration: configuration) { await echo($0) }
    var random = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let source = HTTPRequestParserFuzzTests.corpus.randomElement(using: &random) ?? []
      let bytes = HTTPRequestParserFuzzTests.mutated(source, using: &random)
      let client = try TestClient(host: "127.0.0.1", port: server.address.port)
      await client.send(bytes)
      client.finishSending()
      let received = try await client.readToEnd()

      check(received.isEmpty || received.starts(with: Array("HTTP/1.1 ".utf8)))
    }
    try await Self.serveOthers(server)
    await server.shutdown()
  }
}

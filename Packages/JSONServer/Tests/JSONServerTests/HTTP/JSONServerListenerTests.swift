import Foundation
import HTTPServer
import JSONServer
import Synchronization
import TestSupport
import Testing

@Suite struct JSONServerListenerTests {
  @Test(arguments: ["127.0.0.1", "::1"])
  func servesTheAPIAndLogsEachRequest(host: String) async throws {
    let lines = Mutex<[String]>([])
    let api = JSONServer(sample: .standard, options: JSONServerOptions())
    let server = try JSONServerListener(
      api: api, host: host, port: 0, log: { line in lines.withLock { $0.append(line) } })
    let client = LoopbackHTTPClient(host: host, port: server.address.port)

    let response = try await client.send("GET", "/posts/1")
    await server.shutdown()

    checkEqual(response.status, 200)
    check(String(decoding: response.body, as: UTF8.self).contains(#""id": 1"#))
    let logged = lines.withLock { $0 }
    checkEqual(logged.count, 1)
    checkEqual(logged.first?.hasPrefix("GET /posts/1 200 "), true)
    checkEqual(logged.first?.hasSuffix(" ms"), true)
  }

  @Test func sayWhereItListensAndEachResource() async throws {
    let api = JSONServer(sample: .standard, options: JSONServerOptions())
    let server = try JSONServerListener(api: api, host: "127.0.0.1", port: 0, log: nil)
    await server.shutdown()

    let lines = server.banner.split(separator: "\n", omittingEmptySubsequences: false)
    checkEqual(lines.first, "listening on \(server.address.url)")
    checkEqual(lines.dropFirst().first, "  \(server.address.url)/posts")
    checkEqual(lines.count, api.resources.count + 2)
    checkEqual(lines.last, "")
  }

  @Test func endsTheDelaysOfTheRequestsInHandWhenItStops() async throws {
    let api = JSONServer(sample: .standard, options: JSONServerOptions())
    let (waits, waiting) = AsyncStream<Void>.makeStream()
    let server = try JSONServerListener(
      api: api, host: "127.0.0.1", port: 0, delay: .seconds(600), log: nil,
      sleep: { duration in
        waiting.yield()
        try? await Task.sleep(for: duration)
      })
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: server.address.port)
    let request = Task { try await client.send("GET", "/posts/1") }
    var iterator = waits.makeAsyncIterator()
    await iterator.next()

    await server.shutdown()
    let response = try await request.value

    checkEqual(response.status, 200)
  }

  @Test func sendsTheFilesOfAFolderBeforeTheAPIWithoutItsDelay() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fake-server-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let contents = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
    try contents.write(to: folder.appendingPathComponent("large.bin"))
    let api = JSONServer(sample: .standard, options: JSONServerOptions())
    let waits = Mutex(0)
    let server = try JSONServerListener(
      api: api, host: "127.0.0.1", port: 0, delay: .milliseconds(1), log: nil,
      files: .folder(try StaticFolder(folder)), sleep: { _ in waits.withLock { $0 += 1 } })
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: server.address.port)

    let response = try await client.send(
      "GET", "/large.bin", headers: [("Origin", "http://example.com")])
    let apiResponse = try await client.send("GET", "/posts/1")
    await server.shutdown()

    checkEqual(response.status, 200)
    checkEqual(response.body, contents)
    checkEqual(response.value(forHeader: "Content-Type"), "application/octet-stream")
    checkEqual(response.value(forHeader: "Access-Control-Allow-Origin"), "http://example.com")
    checkEqual(apiResponse.status, 200)
    checkEqual(waits.withLock { $0 }, 1)
    check(server.banner.contains("/ serves the files of "))
  }
}

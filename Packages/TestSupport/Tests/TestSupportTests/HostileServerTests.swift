import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

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

    let session = URLSession(configuration: .ephemeral)
    let (data, response) = try await session.data(for: request)
    await server.waitForRequests(count: 1)

    checkEqual((response as? HTTPURLResponse)?.statusCode, 200)
    checkEqual(String(decoding: data, as: UTF8.self), "0!")
    let received = try #require(server.requests.first)
    checkEqual(received.method, "POST")
    checkEqual(received.path, "/notes")
    checkEqual(received.headers["content-type"], "application/json")
    checkEqual(received.body, Data(#"{"a":1}"#.utf8))
  }

  @Test func aHoldLastsUntilTheServerStops() async throws {
    let server = try HostileServer(answering: [.response(200, body: "held"), .markSent, .hold])
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: Int(server.port), timeout: .hangGuard)
    async let response = client.send("GET", "/")
    await server.waitForPartialSend()

    server.stop()

    try await checkEqual(response.body, Data("held".utf8))
  }

  @Test func droppingTheServerEndsItsHeldConnection() async throws {
    var server: HostileServer? = try HostileServer(answering: [
      .response(200, body: "held"), .markSent, .hold,
    ])
    let port = try #require(server?.port)
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: Int(port), timeout: .hangGuard)
    async let response = client.send("GET", "/")
    await server?.waitForPartialSend()

    server = nil

    try await checkEqual(response.body, Data("held".utf8))
  }

  @Test func aSilentConnectionLastsUntilTheServerStops() async throws {
    let server = try HostileServer(answering: [.response(204)])
    let silent = try Self.connect(to: server.port)
    defer { close(silent) }
    // Connections are accepted in order: once the second is read, the silent one is being served.
    let client = LoopbackHTTPClient(host: "127.0.0.1", port: Int(server.port), timeout: .hangGuard)
    try await checkEqual(client.send("GET", "/").status, 204)

    server.stop()

    var byte: UInt8 = 0
    checkEqual(recv(silent, &byte, 1, 0), 0)
  }

  /// A connection to `port` of 127.0.0.1 that has sent nothing, whose reads give up after
  /// ``Swift/Duration/hangGuard``.
  private static func connect(to port: UInt16) throws -> Int32 {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    var limit = timeval(tv_sec: Int(Duration.hangGuard.components.seconds), tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      throw POSIXError(.ECONNREFUSED)
    }
    return descriptor
  }
}

extension Duration {
  /// How long a client waits for a server that has hung: a correct one never comes near.
  fileprivate static let hangGuard = Duration.seconds(120)
}

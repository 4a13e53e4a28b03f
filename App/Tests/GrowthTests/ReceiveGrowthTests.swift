import Foundation
import HTTPClient
import HTTPClientLive
import TestSupport
import Testing

extension Growth {
  /// Receiving a body over loopback through `HTTPSession`, as every command's read does:
  /// plain, chunked in many small chunks, and compressed with gzip.
  @Suite struct Receive {
    enum Framing: String, CaseIterable, Sendable {
      case plain, chunked, gzip
    }

    /// The bytes of a response whose body is `size` bytes once unframed and decompressed.
    static func response(_ framing: Framing, size: Int) -> Data {
      let body = Data(repeating: UInt8(ascii: "x"), count: size)
      switch framing {
      case .plain:
        return Data("HTTP/1.1 200 OK\r\nContent-Length: \(size)\r\n\r\n".utf8) + body
      case .chunked:
        // Chunks of 1 KiB: each a part of the body as the client receives it.
        var data = Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        data.reserveCapacity(size + size / 1024 * 8 + 64)
        var start = 0
        while start < size {
          let end = min(start + 1024, size)
          data.append(contentsOf: Array(String(end - start, radix: 16).utf8) + [13, 10])
          data.append(body[start..<end])
          data.append(contentsOf: [13, 10])
          start = end
        }
        data.append(contentsOf: Array("0\r\n\r\n".utf8))
        return data
      case .gzip:
        let stream = GzipStream.zeros(count: size)
        let head =
          "HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: \(stream.count)\r\n\r\n"
        return Data(head.utf8) + stream
      }
    }

    /// The bodies received by one timed run: several, so that n is timed at a size whose 16 n
    /// still fits in memory without the kernel's page faults and the caches' misses of a body of
    /// a hundred megabytes or more weighing on the ratio.
    static let requestsPerRun = 4

    @Test(arguments: Framing.allCases)
    func aBodyIsReceivedInLinearTime(framing: Framing) async throws {
      let responses = Inputs { Self.response(framing, size: $0) }
      // The path of the request names the size of the body to send.
      let server = try HostileServer { request, _ in
        [.send(responses(Int(request.path.dropFirst()) ?? 0))]
      }
      defer { server.stop() }
      let session = HTTPSession(
        baseURL: server.baseURL, userAgent: "growth",
        policy: TransferPolicy(retries: 0, maximumResponseSize: 1 << 30))

      let measurement = try await GrowthCheck(
        name: "receive, \(framing)", bound: 32, size: 256 << 10, prepare: { _ = responses($0) }
      ) { size in
        let endpoint = Endpoint<Int>(pathComponents: ["\(size)"], resource: "body") { data, _ in
          data.count
        }
        for _ in 0..<Self.requestsPerRun {
          let received = try await session.send(endpoint)
          try #require(received == size)
        }
      }.check()

      check(measurement.passes, "\(measurement)")
    }
  }
}

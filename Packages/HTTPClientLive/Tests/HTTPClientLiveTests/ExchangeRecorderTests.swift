import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Each answer told to the task's `ExchangeRecorder` whole, with the request it answers, its
/// secrets `REDACTED`.
@Suite struct ExchangeRecorderTests {
  @Test(arguments: ["127.0.0.1", "::1"])
  func aRefusalIsRecordedWithItsWholeBody(address: String) async throws {
    let detail = String(repeating: "constraint failed; ", count: 50)
    let server = try HostileServer(address: address) { _, _ in
      [
        .response(
          409, headers: ["Content-Type": "application/json", "Set-Cookie": "s=c00kie"],
          body: #"{"errors": [{"detail": "\#(detail)"}]}"#)
      ]
    }
    defer { server.stop() }
    let session = HTTPSession(
      session: URLSession(configuration: .ephemeral), baseURL: server.baseURL,
      userAgent: "RecorderTests/1", credentials: .apiKey("k-s3cret", header: "X-API-Key"),
      policy: TransferPolicy(retries: 0, clock: ImmediateClock()))
    let recorded = Mutex<[RecordedExchange]>([])
    let recorder = ExchangeRecorder { exchange in recorded.withLock { $0.append(exchange) } }
    struct Created: Decodable, Sendable { var id: Int }
    let create = Endpoint<Created>.create(
      ["books"],
      body: RequestBody(data: Data(#"{"title":"Dune"}"#.utf8), contentType: "application/json"),
      resource: "book")

    await #expect(throws: NetworkError.self) {
      try await ExchangeRecorder.$current.withValue(recorder) { try await session.send(create) }
    }
    await #expect(throws: NetworkError.self) { try await session.send(create) }

    let exchanges = recorded.withLock { $0 }
    try #require(exchanges.count == 1, "only within the recorder's task")
    let text = exchanges[0].lines.joined(separator: "\n")
    checkEqual(exchanges[0].status, 409)
    checkEqual(exchanges[0].lines.first, "POST \(server.baseURL.absoluteString)/books")
    check(text.contains(#""title": "Dune""#), "\(text)")
    check(text.contains(detail), "the body whole: \(text)")
    check(!text.contains("s3cret") && !text.contains("c00kie"), "\(text)")
  }
}

import Dependencies
import Foundation
import TestSupport
import Testing

@testable import HTTPClient
@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Transfer under fuzzing")
struct TransferFuzzTests {
  @Test("any Content-Length and size limit give the body within the limit, or tooLarge")
  func contentLength() async throws {
    var generator = FuzzInput.generator()
    let url = URL(fileURLWithPath: "/posts")
    for _ in 0..<FuzzInput.caseCount / 4 {
      let limit =
        [FuzzInput.integer(using: &generator), Int.random(in: 0...64, using: &generator)]
        .randomElement(using: &generator) ?? 0
      let length = FuzzInput.headerValue(using: &generator)
      let body = Data(repeating: 0x30, count: Int.random(in: 0...64, using: &generator))
      let response = try #require(
        HTTPURLResponse(
          url: url, statusCode: 200, httpVersion: "HTTP/1.1",
          headerFields: ["Content-Length": length]))
      let transfer = Transfer(host: "h", limit: limit, followsRedirects: true)

      do {
        let (data, _) = try await withCheckedThrowingContinuation { continuation in
          _ = transfer.load.install(continuation)
          transfer.didReceive(response)
          transfer.didReceive(body)
          transfer.didComplete(with: nil)
        }
        checkEqual(data, body)
        check(data.count <= limit)
      } catch {
        checkEqual(error as? NetworkError, .tooLarge(host: "h", limit: limit))
        check(
          body.count > limit || response.expectedContentLength > Int64(limit),
          "Content-Length \(length), limit \(limit)")
      }
    }
  }
}

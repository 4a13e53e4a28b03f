import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Transfer")
struct TransferTests {
  private let url = URL(fileURLWithPath: "/posts")

  private func response(length: Int64 = -1) -> URLResponse {
    URLResponse(url: url, mimeType: nil, expectedContentLength: Int(length), textEncodingName: nil)
  }

  /// Runs `events` on a transfer, in order, and returns what its caller got.
  private func outcome(
    limit: Int = 8, followsRedirects: Bool = true, _ events: @escaping @Sendable (Transfer) -> Void
  ) async throws -> (Data, URLResponse) {
    let transfer = Transfer(host: "h", limit: limit, followsRedirects: followsRedirects)
    return try await withCheckedThrowingContinuation { continuation in
      _ = transfer.load.install(continuation)
      events(transfer)
    }
  }

  @Test("the body's parts are joined and given with the response")
  func success() async throws {
    let response = response()
    let (data, received) = try await outcome { transfer in
      transfer.didReceive(response)
      transfer.didReceive(Data("[1,".utf8))
      transfer.didReceive(Data("2]".utf8))
      transfer.didComplete(with: nil)
    }

    checkEqual(data, Data("[1,2]".utf8))
    check(received === response)
  }

  @Test("a body past the limit is tooLarge at once, whatever comes after")
  func tooLarge() async throws {
    await #expect(throws: NetworkError.tooLarge(host: "h", limit: 8)) {
      try await outcome { transfer in
        transfer.didReceive(response())
        transfer.didReceive(Data("12345".utf8))
        transfer.didReceive(Data("6789".utf8))
        transfer.didReceive(Data("0".utf8))
        transfer.didComplete(with: nil)
      }
    }
  }

  @Test(
    "an error's body past its limit is cut, and the answer taken at once",
    arguments: [-1, 10_000_000] as [Int64])
  func errorBodyIsCut(length: Int64) async throws {
    let url = url
    let limit = Transfer.errorBodyLimit
    let (data, received) = try await outcome(limit: 16 << 20) { transfer in
      let headers = length < 0 ? [:] : ["Content-Length": "\(length)"]
      guard
        let response = HTTPURLResponse(
          url: url, statusCode: 500, httpVersion: "HTTP/1.1", headerFields: headers)
      else { return }
      transfer.didReceive(response)
      transfer.didReceive(Data(repeating: 0x78, count: limit - 1))
      transfer.didReceive(Data(repeating: 0x79, count: 4096))
    }

    checkEqual(data.count, limit)
    checkEqual(data.last, 0x79)
    checkEqual((received as? HTTPURLResponse)?.statusCode, 500)
  }

  @Test("once the caller stopped waiting, what the task goes on delivering is dropped")
  func cancelledDropsTheBody() async throws {
    let transfer = Transfer(host: "h", limit: 8, followsRedirects: true)
    transfer.didReceive(response())
    transfer.didReceive(Data("[1,".utf8))
    checkEqual(transfer.keptByteCount, 3)

    transfer.load.cancel()
    transfer.didReceive(Data("2]".utf8))

    checkEqual(transfer.keptByteCount, 0)
  }

  @Test("a Content-Length past the limit is tooLarge before any body")
  func contentLengthTooLarge() async throws {
    await #expect(throws: NetworkError.tooLarge(host: "h", limit: 8)) {
      try await outcome { transfer in
        transfer.didReceive(response(length: 9))
        transfer.didComplete(with: nil)
      }
    }
    _ = try await outcome { transfer in
      transfer.didReceive(response(length: 8))
      transfer.didComplete(with: nil)
    }
  }

  @Test("a failure before the response is passed on as it is")
  func failureBeforeResponse() async throws {
    await #expect {
      try await outcome { $0.didComplete(with: URLError(.networkConnectionLost)) }
    } throws: { ($0 as? URLError)?.code == .networkConnectionLost }
  }

  @Test("a failure after the response began is a malformed response with libcurl's reason")
  func failureMidBody() async throws {
    let error = URLError(
      .unknown,
      userInfo: [NSLocalizedDescriptionKey: "Transfer closed with 994 bytes remaining to read"])
    await #expect(
      throws: NetworkError.malformedResponse(
        host: "h", reason: "transfer closed with 994 bytes remaining to read")
    ) {
      try await outcome { transfer in
        transfer.didReceive(response())
        transfer.didReceive(Data("[1".utf8))
        transfer.didComplete(with: error)
      }
    }
  }

  @Test("a redirect is followed to http and https only, and only when following")
  func redirects() async throws {
    let transfer = Transfer(host: "h", limit: 8, followsRedirects: true)
    let other = Transfer(host: "h", limit: 8, followsRedirects: false)
    let https = URLRequest(url: try #require(URL(string: "https://a.example/x")))

    checkEqual(transfer.redirect(to: https), https)
    checkEqual(other.redirect(to: https), nil)
    checkEqual(transfer.redirect(to: URLRequest(url: try #require(URL(string: "ftp://a/x")))), nil)
  }

  @Test("a redirect to another scheme ends as a malformed response naming the URL")
  func refusedRedirect() async throws {
    let ftp = URLRequest(url: try #require(URL(string: "ftp://a.example/x")))
    await #expect(
      throws: NetworkError.malformedResponse(
        host: "h", reason: "redirect to unsupported URL ftp://a.example/x")
    ) {
      try await outcome { transfer in
        _ = transfer.redirect(to: ftp)
        transfer.didReceive(self.response())
        transfer.didComplete(with: nil)
      }
    }
  }
}

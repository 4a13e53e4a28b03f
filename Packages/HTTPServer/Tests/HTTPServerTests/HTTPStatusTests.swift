import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite struct HTTPStatusTests {
  private static func statusLine(_ status: Int) -> String {
    let bytes = HTTPResponse.text("", status: status)
      .serialized(date: "Thu, 01 Jan 1970 00:00:00 GMT", keepsAlive: true, answeringHead: false)
    let head = String(decoding: bytes, as: UTF8.self)
    return String(head[..<(head.range(of: "\r\n")?.upperBound ?? head.endIndex)])
  }

  @Test(arguments: [
    (200, "OK"), (206, "Partial Content"), (303, "See Other"), (404, "Not Found"),
    (410, "Gone"), (412, "Precondition Failed"), (413, "Content Too Large"),
    (416, "Range Not Satisfiable"), (422, "Unprocessable Content"),
    (428, "Precondition Required"), (429, "Too Many Requests"),
    (431, "Request Header Fields Too Large"), (451, "Unavailable For Legal Reasons"),
    (502, "Bad Gateway"), (511, "Network Authentication Required"),
  ])
  func writesTheRegisteredReasonPhrase(status: Int, reason: String) {
    checkEqual(Self.statusLine(status), "HTTP/1.1 \(status) \(reason)\r\n")
  }

  /// RFC 9112 allows an empty reason: the space after the code stays.
  @Test(arguments: [299, 418, 430, 599])
  func writesAnEmptyReasonForACodeWithoutOne(status: Int) {
    checkEqual(Self.statusLine(status), "HTTP/1.1 \(status) \r\n")
  }

  @Test func sendsTheStatusLineAHandlerAsksFor() async throws {
    let server = try HTTPServer(configuration: .untimed(host: "127.0.0.1")) { request in
      .text("", status: request.path == "/limited" ? 428 : 599)
    }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send(
      "GET /limited HTTP/1.1\r\nHost: x\r\n\r\nGET /odd HTTP/1.1\r\nHost: x\r\n\r\n")
    try await checkEqual(client.readAnswer().statusLine, "HTTP/1.1 428 Precondition Required")
    try await checkEqual(client.readAnswer().statusLine, "HTTP/1.1 599 ")
    await server.shutdown()
  }
}

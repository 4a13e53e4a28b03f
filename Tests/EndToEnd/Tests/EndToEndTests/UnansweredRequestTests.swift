import Foundation
import TestSupport
import Testing

/// A server that reads a request and never answers it: a write may have been carried out, so
/// it says so, and how to check, under its own status; a read says the server did not answer,
/// never that it could not be reached.
@Suite("requests without an answer", .onWaitingThreads)
struct UnansweredRequestTests {
  private static let writes = [
    ["post", "create", "--user", "1", "--title", "T", "--body", "B"],
    ["post", "edit", "7", "--title", "New"],
    ["post", "delete", "7", "--yes"],
    ["user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@example.com"],
  ]

  private static let post = #"{"userId": 1, "id": 7, "title": "Seven", "body": "Text"}"#

  /// The loopback addresses the servers listen on.
  private static let addresses = ["127.0.0.1", "::1"]

  /// Each way a connection ends without an answer, on each loopback address.
  private static let endings: [(HostileServer.Step, String)] = [
    (.reset, "127.0.0.1"), (.reset, "::1"), (.send(Data()), "127.0.0.1"), (.send(Data()), "::1"),
  ]

  /// A server on `address` that answers reads of post 7 and drops the connection of every write
  /// after reading all of it, with `ending`.
  private static func server(
    ending: HostileServer.Step, address: String = "127.0.0.1"
  ) throws -> HostileServer {
    try HostileServer(address: address) { request, _ in
      request.method == "GET" ? [.response(200, body: post)] : [ending]
    }
  }

  @Test(
    "a write whose connection ends without an answer may have been carried out",
    arguments: writes, endings)
  func aWriteWithoutAnAnswer(command: [String], ending: (HostileServer.Step, String)) throws {
    let server = try Self.server(ending: ending.0, address: ending.1)
    defer { server.stop() }

    let result = try AppProcess.run(command + ["--base-url", server.baseURL.absoluteString])

    checkEqual(result.status, 79, "\(result.standardError)")
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.standardError.contains("got no answer"))
    check(result.standardError.contains("it may have been carried out: check with GET"))
    check(!result.standardError.contains("cannot reach"))
    check(!result.standardError.contains("try --sample"))
    checkEqual(server.requests.filter { $0.method != "GET" }.count, 1, "never sent twice")
  }

  @Test("a write that times out after it was read may have been carried out", arguments: addresses)
  func aWriteThatTimesOut(address: String) throws {
    let server = try Self.server(ending: .hold, address: address)
    defer { server.stop() }

    let result = try AppProcess.run(
      [
        "post", "edit", "7", "--title", "New", "--timeout", "500ms", "--base-url",
        server.baseURL.absoluteString,
      ])

    checkEqual(result.status, 79, "\(result.standardError)")
    check(
      result.standardError.contains(
        "PATCH \(server.baseURL)/posts/7 got no answer (\(server.host) did not answer within "
          + "500ms); it may have been carried out: check with GET \(server.baseURL)/posts/7"),
      "\(result.standardError)")
  }

  @Test(
    "a write answered with a status and part of its body, then reset, may have been carried out",
    arguments: addresses)
  func aWriteWhoseAnswerIsCutShort(address: String) throws {
    let head =
      "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n"
    let server = try HostileServer(address: address) { _, _ in
      [.text(head + #"{"userId": 1, "id": 101, "#), .reset]
    }
    defer { server.stop() }

    let result = try AppProcess.run(Self.writes[0] + ["--base-url", server.baseURL.absoluteString])

    checkEqual(result.status, 79, "\(result.standardError)")
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(
      result.standardError.hasPrefix(
        "app: POST \(server.baseURL)/posts was answered HTTP 201, but the rest of the answer "
          + "could not be read ("),
      "\(result.standardError)")
    check(
      result.standardError.hasSuffix(
        "); it may have been carried out: check with GET \(server.baseURL)/posts before sending "
          + "it again\n"),
      "\(result.standardError)")
    check(!result.standardError.contains("malformed"))
    checkEqual(server.requests.count, 1, "never sent twice")
  }

  @Test(
    "a read whose connection ends without an answer did not get one, and is not unreachable",
    arguments: endings)
  func aReadWithoutAnAnswer(ending: (HostileServer.Step, String)) throws {
    let server = try HostileServer(address: ending.1) { _, _ in [ending.0] }
    defer { server.stop() }

    let result = try AppProcess.run(
      ["posts", "--retries", "1", "--base-url", server.baseURL.absoluteString])

    checkEqual(result.status, 75, "\(result.standardError)")
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.standardError.contains("\(server.host) did not answer: connection"))
    check(result.standardError.contains("(after 2 attempts)"))
    check(!result.standardError.contains("cannot reach"))
    check(!result.standardError.contains("try --sample"))
  }
}

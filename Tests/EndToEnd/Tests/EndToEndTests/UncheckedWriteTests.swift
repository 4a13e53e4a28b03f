import Foundation
import TestSupport
import Testing

/// `app create` and `app edit` read the collection first to check the fields: a read that
/// fails, for whatever reason, leaves them unchecked, and the write is sent all the same.
@Suite("writes whose check cannot read the records", .onWaitingThreads)
struct UncheckedWriteTests {
  /// How the collection's read is answered, and what it is.
  static let failedReads: [(read: LoopbackServer.Response, name: String)] = [
    (.http(405, body: #"{"detail": "Method \"GET\" not allowed."}"#), "405"),
    (
      .http(401, headers: ["WWW-Authenticate": "Bearer"], body: #"{"detail": "Sign in first."}"#),
      "401"
    ),
    (.http(500, body: "oops"), "500"),
    (
      .http(
        200, headers: ["Content-Type": "text/html"], body: "<!doctype html><p>Sign in</p>"),
      "HTML"
    ),
  ]

  /// A server that answers a read of `/token` with `read`, and a write with the fields sent
  /// and an id.
  static func server(read: LoopbackServer.Response) throws -> LoopbackServer {
    try LoopbackServer { request, _ in
      switch (request.method, request.path) {
      case ("GET", "/token"): read
      case ("POST", "/token"): .http(201, body: #"{"id": 7, "username": "alice"}"#)
      case ("PATCH", "/token/7"): .http(200, body: #"{"id": 7, "username": "bob"}"#)
      default: .http(404, body: "{}")
      }
    }
  }

  @Test(arguments: 0..<failedReads.count)
  func aCreateAndAnEditAreSentWhenTheReadFails(_ index: Int) throws {
    let server = try Self.server(read: Self.failedReads[index].read)
    defer { server.stop() }
    let base = ["--base-url", server.baseURL, "--retries", "0"]

    let created = try AppProcess.run(["create", "token", "username=alice", "password=pw"] + base)
    let edited = try AppProcess.run(["edit", "token", "7", "username=bob"] + base)

    checkEqual(created.status, 0, "\(Self.failedReads[index].name): \(created.standardError)")
    checkEqual(created.standardOutput, "id        7\nusername  alice\n")
    checkEqual(created.standardError, "", "no note off a terminal")
    checkEqual(edited.status, 0, "\(Self.failedReads[index].name): \(edited.standardError)")
    checkEqual(edited.standardOutput, "id        7\nusername  bob\n")
    checkEqual(
      server.receivedRequests.filter { $0.method != "GET" }.map { "\($0.method) \($0.path)" },
      ["POST /token", "PATCH /token/7"])
    checkEqual(
      server.receivedRequests.first { $0.method == "POST" }?.body,
      #"{"username":"alice","password":"pw"}"#)
  }
}

import Foundation
import TestSupport
import Testing

/// The app against servers that answer badly: with garbage, too much, too slowly, with
/// redirects of writes, or with transient failures. Every failure is one line on standard
/// error with its documented status, and nothing on standard output.
@Suite("hostile servers", .onWaitingThreads)
struct HostileServerTests {
  private static let post = #"{"userId": 1, "id": 7, "title": "Seven", "body": "Text"}"#

  private func run(
    _ arguments: [String], against server: RawLoopbackServer
  ) throws -> AppResult {
    defer { server.stop() }
    return try AppProcess.run(arguments + ["--base-url", server.baseURL])
  }

  private func expectOneErrorLine(
    _ result: AppResult, status: Int32, containing text: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    checkEqual(result.status, status, sourceLocation: sourceLocation)
    check(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
    checkEqual(
      result.errorLines.count, 1, "\(result.standardError)", sourceLocation: sourceLocation)
    check(
      result.standardError.hasPrefix("app: ") && result.standardError.contains(text),
      "\(result.standardError)", sourceLocation: sourceLocation)
  }

  @Test(
    "an answer that is not valid HTTP is a malformed response, not an unreachable server",
    arguments: [
      "SSH-2.0-OpenSSH_9.2\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
        + "zz\r\n[]\r\n0\r\n\r\n",
      "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
        + "Content-Length: 15\r\nConnection: close\r\n\r\nnot gzip at all",
    ])
  func malformedResponse(reply: String) throws {
    let server = try RawLoopbackServer { _, _ in .bytes(Data(reply.utf8)) }

    let result = try run(["todos", "--retries", "0"], against: server)

    expectOneErrorLine(result, status: 76, containing: "malformed HTTP response")
    check(!result.standardError.contains("try --sample"))
  }

  @Test("an HTTP error names the method and the URL")
  func httpErrorNamesTheRequest() throws {
    let server = try RawLoopbackServer { _, _ in .http(404, body: "{}") }

    let result = try run(["todos"], against: server)

    expectOneErrorLine(result, status: 76, containing: "GET \(server.baseURL)/todos: HTTP 404")
  }

  @Test("a read that fails with 503 is tried again, as Retry-After says")
  func retriesATransientFailure() throws {
    let server = try RawLoopbackServer { _, earlier in
      earlier < 2
        ? .http(503, headers: ["Retry-After": "0"], body: #"{"error": "busy"}"#)
        : .http(
          200, body: #"[{"userId": 1, "id": 3, "title": "Water the plants", "completed": true}]"#)
    }

    let result = try run(["todos"], against: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.standardOutput.contains("Water the plants"))
    checkEqual(server.receivedRequests.count, 3)
  }

  @Test("a 500 with a 10 MB body is that 500 at once, each time, never a timeout")
  func largeErrorBody() throws {
    let body = String(repeating: "x", count: 10_000_000)
    let server = try RawLoopbackServer { _, _ in
      .http(500, headers: ["Retry-After": "0"], body: body)
    }

    let result = try run(["todos"], against: server)

    expectOneErrorLine(result, status: 76, containing: "/todos: HTTP 500: xxx")
    check(result.standardError.contains("(after 3 attempts)"))
    checkEqual(server.receivedRequests.count, 3)
  }

  @Test("--retries sets the tries, and the final error says how many were made")
  func reportsTheAttempts() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(503, headers: ["Retry-After": "0"], body: "busy")
    }

    let result = try run(["todos", "--retries", "1"], against: server)

    expectOneErrorLine(result, status: 76, containing: "HTTP 503")
    check(result.standardError.contains("2 attempts"))
    checkEqual(server.receivedRequests.count, 2)
  }

  @Test(
    "a redirect without a usable target, or to a local scheme, is malformed, asked once",
    arguments: [
      (nil, "HTTP 302 redirect without a valid Location"),
      ("file:///etc/passwd", "redirect to unsupported URL file:///etc/passwd"),
      ("unix:/run/app.sock", "redirect to unsupported URL unix:/run/app.sock"),
      ("data:,7", "redirect to unsupported URL data:,7"),
    ] as [(String?, String)])
  func redirectsThatGoNowhere(location: String?, reason: String) throws {
    let server = try RawLoopbackServer { _, _ in
      .http(302, headers: location.map { ["Location": $0] } ?? [:])
    }

    let result = try run(["post", "7"], against: server)

    expectOneErrorLine(result, status: 76, containing: reason)
    let paths = server.receivedRequests.map(\.path)
    check(!paths.isEmpty && Set(paths).count == paths.count, "each asked once: \(paths)")
  }

  @Test("a refused connection fails at once, without tries again")
  func refusedConnectionIsNotRetried() throws {
    let server = try RawLoopbackServer { _, _ in .http(200) }
    let baseURL = server.baseURL
    server.stop()

    let result = try AppProcess.run(["posts", "--base-url", baseURL])

    checkEqual(result.status, 69)
    check(result.standardError.contains("connection refused"), "\(result.standardError)")
    check(!result.standardError.contains("attempts"), "\(result.standardError)")
  }

  @Test("a write is never retried")
  func writesAreNotRetried() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(503, headers: ["Retry-After": "0"], body: "busy")
    }

    let result = try run(
      ["post", "create", "--user", "1", "--title", "T", "--body", "B"], against: server)

    expectOneErrorLine(result, status: 76, containing: "HTTP 503")
    checkEqual(server.receivedRequests.map(\.method), ["POST"])
  }

  @Test("a 307 of an edit is re-sent to the new place with the same method and body")
  func followsATemporaryRedirectOfAWrite() throws {
    let server = try RawLoopbackServer { request, _ in
      switch (request.method, request.path) {
      case ("PATCH", "/posts/7"): .http(307, headers: ["Location": "/v2/posts/7"])
      case ("PATCH", _):
        .http(200, body: #"{"userId": 1, "id": 7, "title": "New", "body": "Text"}"#)
      default: .http(200, body: Self.post)
      }
    }

    let result = try run(["post", "edit", "7", "--title", "New"], against: server)

    checkEqual(result.status, 0, "\(result.standardError)")
    let patches = server.receivedRequests.filter { $0.method == "PATCH" }
    checkEqual(patches.map(\.path), ["/posts/7", "/v2/posts/7"])
    checkEqual(patches.map(\.body), [#"{"title":"New"}"#, #"{"title":"New"}"#])
  }

  @Test("a 301 of an edit fails, naming the new location, and changes nothing")
  func refusesAPermanentRedirectOfAWrite() throws {
    let server = try RawLoopbackServer { request, _ in
      request.method == "PATCH"
        ? .http(301, headers: ["Location": "http://127.0.0.1:1/elsewhere"])
        : .http(200, body: Self.post)
    }

    let result = try run(["post", "edit", "7", "--title", "New"], against: server)

    expectOneErrorLine(result, status: 76, containing: "http://127.0.0.1:1/elsewhere")
    checkEqual(server.receivedRequests.filter { $0.method == "PATCH" }.count, 1)
  }

  @Test("a 201 without a body says the post may have been created")
  func unconfirmedCreate() throws {
    let server = try RawLoopbackServer { _, _ in .http(201) }

    let result = try run(
      ["post", "create", "--user", "1", "--title", "T", "--body", "B"], against: server)

    expectOneErrorLine(result, status: 65, containing: "may have been created")
  }

  @Test("a response larger than --max-size stops with an error")
  func responseTooLarge() throws {
    let body = "[" + Array(repeating: Self.post, count: 100).joined(separator: ",") + "]"
    let server = try RawLoopbackServer { _, _ in .http(200, body: body) }

    let result = try run(["todos", "--max-size", "1k"], against: server)

    expectOneErrorLine(result, status: 65, containing: "larger than 1 KiB")
  }

  @Test("a body that never ends is cut off at --timeout, saying the answer had begun")
  func slowBodyHitsTheDeadline() throws {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n["
    let server = try RawLoopbackServer { _, _ in .hold(Data(head.utf8)) }
    let host = "127.0.0.1:\(server.port)"

    let result = try run(["todos", "--timeout", "500ms", "--retries", "0"], against: server)

    expectOneErrorLine(
      result, status: 75,
      containing: "app: \(host) began to answer (HTTP 200), then its body stopped coming: not all "
        + "of it came within 500ms\n")
    check(!result.standardError.contains("did not answer"))
  }
}

import Foundation
import TestSupport
import Testing

@Suite("a JSONPlaceholder-compatible server given with --base-url", .onWaitingThreads)
struct RemoteServerTests {
  static let user = """
    {"id": 3, "name": "Ada Quill", "username": "ada", "email": "ada@example.test",
     "address": {"street": "1 Loop Rd", "suite": "Apt. 2", "city": "Portside", "zipcode": "12345",
                 "geo": {"lat": "-37.3150", "lng": "81.1496"}},
     "phone": "555-0100", "website": "ada.example", "extra": true,
     "company": {"name": "Quill & Co", "catchPhrase": "Write it down", "bs": "synergize inks"}}
    """
  static let post = """
    {"userId": 3, "id": 12, "title": "Served from loopback", "body": "first line\\nsecond line"}
    """
  static let comment = """
    {"postId": 12, "id": 60, "name": "A reply", "email": "r@example.test", "body": "Nice."}
    """

  static func compatibleServer() throws -> LoopbackServer {
    try LoopbackServer { path in
      switch path {
      case "/posts": .init(status: 200, body: "[\(post)]")
      case "/users": .init(status: 200, body: "[\(user)]")
      case "/posts/12?_expand=user": .init(status: 200, body: post)
      case "/users/3": .init(status: 200, body: user)
      case "/posts/12/comments": .init(status: 200, body: "[\(comment)]")
      default: .init(status: 404, body: "{}")
      }
    }
  }

  @Test func listsThePostsOfTheServer() throws {
    let server = try Self.compatibleServer()
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--base-url", server.baseURL])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Served from loopback"))
    check(result.standardOutput.contains("Ada Quill"))
    checkEqual(Set(server.receivedPaths), ["/posts", "/users"])
  }

  @Test func acceptsAnUpperCaseScheme() throws {
    let server = try Self.compatibleServer()
    defer { server.stop() }

    let result = try AppProcess.run(["post", "12", "--base-url", "HTTP://127.0.0.1:\(server.port)"])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    check(result.standardOutput.contains("Served from loopback"))
    check(server.receivedPaths.contains("/posts/12?_expand=user"))
  }

  @Test func rejectsAPortOutsideTheRange() throws {
    let result = try AppProcess.run(["posts", "--base-url", "http://127.0.0.1:70000"])

    checkEqual(result.status, 64)
    checkEqual(
      result.errorLines.first,
      "app: invalid port '70000' in base URL 'http://127.0.0.1:70000' from '--base-url' (expected 1 to 65535)"
    )
  }

  @Test func readsTheBaseURLFromTheEnvironment() throws {
    let server = try Self.compatibleServer()
    defer { server.stop() }

    let result = try AppProcess.run(["post", "12"], environment: ["APP_BASE_URL": server.baseURL])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Served from loopback"))
    check(result.standardOutput.contains("first line\nsecond line"))
    check(result.standardOutput.contains("A reply"))
    checkEqual(
      Set(server.receivedPaths), ["/posts/12?_expand=user", "/posts/12/comments", "/users/3"],
      "the server does not expand the author, so it is asked for on its own")
  }

  @Test func aBaseURLWithAPathPrefixIsKept() throws {
    let server = try LoopbackServer { path in
      path == "/api/posts/12?_expand=user"
        ? .init(status: 200, body: Self.post) : .init(status: 404, body: "{}")
    }
    defer { server.stop() }

    let result = try AppProcess.run(["post", "12", "--base-url", server.baseURL + "/api/"])

    check(server.receivedPaths.contains("/api/posts/12?_expand=user"))
    checkEqual(result.status, 1, "the comments and author are missing on this server")
  }

  @Test func anUndecodableResponseExits65() throws {
    let server = try LoopbackServer { _ in .init(status: 200, body: "[{\"id\": \"seven\"}]") }
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--base-url", server.baseURL])

    checkEqual(result.status, 65)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.count, 1)
    checkEqual(result.errorLines.first?.hasPrefix("app: "), true)
  }

  @Test func malformedJSONExits65() throws {
    let server = try LoopbackServer { _ in .init(status: 200, body: "{not json") }
    defer { server.stop() }

    let result = try AppProcess.run(["post", "1", "--base-url", server.baseURL])

    checkEqual(result.status, 65)
    checkEqual(result.errorLines.count, 1)
  }

  @Test func aServerErrorExits76WithAPrintableExcerpt() throws {
    let server = try LoopbackServer { _ in
      .init(
        status: 500, contentType: "text/html",
        body: "<html><body>\u{1B}[2J<h1>Internal\nError</h1></body></html>")
    }
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--base-url", server.baseURL])

    checkEqual(result.status, 76)
    checkEqual(result.errorLines.count, 1)
    checkEqual(result.errorLines.first?.contains("500"), true)
    check(!result.standardError.contains("\u{1B}"))
  }

  @Test func anUnreachableServerNamesTheHostAndSuggestsTheSample() throws {
    let server = try LoopbackServer { _ in .init(status: 200, body: "[]") }
    let baseURL = server.baseURL
    server.stop()

    let result = try AppProcess.run(["posts", "--base-url", baseURL])

    checkEqual(result.status, 69)
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.count, 1)
    let message = try #require(result.errorLines.first)
    check(message.contains("127.0.0.1"))
    check(message.contains("--sample"))
  }
}

import Foundation
import TestSupport
import Testing

/// Words that name test tools in the arguments never switch the program to test dependencies.
@Suite("the live context", .onWaitingThreads)
struct LiveContextTests {
  static func user(id: Int, name: String, username: String) -> String {
    """
    {"id": \(id), "name": "\(name)", "username": "\(username)", "email": "u\(id)@example.test",
     "address": {"street": "1 Loop Rd", "suite": "Apt. 2", "city": "Portside", "zipcode": "12345",
                 "geo": {"lat": "-37.3150", "lng": "81.1496"}},
     "phone": "555-0100", "website": "u.example",
     "company": {"name": "Quill & Co", "catchPhrase": "Write it down", "bs": "synergize inks"}}
    """
  }

  static func server() throws -> LoopbackServer {
    let users = [
      user(id: 1, name: "Ada Quill", username: "Tests.xctest"),
      user(id: 2, name: "Bo Reed", username: "bo"),
    ]
    let posts = """
      [{"userId": 1, "id": 1, "title": "Trying swift-testing", "body": "Parameterized tests."},
       {"userId": 2, "id": 2, "title": "Gardening", "body": "Tomatoes."}]
      """
    return try LoopbackServer { path in
      switch path {
      case "/posts": .init(status: 200, body: posts)
      case "/users": .init(status: 200, body: "[\(users.joined(separator: ","))]")
      default: .init(status: 404, body: "{}")
      }
    }
  }

  @Test func searchesPostsForTheNameOfATestLibrary() throws {
    let server = try Self.server()
    defer { server.stop() }

    let result = try AppProcess.run([
      "posts", "--search", "swift-testing", "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    checkEqual(result.standardOutput, "1\tTrying swift-testing\tAda Quill\n")
    checkEqual(Set(server.receivedPaths), ["/posts", "/users"], "asked the loopback server")
  }

  @Test func searchesUsersForTheNameOfATestBundle() throws {
    let server = try Self.server()
    defer { server.stop() }

    let result = try AppProcess.run([
      "users", "--search", "Tests.xctest", "--base-url", server.baseURL,
    ])

    checkEqual(result.status, 0)
    check(result.standardError.isEmpty)
    check(result.standardOutput.contains("Ada Quill"))
    check(!result.standardOutput.contains("Bo Reed"))
    check(server.receivedPaths.contains("/users"))
  }
}

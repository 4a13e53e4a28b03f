import Foundation
import Testing

@Suite("escape sequences from the server")
struct EscapeSequenceTests {
  static let title = "\u{1B}]0;pwned\u{07}Title \u{1B}[2J"
  static let name = "Eve \u{1B}[2J\u{1B}]0;pwned\u{07}"

  /// A server whose post title and user name carry terminal escape sequences.
  static func hostileServer() throws -> LoopbackServer {
    let post =
      #"{"userId": 1, "id": 5, "title": "\u001b]0;pwned\u0007Title \u001b[2J", "body": "b"}"#
    let user = """
      {"id": 1, "name": "Eve \\u001b[2J\\u001b]0;pwned\\u0007", "username": "eve",
       "email": "eve@example.test",
       "address": {"street": "", "suite": "", "city": "", "zipcode": "",
                   "geo": {"lat": "0", "lng": "0"}},
       "phone": "", "website": "", "company": {"name": "", "catchPhrase": "", "bs": ""}}
      """
    return try LoopbackServer { path in
      switch path {
      case "/posts": .init(status: 200, body: "[\(post)]")
      case "/users": .init(status: 200, body: "[\(user)]")
      case "/posts/5": .init(status: 200, body: post)
      case "/posts/5/comments": .init(status: 200, body: "[]")
      case "/users/1": .init(status: 200, body: user)
      default: .init(status: 404, body: "{}")
      }
    }
  }

  /// Whether `text` contains a sequence that could act on the terminal: the title change, the
  /// screen clear, or a bell.
  static func isHostile(_ text: String) -> Bool {
    text.contains("\u{1B}]") || text.contains("\u{1B}[2J") || text.contains("\u{07}")
  }

  @Test(arguments: [["posts"], ["post", "5"]])
  func areInertOnATerminal(command: [String]) throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let result = try TerminalProcess.run(command + ["--base-url", server.baseURL])

    #expect(result.status == 0)
    #expect(!Self.isHostile(result.output))
    #expect(result.output.contains("^[]0;pwned^G"), "shown as visible text")
  }

  @Test(arguments: [["posts"], ["post", "5"]])
  func areInertInAPipe(command: [String]) throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let result = try AppProcess.run(command + ["--base-url", server.baseURL])

    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("\u{1B}"))
    #expect(!result.standardOutput.contains("\u{07}"))
    #expect(result.standardOutput.contains("^[]0;pwned^G"))
  }

  @Test func staysExactInJSON() throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let list = try AppProcess.run(["posts", "--json", "--base-url", server.baseURL])
    let detail = try TerminalProcess.run(["post", "5", "--json", "--base-url", server.baseURL])

    #expect(!Self.isHostile(list.standardOutput), "escaped as \\u001b in JSON")
    #expect(!Self.isHostile(detail.output))
    let posts = try JSONDecoder().decode([JSONPost].self, from: Data(list.standardOutput.utf8))
    #expect(posts.first?.title == Self.title)
    #expect(posts.first?.user?.name == Self.name)
    let post = try JSONDecoder().decode(JSONPost.self, from: Data(detail.output.utf8))
    #expect(post.title == Self.title)
    #expect(post.user?.name == Self.name)
  }
}

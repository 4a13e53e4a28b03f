import Foundation
import TestSupport
import Testing

@Suite("escape sequences from the server", .onWaitingThreads)
struct EscapeSequenceTests {
  /// The hostile text as the app reads it: a title change, a bell, a screen clear, a C1 control
  /// sequence introducer and a right-to-left override.
  static let hostile = "\u{1B}]0;pwned\u{07}X \u{1B}[2J\u{9B}31m\u{202E}"
  /// The same text as a JSON string's contents.
  static let hostileJSON = #"\u001b]0;pwned\u0007X \u001b[2J\u009b31m\u202e"#

  /// `text` with the hostile text in front, as a JSON string literal.
  static func field(_ text: String) -> String {
    "\"\(hostileJSON)\(text)\""
  }

  static let post = """
    {"userId": 1, "id": 5, "title": \(field("Title")), "body": \(field("Body"))}
    """
  static let user = """
    {"id": 1, "name": \(field("Eve")), "username": \(field("eve")),
     "email": \(field("eve@example.test")),
     "address": {"street": \(field("Street")), "suite": \(field("Suite")),
                 "city": \(field("City")), "zipcode": \(field("Zip")),
                 "geo": {"lat": \(field("0")), "lng": \(field("0"))}},
     "phone": \(field("Phone")), "website": \(field("example.test")),
     "company": {"name": \(field("Company")), "catchPhrase": \(field("Phrase")),
                 "bs": \(field("Bs"))}}
    """
  static let comment = """
    {"postId": 5, "id": 3, "name": \(field("Name")), "email": \(field("a@example.test")),
     "body": \(field("Comment"))}
    """
  static let album = #"{"userId": 1, "id": 2, "title": \#(field("Album"))}"#
  static let photo = """
    {"albumId": 2, "id": 4, "title": \(field("Photo")), "url": \(field("https://x.test/1")),
     "thumbnailUrl": \(field("https://x.test/2"))}
    """
  static let todo = #"{"userId": 1, "id": 6, "title": \#(field("Todo")), "completed": false}"#

  /// A server whose every string field, in every resource, starts with the hostile text, and
  /// whose writes answer with the hostile post or user.
  static func hostileServer() throws -> RawLoopbackServer {
    try RawLoopbackServer { request, _ in
      let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
      let body: String? =
        switch (request.method, path) {
        case ("POST", "/posts"), ("PATCH", "/posts/5"), ("GET", "/posts/5"): post
        case ("POST", "/users"), ("PATCH", "/users/1"), ("GET", "/users/1"): user
        case ("GET", "/posts"), ("GET", "/users/1/posts"): "[\(post)]"
        case ("GET", "/users"): "[\(user)]"
        case ("GET", "/comments"), ("GET", "/posts/5/comments"): "[\(comment)]"
        case ("GET", "/albums"), ("GET", "/users/1/albums"): "[\(album)]"
        case ("GET", "/photos"), ("GET", "/albums/2/photos"): "[\(photo)]"
        case ("GET", "/todos"), ("GET", "/users/1/todos"): "[\(todo)]"
        default: nil
        }
      guard let body else { return .http(404, body: "{}") }
      return .http(request.method == "POST" ? 201 : 200, body: body)
    }
  }

  /// Every command that prints text from the server.
  static let commands: [[String]] = [
    ["posts"], ["posts", "--user", "1"], ["post", "5"], ["users"], ["user", "1"], ["albums"],
    ["photos"], ["photos", "--album", "2"], ["comments", "--post", "5"], ["todos"],
    ["post", "create", "--user", "1", "--title", "T", "--body", "B"],
    ["post", "edit", "5", "--title", "T"],
    ["user", "create", "--name", "N", "--username", "n", "--email", "n@example.test"],
    ["user", "edit", "1", "--name", "N"],
  ]

  /// Whether `text` contains a character of the hostile text that could act on the terminal
  /// or reorder what it shows.
  static func isHostile(_ text: String) -> Bool {
    text.contains("\u{1B}]") || text.contains("\u{1B}[2J") || text.contains("\u{07}")
      || text.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" }
  }

  @Test(arguments: commands)
  func areInertOnATerminal(command: [String]) throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let result = try TerminalProcess.run(command + ["--base-url", server.baseURL])

    checkEqual(result.status, 0, "\(result.output)")
    check(!Self.isHostile(result.output))
    check(result.output.contains("^[]0;pwned^G"), "shown as visible text")
  }

  @Test(arguments: commands)
  func areInertInAPipe(command: [String]) throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let result = try AppProcess.run(command + ["--base-url", server.baseURL])

    checkEqual(result.status, 0, "\(result.standardError)")
    check(!result.standardOutput.contains("\u{1B}"))
    check(!Self.isHostile(result.standardOutput))
    check(result.standardOutput.contains("^[]0;pwned^G"), "shown as visible text")
    check(result.standardError.isEmpty)
  }

  @Test(arguments: commands)
  func areEscapedInJSON(command: [String]) throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let result = try TerminalProcess.run(command + ["--json", "--base-url", server.baseURL])

    checkEqual(result.status, 0, "\(result.output)")
    check(!Self.isHostile(result.output), "escaped as \\u001b in JSON")
    check(result.output.contains(#"\u001b]0;pwned\u0007X"#))
  }

  @Test func staysExactInJSON() throws {
    let server = try Self.hostileServer()
    defer { server.stop() }

    let list = try AppProcess.run(["posts", "--json", "--base-url", server.baseURL])
    let detail = try AppProcess.run(["post", "5", "--json", "--base-url", server.baseURL])

    let posts = try JSONDecoder().decode([JSONPost].self, from: Data(list.standardOutput.utf8))
    checkEqual(posts.first?.title, Self.hostile + "Title")
    checkEqual(posts.first?.user?.name, Self.hostile + "Eve")
    let post = try JSONDecoder().decode(JSONPost.self, from: Data(detail.standardOutput.utf8))
    checkEqual(post.title, Self.hostile + "Title")
    checkEqual(post.user?.name, Self.hostile + "Eve")
  }

  @Test(arguments: [
    #"{"error": "\u001b]0;pwned\u0007down \u009b2J\u202e"}"#,
    "\u{1B}]0;pwned\u{07}down \u{1B}[2J",
  ])
  func areInertInErrors(body: String) throws {
    let server = try RawLoopbackServer { _, _ in
      .http(500, headers: ["Retry-After": "0"], body: body)
    }
    defer { server.stop() }

    let result = try TerminalProcess.run(["posts", "--retries", "0", "--base-url", server.baseURL])

    checkEqual(result.status, 76)
    check(!Self.isHostile(result.output))
    check(result.output.contains("down"))
    checkEqual(result.output.split(separator: "\n").count, 1, "one line: \(result.output)")
  }
}

extension EscapeSequenceTests {
  @Test("a server's control characters are removed from an error, as docs/exit-codes.md says")
  func areRemovedFromErrors() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(500, body: #"{"error": "down\u001b]0;pwned\u0007 for\u0007 \u001b[31mnow\r\nhere"}"#)
    }
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--retries", "0", "--base-url", server.baseURL])

    checkEqual(result.status, 76)
    check(
      result.standardError.hasSuffix(": HTTP 500: down for now here\n"), "\(result.standardError)")
    check(!result.standardError.contains("^"))
  }
}

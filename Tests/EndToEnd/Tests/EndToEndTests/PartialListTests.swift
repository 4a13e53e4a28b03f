import Foundation
import TestSupport
import Testing

/// Lists with records that cannot be read: the others are shown, and a warning on standard
/// error says how many were left out and why the first one was.
@Suite("lists with unreadable records", .onWaitingThreads)
struct PartialListTests {
  static func user(_ id: Int, username: String? = nil) -> String {
    let name = username.map { #""username": "\#($0)", "# } ?? ""
    return """
      {"id": \(id), "name": "User \(id)", \(name)"email": "u\(id)@example.test",
       "address": {"street": "", "suite": "", "city": "City \(id)", "zipcode": "",
                   "geo": {"lat": "0", "lng": "0"}},
       "phone": "", "website": "", "company": {"name": "Co", "catchPhrase": "", "bs": ""}}
      """
  }

  static let users = "[\(user(1, username: "one")), \(user(2)), \(user(3, username: "three"))]"
  static let posts = """
    [{"userId": 1, "id": 1, "title": "By one", "body": ""},
     {"userId": 2, "id": 2, "title": "By two", "body": ""}]
    """
  static let warning =
    "app: warning: skipped 1 of 3 users that could not be read (first: [1].username: missing key)"

  static func server(users: String = users) throws -> LoopbackServer {
    try LoopbackServer { request, _ in
      switch request.path {
      case "/users": .http(200, body: users)
      case "/posts": .http(200, body: posts)
      case "/users/1": .http(200, body: user(1, username: "one"))
      case "/users/1/albums":
        .http(200, body: #"[{"userId": 1, "id": 1, "title": "Kept"}, {"userId": 1, "id": "x"}]"#)
      case "/users/1/todos": .http(200, body: "[]")
      default: .http(404, body: "{}")
      }
    }
  }

  private func run(_ arguments: [String], users: String = users) throws -> AppResult {
    let server = try Self.server(users: users)
    defer { server.stop() }
    return try AppProcess.run(arguments + ["--base-url", server.baseURL])
  }

  @Test func usersKeepsTheReadableUsersAndWarns() throws {
    let result = try run(["users"])

    checkEqual(result.status, 0)
    checkEqual(result.standardOutput.split(separator: "\n").map { $0.prefix(2) }, ["1\t", "3\t"])
    checkEqual(result.errorLines, [Substring(Self.warning)])
  }

  @Test func postsSurviveAnUnreadableAuthor() throws {
    let result = try run(["posts"])

    checkEqual(result.status, 0)
    let lines = result.standardOutput.split(separator: "\n")
    checkEqual(lines.count, 2)
    checkEqual(lines.first?.hasSuffix("User 1"), true)
    checkEqual(lines.last?.contains("By two"), true)
    checkEqual(result.errorLines, [Substring(Self.warning)])
  }

  @Test func jsonStaysValidAndTheWarningGoesToStandardError() throws {
    let result = try run(["users", "--json"])

    checkEqual(result.status, 0)
    let users = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    checkEqual((users as? [[String: Any]])?.compactMap { $0["id"] as? Int }, [1, 3])
    checkEqual(result.errorLines, [Substring(Self.warning)])
  }

  @Test func aDetailWarnsOfItsListsToo() throws {
    let result = try run(["user", "1"])

    checkEqual(result.status, 0)
    check(result.standardOutput.contains("Kept"))
    checkEqual(result.errorLines.count, 1)
    checkEqual(
      result.errorLines.first?.hasPrefix(
        "app: warning: skipped 1 of 2 albums that could not be read (first: [1]."), true,
      "\(result.standardError)")
  }

  @Test func aListWithNothingReadableIsAnError() throws {
    let result = try run(["users"], users: "[\(Self.user(1)), \(Self.user(2))]")

    checkEqual(result.status, 65)
    check(result.standardOutput.isEmpty)
    checkEqual(
      result.errorLines, ["app: unexpected response for users at [0].username: missing key"])
  }
}

/// A record nested too deeply for the decoder is left out like any other unreadable one.
@Suite("lists with a deeply nested record", .onWaitingThreads)
struct DeeplyNestedRecordTests {
  @Test func postsKeepTheOtherPostsAndWarn() throws {
    let title = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let posts = """
      [{"userId": 1, "id": 1, "title": "Kept", "body": ""},
       {"userId": 1, "id": 2, "title": \(title), "body": ""}]
      """
    let server = try LoopbackServer { request, _ in
      switch request.path {
      case "/users": .http(200, body: "[\(PartialListTests.user(1, username: "one"))]")
      case "/posts": .http(200, body: posts)
      default: .http(404, body: "{}")
      }
    }
    defer { server.stop() }

    let result = try AppProcess.run(["posts", "--base-url", server.baseURL])

    checkEqual(result.status, 0)
    checkEqual(result.standardOutput, "1\tKept\tUser 1\n")
    checkEqual(
      result.errorLines.first?.hasPrefix(
        "app: warning: skipped 1 of 2 posts that could not be read (first: [1]: the record is "
          + "not JSON (or nests deeper than 63)"),
      true)
  }
}

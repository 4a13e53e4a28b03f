import Foundation
import TestSupport
import Testing

/// The post form of `app browse` picks the author (`userId`) from the users, against a loopback
/// server.
@Suite("app browse, the author picker", .onWaitingThreads)
struct BrowseAuthorPickerTests {
  /// Three users, one of them with an accent in her name.
  static let users = [
    (1, "Leanne Graham", "Bret", "Sincere@april.biz"),
    (2, "Ervin Howell", "Antonette", "Shanna@melissa.tv"),
    (3, "Clémentine Bauch", "Samantha", "Nathan@yesenia.net"),
  ].map { id, name, username, email in
    """
    {"id": \(id), "name": "\(name)", "username": "\(username)", "email": "\(email)",
     "address": {"street": "Kulas Light", "suite": "Apt. 556", "city": "Gwenborough",
                 "zipcode": "92998", "geo": {"lat": "-37.3159", "lng": "81.1496"}},
     "phone": "555-0100", "website": "hildegard.org",
     "company": {"name": "Romaguera", "catchPhrase": "Multi-layered", "bs": "e-markets"}}
    """
  }

  /// A server with one post and the three users, each at its own path too, that creates post
  /// 101 from what it is sent, and saves a change of post 1 as sent.
  private static func server() throws -> LoopbackServer {
    try LoopbackServer { request, _ in
      if request.method == "POST" {
        return .http(201, body: created(from: request.body))
      }
      if request.method == "PATCH" {
        return .http(200, body: changed(by: request.body))
      }
      if request.path.hasPrefix("/users/"),
        let id = Int(request.path.dropFirst("/users/".count).prefix { $0.isNumber }),
        users.indices.contains(id - 1)
      {
        return .http(200, body: users[id - 1])
      }
      if request.path.hasPrefix("/users") {
        return .http(200, body: "[" + users.joined(separator: ",") + "]")
      }
      if request.path.hasPrefix("/posts") {
        return .http(
          200, headers: ["X-Total-Count": "1"],
          body: #"[{"userId": 1, "id": 1, "title": "The first post", "body": "b"}]"#)
      }
      return .http(200, body: "[]")
    }
  }

  /// Post 1 with the fields of `body`, a change sent, as the server saves it.
  private static func changed(by body: String) -> String {
    let sent =
      (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    let post: [String: Any] = ["userId": 1, "id": 1, "title": "The first post", "body": "b"]
    let data =
      (try? JSONSerialization.data(withJSONObject: post.merging(sent) { _, new in new }))
      ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// Post 101 as the server stores what was sent.
  private static func created(from body: String) -> String {
    let sent =
      (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:]
    let object = sent.merging(["id": 101]) { _, new in new }
    let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: [UInt16(80), 40])
  func aPostIsCreatedWithTheAuthorPickedBySearch(columns: UInt16) throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL], columns: columns, rows: 24)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("The first") }

    app.type("c")
    let form = try app.requireScreen("c never opened the form") {
      $0.line(1).contains("New post")
    }
    let author = try #require(form.row(containing: "userId *"))
    check(form.line(author).contains("none"), "no author is chosen at first")

    app.type("\u{13}")
    _ = try app.requireScreen("submitting without an author never said it is required") {
      $0.row(containing: "is required") != nil
    }

    // The form starts on the title, as the list's columns: Tab goes to the author.
    app.type("\tCLEM")
    let picker = try app.requireScreen("the search never found the user") {
      $0.row(containing: "Clémentine Bauch (#3)") != nil && $0.row(containing: "Search") != nil
    }
    checkEqual(picker.row(containing: "Leanne Graham"), nil, "the others are filtered out")
    for line in picker.lines {
      check(TerminalText.cells(line) <= Int(columns), "\(line)")
    }

    app.type("\r")
    _ = try app.requireScreen("Enter never picked the author") {
      $0.row(containing: "userId *  Clémentine Bauch") != nil
    }

    // Shift-Tab goes back to the title, before the author; the body is after it.
    app.type("\u{1B}[ZPicked\t\tWith an author\u{13}")
    _ = try app.requireScreen("the post was never saved, and the form never closed") {
      $0.line(2).contains("The first")
        && server.receivedRequests.contains { $0.method == "POST" }
    }
    let post = try #require(server.receivedRequests.first { $0.method == "POST" })
    let sent = try #require(
      try JSONSerialization.jsonObject(with: Data(post.body.utf8)) as? [String: Any])
    checkEqual(sent["userId"] as? Int, 3)
    checkEqual(sent["title"] as? String, "Picked")
    app.type("q")
  }

  /// As docs/browse.md says: an edit starts with the post's author, which the picker changes.
  @Test func anEditChangesThePostsAuthor() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("The first") }

    app.type("e")
    _ = try app.requireScreen("e never opened the post's form with its author") {
      $0.line(1).contains("Edit post 1")
        && $0.row(containing: "userId *  Leanne Graham (#1)") != nil
    }
    app.type("\rCLEM")
    _ = try app.requireScreen("the picker never found the user") {
      $0.row(containing: "Clémentine Bauch (#3)") != nil && $0.row(containing: "Search") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("Enter never changed the author") {
      $0.row(containing: "userId *  Clémentine Bauch (#3)") != nil
    }
    app.type("\u{13}")
    // The form's title is its first row too: the list is known by its header.
    _ = try app.requireScreen("the change was never saved, and the form never closed") {
      $0.line(1).contains("id  title") && $0.line(2).contains("The first")
        && server.receivedRequests.contains { $0.method == "PATCH" }
    }
    let change = try #require(server.receivedRequests.first { $0.method == "PATCH" })
    let sent = try #require(
      try JSONSerialization.jsonObject(with: Data(change.body.utf8)) as? [String: Any])
    checkEqual(sent["userId"] as? Int, 3, "\(change.body)")
    app.type("q")
  }

  @Test func escClosesThePickerWithoutChangingTheAuthor() throws {
    let server = try Self.server()
    defer { server.stop() }
    let app = try TerminalProcess.start(["browse", "--base-url", server.baseURL])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the posts never showed") { $0.line(2).contains("The first") }

    app.type("c\t\r")
    _ = try app.requireScreen("Enter never listed the users") {
      $0.row(containing: "Ervin Howell (#2)") != nil
    }
    app.type("j\r")
    _ = try app.requireScreen("j and Enter never picked the second user") {
      $0.row(containing: "userId *  Ervin Howell (#2)") != nil
    }
    app.type("\r")
    _ = try app.requireScreen("Enter never opened the picker") {
      $0.row(containing: "Search") != nil
    }
    app.type("k\u{1B}")
    _ = try app.requireScreen("Esc never closed the picker, keeping the author") {
      $0.row(containing: "Search") == nil
        && $0.row(containing: "userId *  Ervin Howell (#2)") != nil
    }
    let userReads = server.receivedPaths.filter { $0.hasPrefix("/users") }
    app.type("\r")
    _ = try app.requireScreen("Enter never opened the picker again") {
      $0.row(containing: "Leanne Graham (#1)") != nil
    }
    checkEqual(
      server.receivedPaths.filter { $0.hasPrefix("/users") }, userReads,
      "the users are read once")
    app.type("\u{1B}\u{1B}y")
    app.type("q")
  }
}

import Foundation
import TestSupport
import Testing

/// A password in `--base-url` goes to its server and nowhere else: whatever a hostile server
/// answers, to whichever command, it is in neither output stream nor any file of the cache.
@Suite("the password of the base URL under hostile servers", .onWaitingThreads)
struct PasswordNeverShownTests {
  private static let password = "secretpw"

  /// Every command that talks to the server.
  private static let commands: [[String]] = [
    ["posts"], ["post", "12"], ["users"], ["user", "3"], ["todos"], ["albums"],
    ["photos", "--album", "1"], ["comments", "--post", "12"],
    ["post", "create", "--user", "3", "--title", "T", "--body", "B"],
    ["post", "edit", "12", "--title", "New"], ["post", "delete", "12", "--yes"],
    ["user", "create", "--name", "Ada", "--username", "ada", "--email", "ada@example.test"],
    ["user", "edit", "3", "--name", "Ada"], ["user", "delete", "3", "--yes"],
  ]

  /// A way for a server to answer, by name.
  struct Mode: Sendable, CustomTestStringConvertible {
    var name: String
    var script: HostileServer.Script
    var testDescription: String { name }
  }

  /// What a server that works answers: the item or a list, for a read or a write.
  private static func working(_ request: HostileServer.Request) -> [HostileServer.Step] {
    let path = request.path.split(separator: "?").first.map(String.init) ?? request.path
    let body: String =
      switch (request.method, path) {
      case ("DELETE", _): "{}"
      case (_, let path) where path.hasPrefix("/users/") || path == "/users":
        request.method == "GET" && path == "/users"
          ? "[\(RemoteServerTests.user)]" : RemoteServerTests.user
      case (_, "/posts/12/comments"): "[\(RemoteServerTests.comment)]"
      case ("GET", "/posts"): "[\(RemoteServerTests.post)]"
      case (_, let path) where path.hasPrefix("/posts"): RemoteServerTests.post
      default: "[]"
      }
    return [
      .response(
        request.method == "POST" ? 201 : 200,
        headers: ["Content-Type": "application/json", "ETag": #""v1""#], body: body)
    ]
  }

  private static func answering(_ name: String, _ steps: [HostileServer.Step]) -> Mode {
    Mode(name: name) { _, _ in steps }
  }

  static let modes: [Mode] = [
    Mode(name: "works") { request, _ in working(request) },
    answering("302 to a relative place", [.response(302, headers: ["Location": "/posts"])]),
    answering("303 to a relative place", [.response(303, headers: ["Location": "elsewhere?x=1"])]),
    answering("307 to a relative place", [.response(307, headers: ["Location": "/v2/x"])]),
    answering("308 to a local scheme", [.response(308, headers: ["Location": "file:///etc/x"])]),
    answering("301 without a place", [.response(301)]),
    answering(
      "401 asking for a password",
      [.response(401, headers: ["WWW-Authenticate": #"Basic realm="x""#], body: "{}")]),
    answering("403", [.response(403, body: #"{"message": "no"}"#)]),
    answering("404", [.response(404, body: "{}")]),
    answering("422 in HTML", [.response(422, body: "<html>no</html>")]),
    answering("429 for an hour", [.response(429, headers: ["Retry-After": "3600"])]),
    answering("500", [.response(500, body: #"{"error": "down"}"#)]),
    answering("not HTTP", [.text("SSH-2.0-OpenSSH_9.2\r\n\r\n")]),
    answering("a reset", [.reset]),
    answering("a close without an answer", [.send(Data())]),
    answering("no answer", [.hold]),
    answering(
      "a body too large", [.text("HTTP/1.1 200 OK\r\nContent-Length: 99999999999\r\n\r\n")]),
    answering("a body cut short", [.text("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n[")]),
    answering("not JSON", [.response(200, body: "<html></html>")]),
    answering(
      "a next page elsewhere",
      [.response(200, headers: ["Link": #"</posts?page=2>; rel="next""#], body: "[]")]),
  ]

  @Test(arguments: modes, ["127.0.0.1", "::1"])
  func isNeverShownNorStored(mode: Mode, address: String) throws {
    let cache = ScratchCacheHome()
    let server = try HostileServer(address: address, script: mode.script)
    defer { server.stop() }
    let root = "http://u:\(Self.password)@\(server.host)"

    for command in Self.commands {
      let result = try AppProcess.run(
        command + ["--base-url", root, "--timeout", "1s", "--retries", "0"],
        environment: ["XDG_CACHE_HOME": cache.url.path])

      check(
        !(result.standardOutput + result.standardError).contains(Self.password),
        "\(command): \(result.standardError)")
    }
    check(server.requests.allSatisfy { $0.headers["authorization"] != nil })
    var files: [URL] = []
    let enumerator = FileManager.default.enumerator(at: cache.url, includingPropertiesForKeys: nil)
    while let file = enumerator?.nextObject() as? URL {
      files.append(file)
      let data = FileManager.default.contents(atPath: file.path) ?? Data()
      checkEqual(data.range(of: Data(Self.password.utf8)), nil, "\(file.lastPathComponent)")
    }
    if mode.name == "works" {
      check(files.contains { $0.pathExtension == "entry" }, "answers were stored")
    }
    let info = try AppProcess.run(
      ["cache", "info"], environment: ["XDG_CACHE_HOME": cache.url.path])
    let clear = try AppProcess.run(
      ["cache", "clear", "--base-url", root], environment: ["XDG_CACHE_HOME": cache.url.path])
    for result in [info, clear] {
      check(!(result.standardOutput + result.standardError).contains(Self.password))
    }
  }
}

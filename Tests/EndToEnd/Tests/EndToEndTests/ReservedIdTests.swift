import Foundation
import TestSupport
import Testing

/// Ids that hold characters a URL reserves (`/`, `%`, a space) against `app serve`: each is one
/// segment of the path, percent-encoded, for `get`, `edit`, `delete` and `app browse` alike.
@Suite("ids with reserved characters", .onWaitingThreads)
struct ReservedIdTests {
  static let database = #"""
    {"oddities": [{"id": "x/y", "name": "Slash"}, {"id": "50% off", "name": "Sale"}]}
    """#

  @Test func getEditAndDeleteTakeAnIdWithASlashOrASpace() async throws {
    try await ServeProcess.served(Self.database) { server, file in
      let base = ["--base-url", server.baseURL]
      let read = try AppProcess.run(["get", "/oddities/x%2Fy"] + base)
      checkEqual(read.status, 0, "\(read.standardError)")
      check(read.standardOutput.contains("Slash"))

      let edited = try AppProcess.run(["edit", "oddities", "x/y", "name=Stroke"] + base)
      checkEqual(edited.status, 0, "\(edited.standardError)")
      let changed = try RecordWriteCommandsTests.record("oddities", id: "x/y", in: file)
      checkEqual(changed?["name"] as? String, "Stroke")

      let deleted = try AppProcess.run(["delete", "oddities", "50% off", "--yes"] + base)
      checkEqual(deleted.status, 0, "\(deleted.standardError)")
      check(try RecordWriteCommandsTests.record("oddities", id: "50% off", in: file) == nil)
    }
  }

  @Test func theBrowserOpensARecordWhoseIdHoldsASlash() async throws {
    try await ServeProcess.served(Self.database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the oddities never showed") {
        $0.line(23).contains("oddity x/y · 1 of 2")
      }
      app.type("\r")
      _ = try app.requireScreen("the record whose id holds a slash never opened") {
        $0.row(containing: "name  Slash") != nil && !$0.lines.joined().contains("not found")
      }
      app.type("\u{1B}q")
    }
  }
}

import Foundation
import TestSupport
import Testing

/// `app browse` writing the records of an API it has never seen, on a pseudo-terminal over
/// `app serve`: a record created, edited and deleted from its tab on the record form, each
/// write read back from the database file, and a delete undone within its window.
@Suite("app browse writes any resource's records", .onWaitingThreads)
struct BrowseRecordWritesTests {
  let cacheHome = ScratchCacheHome()

  static let database = """
    {"plants": [{"id": 1, "name": "Fern", "height": 30}, {"id": 2, "name": "Ivy", "height": 15}]}
    """

  @Test func createsEditsAndDeletesARecordAndUndoesADelete() async throws {
    try await ServeProcess.served(Self.database) { server, file in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the plants never showed") {
        $0.line(0).hasPrefix("[Plants]") && $0.line(23).contains("plant 1 of 2")
      }

      app.type("c")
      _ = try app.requireScreen("c never opened a new plant's form, its number typed as a number") {
        $0.row(containing: "New plant") != nil && $0.row(containing: "height (number)") != nil
      }
      app.type("Rose\t45\u{13}")
      _ = try app.requireScreen("the new plant was never shown under the cursor") {
        $0.line(23).contains("plant 3 of 3") && $0.row(containing: "Rose") != nil
      }
      let created = try RecordWriteCommandsTests.record("plants", id: "3", in: file)
      checkEqual(created?["name"] as? String, "Rose")
      checkEqual(created?["height"] as? Int, 45, "a number, not the text 45")

      app.type("e")
      _ = try app.requireScreen("e never opened the plant's form") {
        $0.row(containing: "Edit plant 3") != nil
      }
      app.type("\t\u{15}50\u{13}")
      _ = try app.requireScreen("the edit was never shown in the list") {
        $0.lines.contains { $0.contains("Rose") && $0.contains("50") }
          && $0.row(containing: "Edit") == nil
      }
      let edited = try RecordWriteCommandsTests.record("plants", id: "3", in: file)
      checkEqual(edited?["height"] as? Int, 50)
      checkEqual(edited?["name"] as? String, "Rose")

      app.type("d")
      _ = try app.requireScreen("d never asked") { $0.line(23).contains(#"Delete "Rose"? [y/N]"#) }
      app.type("y")
      _ = try app.requireScreen("y never hid the plant") {
        $0.line(23).contains("Deleted plant 3 — u to undo") && $0.row(containing: "Rose") == nil
      }
      app.type("u")
      _ = try app.requireScreen("u never brought the plant back") {
        $0.line(23).contains("undone") && $0.row(containing: "Rose") != nil
      }
      check(try RecordWriteCommandsTests.record("plants", id: "3", in: file) != nil)

      app.type("dy")
      _ = try app.requireScreen("the plant was never deleted once its window closed") {
        $0.line(23).contains("Deleted plant 3.")
      }
      check(try RecordWriteCommandsTests.record("plants", id: "3", in: file) == nil)
      app.type("q")
      checkEqual(app.wait().status, 0)
    }
  }
}

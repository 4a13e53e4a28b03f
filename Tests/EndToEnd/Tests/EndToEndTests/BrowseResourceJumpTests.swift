import Foundation
import TestSupport
import Testing

/// `:RESOURCE TEXT` on any resource, on a pseudo-terminal: a record by its id, then by the name
/// its screen is titled by, then by a name the text starts, among every page of the resource;
/// Tab completes the names.
@Suite("app browse: :RESOURCE TEXT finds any resource's records", .onWaitingThreads)
struct BrowseResourceJumpTests {
  let cacheHome = ScratchCacheHome()

  /// Three authors, one of whose ids is another's name, and 120 readers: three pages of 50.
  static let database: String = {
    let authors = [
      #"{"id": "kierkegaard", "name": "Søren Kierkegaard"}"#,
      #"{"id": "weil", "name": "Simone Weil"}"#,
      #"{"id": "Simone Weil", "name": "Not Simone"}"#,
    ]
    let readers = (1...120).map { #"{"id": \#($0), "name": "Reader \#($0)"}"# }
    return #"{"readers": [\#(readers.joined(separator: ","))], "#
      + #""authors": [\#(authors.joined(separator: ","))]}"#
  }()

  @Test func aRecordIsFoundByIdThenByNameThenByTheStartOfOneAndTabCompletesThem() async throws {
    try await ServeProcess.served(Self.database) { server, _ in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the readers never showed") {
        $0.line(23).contains("reader 1 of 120 · 50 loaded")
      }
      // An id not among the pages loaded is asked of the server alone.
      app.type(":readers 120\r")
      _ = try app.requireScreen("a reader on the last page was never opened by id") {
        $0.line(0).contains("Reader 120") && $0.row(containing: "name  Reader 120") != nil
      }
      app.type("\u{1B}")
      _ = try app.requireScreen("the pages were read to find an id") {
        $0.line(0).contains("[Readers]") && $0.line(23).contains("50 loaded")
      }
      // On the last page: every page is read to find it, and the list's cursor goes to it.
      app.type(":readers reader 119\r")
      _ = try app.requireScreen("a reader on the last page was never opened by name") {
        $0.line(0).contains("Reader 119") && $0.row(containing: "name  Reader 119") != nil
      }
      app.type("\u{1B}")
      _ = try app.requireScreen("Esc did not land on the reader in the list") {
        $0.line(23).contains("reader 119 of 120")
      }
      app.type(":authors Simone Weil\r")
      _ = try app.requireScreen("an id did not come before a name") {
        $0.line(0).contains("Not Simone")
      }
      app.type(":authors sø\t")
      _ = try app.requireScreen("Tab never completed an author's name") {
        $0.line(23).contains(":authors Søren Kierkegaard")
      }
      app.type("\u{15}authors s\t")
      _ = try app.requireScreen("Tab never listed the names it starts") {
        $0.lines.contains { $0.contains("Simone Weil") }
          && $0.lines.contains { $0.contains("Søren") }
      }
      app.type("\u{15}authors simone\r")
      _ = try app.requireScreen("the start of a name never found its author") {
        $0.line(0).contains("Simone Weil") && $0.row(containing: "id    weil") != nil
      }
      app.type(":authors nobody\r")
      _ = try app.requireScreen("a name nothing has was not said") {
        $0.line(23).contains(#"No author matches "nobody"."#)
      }
      app.type("q")
      checkEqual(app.wait().status, 0)
    }
  }
}

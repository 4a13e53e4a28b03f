import Foundation
import TestSupport
import Testing

/// `app browse`'s record forms pick a field that links to another resource (a book's
/// `authorId`, a loan's `bookId`) from that resource's records by name, on a pseudo-terminal
/// over `app serve`.
@Suite("app browse: link fields picked by name", .onWaitingThreads)
struct BrowseLinkPickerTests {
  let cacheHome = ScratchCacheHome()

  /// Authors with text ids, one with a slash; books linking them; loans linking books.
  static let library = """
    {"authors": [{"id": "weil", "name": "Simone Weil"},
                 {"id": "de/beauvoir", "name": "Simone de Beauvoir"},
                 {"id": "kierkegaard", "name": "Søren Kierkegaard"}],
     "books": [{"id": 1, "title": "Gravity and Grace", "authorId": "weil"},
               {"id": 2, "title": "The Second Sex", "authorId": "de/beauvoir"}],
     "loans": [{"id": 1, "bookId": 1, "reader": "Ann"}]}
    """

  @Test(arguments: [UInt16(80), 40])
  func aNewBooksAuthorIsPickedByNameAndSavedByID(columns: UInt16) async throws {
    try await ServeProcess.served(Self.library) { server, database in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path], columns: columns)
      defer { _ = app.wait() }
      _ = try app.requireScreen("the authors never showed") { $0.line(23).contains("author") }
      app.type(":books\r")
      _ = try app.requireScreen("the books never showed") { $0.line(23).contains("book 1") }
      app.type("c")
      let form = try app.requireScreen("c never opened a book's form") {
        $0.row(containing: "New book") != nil && $0.row(containing: "authorId") != nil
      }
      let row = try #require(form.row(containing: "authorId"))
      check(form.line(row).contains("none · Enter"), "\(form)")

      app.type("Ethics of Ambiguity\tsimone de")
      let picker = try app.requireScreen("the search never found the author") {
        $0.row(containing: "Search") != nil && $0.row(containing: "Simone de Beauvoir") != nil
      }
      checkEqual(picker.row(containing: "Søren"), nil, "the others are filtered out")
      for line in picker.lines {
        check(TerminalText.cells(line) <= Int(columns), "\(line)")
      }
      app.type("\r")
      _ = try app.requireScreen("Enter never picked the author") {
        $0.row(containing: "Search") == nil
          && $0.lines.joined().contains("Simone de Beauvoir (#de")
      }
      app.type("\u{13}")
      _ = try app.requireScreen("the book was never saved") {
        $0.row(containing: "New book") == nil && $0.lines.joined().contains("Ethics of")
      }
      app.type("q")
      checkEqual(app.wait().status, 0)
      let books = try RecordWriteCommandsTests.records("books", in: database)
      checkEqual(books.last?["authorId"] as? String, "de/beauvoir", "\(books)")
    }
  }

  @Test func aLoansBookShowsByNameAndIsChangedByAnotherPicked() async throws {
    try await ServeProcess.served(Self.library) { server, database in
      let app = try TerminalProcess.start(
        ["browse", "--base-url", server.baseURL, "--color", "never"],
        environment: ["XDG_CACHE_HOME": cacheHome.url.path])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the authors never showed") { $0.line(23).contains("author") }
      app.type(":loans\r")
      _ = try app.requireScreen("the loans never showed") { $0.line(23).contains("loan 1") }
      app.type("e")
      _ = try app.requireScreen("the loan's book was never named") {
        $0.lines.joined().contains("Gravity and Grace (#1)")
      }
      app.type("\r")
      _ = try app.requireScreen("Enter never listed the books") {
        $0.row(containing: "Search") != nil && $0.row(containing: "The Second Sex (#2)") != nil
      }
      app.type("j\r\u{13}")
      _ = try app.requireScreen("the loan was never saved") {
        $0.row(containing: "Edit loan") == nil && $0.line(23).contains("loan 1")
      }
      app.type("q")
      checkEqual(app.wait().status, 0)
      let loans = try RecordWriteCommandsTests.records("loans", in: database)
      checkEqual(loans.first?["bookId"] as? Int, 2, "\(loans)")
    }
  }
}

import Foundation
import TestSupport
import Testing

/// `app browse`'s tabs over an API it has never seen, on a pseudo-terminal against a bookshop
/// that fails on cue: a tab that failed leaves the others working, a list whose next page
/// failed takes every key and `r`, and keys typed while pages come are all taken.
@Suite("app browse: the tabs recover from failures", .onWaitingThreads)
struct BrowseTabRecoveryTests {
  let cacheHome = ScratchCacheHome()

  @Test func aTabThatFailedLeavesTheNextOneLoadingAndSaysNothingOfTheServerAnsweringAgain() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.failures.withLock { $0["/authors"] = .http(503, body: #"{"error": "down"}"#) }
    let app = try browse(shop, ["--retries", "0"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the authors never failed") {
      $0.lines.joined().contains("r to retry:") && $0.lines.joined().contains("HTTP 503")
    }
    app.type("2")
    let books = try app.requireScreen("the books never showed after the authors failed") {
      $0.line(0).contains("[Books]") && $0.row(containing: "Book 1 ") != nil
        && $0.line(23).contains("book 1 of 60")
    }
    check(
      !books.lines.joined().contains("answers again"),
      "a 503 is an answer: the server never stopped answering")
    shop.failures.withLock { $0["/authors"] = nil }
    app.type("1r")
    _ = try app.requireScreen("r never brought the authors back, saying they are new") {
      $0.line(0).contains("[Authors]") && $0.row(containing: "Author 10") != nil
        && $0.line(23).contains("updated: 10 new")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func aTabOfAResourceTheServerLacksLeavesTheNextOneShowingItsStoredRecords() async throws {
    try await ServeProcess.served(#"{"authors": [{"id": 1, "name": "Author 1"}]}"#) { server, _ in
      let first = try browse(server.baseURL, ["--resource", "authors"])
      _ = try first.requireScreen("the authors never showed") {
        $0.row(containing: "Author 1") != nil
      }
      first.type("q")
      checkEqual(first.wait().status, 0)

      // The authors come from the store, and the server answers 304 to asking again.
      let app = try browse(server.baseURL, ["--resource", "nope", "--resource", "authors"])
      defer { _ = app.wait() }
      _ = try app.requireScreen("the missing resource never failed") {
        $0.lines.joined().contains("r to retry:")
      }
      app.type("2")
      let authors = try app.requireScreen("the authors never showed after nope failed") {
        $0.line(0).contains("[Authors]") && $0.row(containing: "Author 1") != nil
          && $0.line(23).contains("author 1 of 1")
      }
      check(!authors.lines.joined().contains("Loading"))
      check(!authors.lines.joined().contains("answers again"))
      app.type("q")
    }
  }

  /// A tab shown from the store while the server cannot be reached is as old as it was: once
  /// the server answers another tab, it is asked for again, and the status line says so.
  @Test func aTabShownFromTheStoreDuringAnOutageIsAskedForAgainOnceTheServerAnswers() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    let first = try browse(shop, ["--retries", "0"])
    _ = try first.requireScreen("the authors never showed") {
      $0.row(containing: "Author 10") != nil
    }
    first.type("2")
    _ = try first.requireScreen("the books never showed") {
      $0.line(0).contains("[Books]") && $0.line(23).contains("book 1 of 60")
    }
    first.type("q")
    checkEqual(first.wait().status, 0)

    let app = try browse(shop, ["--retries", "0"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the authors never showed") {
      $0.row(containing: "Author 10") != nil && !$0.lines.joined().contains("Loading")
    }
    shop.isDown.withLock { $0 = true }
    app.type("2")
    _ = try app.requireScreen("the books were not shown from the store in place of the server") {
      $0.line(0).contains("[Books]") && $0.row(containing: "Book 1 ") != nil
        && $0.lines.joined().contains("offline: showing data from")
    }
    shop.isDown.withLock { $0 = false }
    let asked = shop.receivedPaths.count
    app.type("1r")
    _ = try app.requireScreen("the books were not asked for again once the server answered") {
      // The status line wraps where its words do, after whatever the refresh said.
      $0.lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        .contains("the server answers again: asking again for the books")
    }
    app.type("2")
    _ = try app.requireScreen("the books still said they were offline") {
      $0.line(0).contains("[Books]") && !$0.lines.joined().contains("offline")
        && $0.line(23).contains("book 1 of 60")
    }
    check(
      shop.receivedPaths.dropFirst(asked).contains { $0.hasPrefix("/books") },
      "\(shop.receivedPaths.dropFirst(asked))")
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func aListWhoseNextPageFailedTakesEveryKeyAndRAsksForThePageAgain() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    let app = try browse(shop, ["--resource", "reviews", "--retries", "0"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the reviews never showed") {
      $0.line(23).contains("review 1 of 300 · 50 loaded")
    }
    shop.isDown.withLock { $0 = true }
    app.type("G")
    // The failure shown is that of a page G asked for: G asks for several at once, and the
    // first cut off (page 2 or one after it) stops the others, asked for or not.
    _ = try app.requireScreen("the next pages never failed") {
      $0.lines.joined().contains("r to retry: ")
        && shop.receivedPaths.contains { !$0.contains("_page=1&") }
    }
    let askedBeforeRetry = shop.receivedPaths.count
    shop.isDown.withLock { $0 = false }
    app.type("r")
    _ = try app.requireScreen("r never asked for the page that failed") {
      $0.line(23).contains("100 loaded") && !$0.lines.joined().contains("r to retry")
    }
    app.type("k")
    _ = try app.requireScreen("k was not taken") { $0.line(23).contains("review 49 of 300") }
    app.type("g")
    _ = try app.requireScreen("g was not taken") { $0.line(23).contains("review 1 of 300") }
    app.type("/review 7\r")
    _ = try app.requireScreen("/ was not taken") { $0.lines.joined().contains("match") }
    app.type("\u{1B}\r")
    _ = try app.requireScreen("Enter never opened the review") {
      $0.line(0).contains("› review 7") && $0.row(containing: "bookId  8") != nil
    }
    app.type("\u{1B}q")
    checkEqual(app.wait().status, 0)
    checkEqual(
      shop.receivedPaths.dropFirst(askedBeforeRetry).filter { $0.contains("_page=2&") }.count, 1,
      "r asks for the first page not loaded once")
  }

  @Test func movesTypedWhilePagesComeAreAllTaken() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    let app = try browse(shop, ["--resource", "reviews"])
    defer { _ = app.wait() }
    _ = try app.requireScreen("the reviews never showed") {
      $0.line(23).contains("review 1 of 300 · 50 loaded")
    }
    shop.laterReviews.close()
    // `:` after the moves shows once the app read them all, while the second page is held.
    app.type(String(repeating: "j", count: 250) + ":")
    _ = try app.requireScreen("the command line never opened after the moves") {
      $0.line(23).hasPrefix(":")
    }
    app.type("\u{1B}")
    shop.laterReviews.open()
    _ = try app.requireScreen("the moves stopped at a page's end") {
      $0.line(23).contains("review 251 of 300")
    }
    app.type("j")
    _ = try app.requireScreen("a move after them went further than one row") {
      $0.line(23).contains("review 252 of 300")
    }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func keysTypedWhileTheResourcesLoadAreTheBrowsersFirstAndNotEchoed() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    shop.database.close()
    let app = try browse(shop)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the resources were never loading") {
      $0.line(0).contains("Loading /db…")
    }
    app.type("2jj")
    shop.database.open()
    let books = try app.requireScreen("the keys typed while /db loaded were not kept") {
      $0.line(0).contains("[Books]") && $0.line(23).contains("book 3 of 60")
    }
    check(!books.lines.joined().contains("2jj"))
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func escWhileAFormSavesGoesBackOnceTheServerAnsweredAndSaysNothingAfter() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    let app = try editingAuthor1(shop)
    defer { _ = app.wait() }
    shop.writes.close()
    app.type("\u{15}Ada Quill\u{13}\u{1B}")
    _ = try app.requireScreen("Esc while saving never said it waits for the answer") {
      $0.lines.joined().contains("saving: Esc goes back once the server answers")
    }
    shop.writes.open()
    // The server keeps nothing: the list read again after the save shows the author as it was.
    let saved = try app.requireScreen("the form never closed once saved") {
      $0.row(containing: "Edit author 1") == nil && $0.line(23).contains("author 1 of 10")
    }
    check(!saved.lines.joined().contains("Esc"), "nothing said of Esc after the save")
    check(!saved.lines.joined().contains("saving"))

    // A save that fails: Esc goes back as it would have, asking whether to drop the edit.
    app.type("e")
    _ = try app.requireScreen("e never opened the form again") {
      $0.row(containing: "Edit") != nil
    }
    shop.writes.close()
    shop.writeFailure.withLock { $0 = .http(500, body: "{}") }
    app.type("\u{15}Bea\u{13}\u{1B}")
    _ = try app.requireScreen("Esc while saving never said it waits for the answer") {
      $0.lines.joined().contains("saving: Esc goes back once the server answers")
    }
    shop.writes.open()
    _ = try app.requireScreen("Esc was not taken once the save failed") {
      $0.lines.joined().contains("Discard changes? [y/N]")
    }
    app.type("y")
    _ = try app.requireScreen("y never left the form") { $0.row(containing: "Edit") == nil }
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  /// What is typed while a form saves waits for the answer: it goes into the form when the
  /// save fails, and is said not to have been used when the save closes the form.
  @Test func keysTypedWhileAFormSavesGoInOnceTheSaveFailedOrAreSaidUnused() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    let app = try editingAuthor1(shop)
    defer { _ = app.wait() }
    shop.writes.close()
    shop.writeFailure.withLock { $0 = .http(500, body: "{}") }
    app.type("\u{15}Ada\u{13}")
    app.type("xyz")
    _ = try app.requireScreen("the keys typed while saving were not said to wait") {
      $0.lines.joined().contains("saving: what you type waits for the server's answer")
    }
    shop.writes.open()
    _ = try app.requireScreen("the keys typed while saving never went in once the save failed") {
      $0.row(containing: "Adaxyz") != nil
    }

    shop.writes.close()
    shop.writeFailure.withLock { $0 = nil }
    app.type("\u{15}Bea\u{13}")
    app.type("qq")
    _ = try app.requireScreen("the keys typed while saving were not said to wait") {
      $0.lines.joined().contains("saving: what you type waits for the server's answer")
    }
    shop.writes.open()
    let saved = try app.requireScreen("the keys typed while saving were not said unused") {
      $0.row(containing: "Edit author 1") == nil
        && $0.lines.joined().contains("2 keys pressed while")
    }
    check(saved.lines.joined().contains("were not used: the screen was closed"), "\(saved)")
    app.type("q")
    checkEqual(app.wait().status, 0)
  }

  @Test func aDeleteInARelatedTabCountsTheRecordsThatPointHereAnew() async throws {
    let database = """
      {"customers": [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Bea"}],
       "orders": [{"id": "o1", "customerId": 2}, {"id": "o2", "customerId": 2},
                  {"id": "o3", "customerId": 1}]}
      """
    try await ServeProcess.served(database) { server, _ in
      let app = try browse(server.baseURL)
      defer { _ = app.wait() }
      _ = try app.requireScreen("the customers never showed") {
        $0.line(23).contains("customer 1 of 2")
      }
      app.type("j\r")
      _ = try app.requireScreen("Bea's orders were never counted") {
        $0.row(containing: "name  Bea") != nil && $0.row(containing: "orders  2 ›") != nil
      }
      app.type("2")
      _ = try app.requireScreen("the orders never showed") { $0.line(23).contains("order o1 · 1") }
      app.type("dy")
      _ = try app.requireScreen("the order was never deleted once its window closed") {
        $0.line(23).contains("Deleted order o1.")
      }
      app.type("1")
      _ = try app.requireScreen("Bea's orders were not counted anew after the delete") {
        $0.row(containing: "name  Bea") != nil && $0.row(containing: "orders  1 ›") != nil
      }
      app.type("q")
    }
  }

  /// `app browse` on `shop`, with `arguments`, its cache this test's.
  /// `app browse` of `shop`, on the form of author 1, opened with `e` from the list.
  private func editingAuthor1(_ shop: BookshopServer) throws -> TerminalProcess {
    let app = try browse(shop)
    _ = try app.requireScreen("the authors never showed") {
      $0.line(23).contains("author 1 of 10")
    }
    app.type("e")
    _ = try app.requireScreen("e never opened the form") {
      $0.row(containing: "Edit author 1") != nil
    }
    return app
  }

  private func browse(_ shop: BookshopServer, _ arguments: [String] = []) throws -> TerminalProcess
  {
    try browse(shop.baseURL, arguments)
  }

  private func browse(_ baseURL: String, _ arguments: [String] = []) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", baseURL, "--color", "never"] + arguments,
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }
}

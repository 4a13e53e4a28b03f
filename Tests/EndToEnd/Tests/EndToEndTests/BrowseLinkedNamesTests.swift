import Foundation
import TestSupport
import Testing

/// `app browse`'s names of the records a list links to (a review's book), on a pseudo-terminal
/// against a bookshop that counts what it is asked: the books are read once for every page `G`
/// loads, once more for `r`, and once when a restart shows the reviews from the store and asks
/// the server again.
@Suite("app browse: linked records are read once for every page", .onWaitingThreads)
struct BrowseLinkedNamesTests {
  let cacheHome = ScratchCacheHome()

  @Test func theBooksOfTheReviewsAreReadOncePerRunNotOncePerPage() throws {
    let shop = try BookshopServer()
    defer { shop.stop() }
    /// How many requests of `shop` asked for a path that starts with `prefix`.
    func asked(_ prefix: String) -> Int {
      shop.receivedPaths.count { $0.hasPrefix(prefix) }
    }
    let app = try browse(shop)
    defer { _ = app.wait() }
    _ = try app.requireScreen("the authors never showed") { $0.line(23).contains("author 1 of 10") }
    app.type("3")
    _ = try app.requireScreen("the reviews never showed with their books") {
      $0.line(23).contains("review 1 of 300 · 50 loaded") && $0.row(containing: "Book 22") != nil
    }
    app.type("G")
    _ = try app.requireScreen("G never reached the last review") {
      $0.line(23).contains("review 300 of 300") && $0.row(containing: "Book 1") != nil
    }
    checkEqual(asked("/reviews"), 6, "the six pages: \(shop.receivedPaths)")
    checkEqual(asked("/books"), 1, "the books once for the six pages: \(shop.receivedPaths)")

    app.type("r")
    _ = try app.requireScreen("r never read the six pages again") {
      $0.line(23).contains("up to date") && asked("/reviews") == 12
    }
    checkEqual(asked("/books"), 2, "r read the books again, once: \(shop.receivedPaths)")
    app.type("q")
    checkEqual(app.wait().status, 0)

    // Shown from the store, the six pages are asked for again at once, and the books with them,
    // once.
    let before = (reviews: asked("/reviews"), books: asked("/books"))
    let again = try browse(shop)
    defer { _ = again.wait() }
    _ = try again.requireScreen("the authors never showed again") {
      $0.line(23).contains("author 1 of 10")
    }
    again.type("3")
    _ = try again.requireScreen("the restart never asked for the six pages again") {
      $0.line(23).contains("review 1 of 300") && !$0.line(23).contains("updated")
        && !$0.line(23).contains("loaded") && asked("/reviews") >= before.reviews + 6
    }
    checkEqual(asked("/reviews"), before.reviews + 6, "\(shop.receivedPaths.suffix(12))")
    checkEqual(asked("/books"), before.books + 1, "\(shop.receivedPaths.suffix(12))")
    again.type("q")
    checkEqual(again.wait().status, 0)
  }

  /// `app browse` on `shop`, its cache this test's.
  private func browse(_ shop: BookshopServer) throws -> TerminalProcess {
    try TerminalProcess.start(
      ["browse", "--base-url", shop.baseURL, "--color", "never"],
      environment: ["XDG_CACHE_HOME": cacheHome.url.path])
  }
}

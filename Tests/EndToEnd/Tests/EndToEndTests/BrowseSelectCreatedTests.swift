import Foundation
import TestSupport
import Testing

/// After a create, `app browse` selects the new item in the list it went into.
extension BrowseTests {
  @Test(arguments: [UInt16(80), 40])
  func aPostCreatedIsSelectedAtTheEndOfThePosts(columns: UInt16) throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    app.resize(columns: columns, rows: 24)
    _ = try waitFor(app, "the list never fitted") {
      $0.columns == Int(columns) && $0.line(23).contains("post 1 of 100")
    }

    app.type("c")
    let form = try waitFor(app, "c never opened the form") { $0.line(1).contains("New post") }
    check(form.row(containing: "title *") != nil, "a required field is marked")
    check(form.row(containing: "body *") != nil)
    // The title first, as the list's columns; Enter on the author lists the users.
    app.type("A post of my own\t\r")
    _ = try waitFor(app, "Enter never listed the users") { $0.row(containing: "(#3)") != nil }
    app.type("jj\r\tIts body\u{13}")
    // Saved from the list, the post is shown in it, at the end, under the cursor.
    let list = try waitFor(app, "the posts never went to the new post") {
      $0.line(23).contains("post 101 of 101")
    }
    let row = try #require(list.row(containing: "101  A post of my"), "the new post is shown")
    check(list.line(row).hasPrefix("›"), "under the cursor")
    app.type("q")
  }
}

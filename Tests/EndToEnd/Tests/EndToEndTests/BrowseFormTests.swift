import Foundation
import TestSupport
import Testing

/// The forms and deletions of `app browse`, on the sample API, which keeps what is written.
extension BrowseTests {
  private static let tab = "\t"
  private static let backTab = "\u{1B}[Z"
  private static let save = "\u{13}"
  private static let clearLine = "\u{15}"
  private static let escape = "\u{1B}"

  /// Starts the browser, at `columns` × `rows` once the posts have shown.
  private func startNarrowed(columns: UInt16, rows: UInt16) throws -> TerminalProcess {
    let (app, _) = try start()
    guard columns != 80 || rows != 24 else { return app }
    app.resize(columns: columns, rows: rows)
    _ = try waitFor(app, "the list never fitted") {
      $0.columns == Int(columns) && $0.line(Int(rows) - 1).contains("post 1 of 100")
    }
    return app
  }

  @Test(arguments: [(UInt16(80), UInt16(24)), (40, 16)])
  func createsAUserAfterFixingTheEmailTheFormFlagged(columns: UInt16, rows: UInt16) throws {
    let app = try startNarrowed(columns: columns, rows: rows)
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "user 1 of 10") != nil }
    app.type("c")
    let form = try waitFor(app, "c never opened the form") { $0.line(1).contains("New user") }
    check(form.row(containing: "email *") != nil, "a required field is marked")
    checkEqual(form.row(containing: "phone *"), nil, "an optional one is not")
    app.type("Ada Lovelace\(Self.tab)ada\(Self.tab)ada@example")
    let typed = try waitFor(app, "the email was never typed") {
      $0.row(containing: "ada@example") != nil
    }
    checkEqual(typed.row(containing: "is not a valid"), nil, "not before leaving it")

    app.type(Self.tab)
    let flagged = try waitFor(app, "leaving the email never flagged it") {
      $0.row(containing: "is not a valid") != nil
    }
    let email = try #require(flagged.row(containing: "email *"))
    // At 40 columns the labels have lines of their own, the text under them.
    let under = columns < 80 ? 2 : 1
    check(flagged.line(email + under).contains("is not a valid"), "under the field")
    if columns >= 80 { check(flagged.row(containing: "disabled until") != nil) }
    for line in flagged.lines {
      check(TerminalText.cells(line) <= Int(columns), "\(line)")
    }

    app.type("\(Self.backTab).org")
    _ = try waitFor(app, "fixing the email never cleared the message") {
      $0.row(containing: "ada@example.org") != nil
        && $0.row(containing: "is not a valid") == nil
    }
    app.type(Self.save)
    let list = try waitFor(app, "the list never showed the new user") {
      $0.row(containing: "11  Ada Lo") != nil && $0.row(containing: "username") != nil
    }
    let row = try #require(list.row(containing: "11  Ada Lo"))
    check(list.line(row).hasPrefix("›"), "the new user is selected")
    check(list.line(Int(rows) - 1).contains("user 11"), "\(list)")
    app.type("q")
  }

  @Test func ctrlSRightAfterFixingAFieldSavesWhatWasTyped() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("2")
    _ = try waitFor(app, "the users never loaded") { $0.row(containing: "user 1 of 10") != nil }
    app.type("c")
    _ = try waitFor(app, "c never opened the form") { $0.line(1).contains("New user") }
    app.type("Ada Lovelace\(Self.tab)ada\(Self.tab)ada@x\(Self.tab)")
    _ = try waitFor(app, "leaving the email never flagged it") {
      $0.row(containing: "is not a valid address") != nil
    }
    app.type("\(Self.backTab).org\(Self.save)")
    let saved = try waitFor(app, "Ctrl-S in the same burst never saved the user") {
      $0.row(containing: "11  Ada Lovelace") != nil
    }
    check(saved.row(containing: "ada@x.org") != nil)
    for line in saved.lines {
      let text = line.trimmingCharacters(in: .whitespaces)
      check(!text.hasSuffix(",") && !text.contains(" ,"), "a bare comma: \(line)")
    }
    app.type("q")
  }

  @Test func editsAPostsTitle() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("e")
    let form = try waitFor(app, "e never opened the post's form") {
      $0.line(1).contains("Edit post 1")
    }
    check(form.row(containing: "Notes on offline-first apps") != nil, "filled in")
    // The form opens on the title, as the list's columns do.
    app.type("\(Self.clearLine)Offline-first, revisited")
    _ = try waitFor(app, "the title was never typed") {
      $0.row(containing: "Offline-first, revisited") != nil
    }
    app.type(Self.save)
    let saved = try waitFor(app, "the post was never saved, nor shown in the list") {
      $0.line(2).hasPrefix("›  1  Offline-first, revisited")
    }
    check(saved.line(23).contains("post 1 of 100"))
    app.type("q")
  }

  @Test func ctrlEHandsTheTerminalToTheEditorForTheBody() throws {
    let editor = "printf 'editing> '; read -r line && printf '%s' \"$line\" >"
    let app = try TerminalProcess.start(
      ["browse", "--sample"], environment: ["VISUAL": editor])
    defer { _ = app.wait() }
    _ = try waitFor(app, "the posts never showed") { $0.line(23).contains("post 1 of 100") }

    app.type("c\(Self.tab)\(Self.tab)\u{05}")
    _ = try waitFor(app, "Ctrl-E never started the editor") {
      !$0.isAlternate && $0.row(containing: "editing>") != nil
    }
    app.type("Written in the editor, 東京\r")
    let back = try waitFor(app, "the body never came back from the editor") {
      $0.isAlternate && $0.row(containing: "Written in the editor, 東京") != nil
    }
    check(back.line(1).contains("New post"))
    app.type(Self.escape)
    _ = try waitFor(app, "Esc never asked") { $0.line(23).contains("Discard changes? [y/N]") }
    app.type("yq")
  }

  @Test func leavingAChangedFormAsksFirst() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }

    app.type("c")
    _ = try waitFor(app, "c never opened the form") { $0.line(1).contains("New post") }
    app.type("7\(Self.escape)")
    _ = try waitFor(app, "Esc never asked") { $0.line(23).contains("Discard changes? [y/N]") }
    app.type("y")
    _ = try waitFor(app, "y never left the form") { $0.line(1).contains("title") }
    app.type("q")
  }

  @Test(arguments: [UInt16(80), 40])
  func deletesAPostAfterAsking(columns: UInt16) throws {
    let app = try startNarrowed(columns: columns, rows: 24)
    defer { _ = app.wait() }

    app.type("d")
    let asked = try waitFor(app, "d never asked") { $0.line(23).contains("? [y/N]") }
    check(asked.line(23).contains("Delete \"Notes on"))
    check(TerminalText.cells(asked.line(23)) <= Int(columns))
    app.type("n")
    _ = try waitFor(app, "n never kept the post") { !$0.line(23).contains("Delete") }

    app.type("dy")
    _ = try waitFor(app, "the post was never deleted") {
      $0.line(23).contains("Deleted post 1")
        && $0.line(2).hasPrefix("›  2  A short guide")
    }
    app.type("q")
  }
}

import Foundation
import TestSupport
import Testing

/// The keys read from the screens' tables, in a pseudo-terminal: a key that does nothing where
/// it is pressed says why in the status line (what the records lack, or where it works), and
/// the next key clears it.
extension BrowseTests {
  @Test func aKeyThatDoesNothingHereSaysWhyAndAKeyNoScreenKnowsWhereTheKeysAre() throws {
    let (app, _) = try start()
    defer { _ = app.wait() }
    _ = try waitFor(app, "the posts never loaded") { $0.line(23).contains("post 1 of") }
    app.type("z")
    _ = try waitFor(app, "z never said where the keys are") { $0.line(23).contains("? for keys") }
    app.type("4")
    _ = try waitFor(app, "the albums never loaded") { $0.line(23).contains("album 1 of") }
    app.type("f")
    _ = try waitFor(app, "f never said what the albums lack") {
      $0.line(23).contains("f needs a true/false field: the albums have none")
    }
    app.type("t")
    let albums = try waitFor(app, "t never said where it works") {
      $0.line(23).contains("t: only on a user")
    }
    check(albums.line(23).contains("? for keys"), "the help is offered: \(albums.line(23))")
    app.type("j")
    _ = try waitFor(app, "the next key never cleared the notice") {
      $0.line(23).contains("album 2 of") && !$0.line(23).contains("only on")
    }
    app.type("q")
  }
}

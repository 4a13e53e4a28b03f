import Foundation
import TestSupport
import Testing

/// The keys read from the screens' tables, in a pseudo-terminal: a key that does nothing where
/// it is pressed says why in the status line, and the next key clears it.
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
    let albums = try waitFor(app, "f never said it is not on the albums") {
      $0.line(23).contains("f: not on the records of any resource")
    }
    check(albums.line(23).contains("? for keys"), "the help is offered: \(albums.line(23))")
    app.type("j")
    _ = try waitFor(app, "the next key never cleared the notice") {
      $0.line(23).contains("album 2 of") && !$0.line(23).contains("not on the")
    }
    app.type("q")
  }
}

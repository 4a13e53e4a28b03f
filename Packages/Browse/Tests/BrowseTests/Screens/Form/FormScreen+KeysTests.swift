import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// A form's keys read from its table: the hints of each row and state, and its help.
struct FormScreenKeysTests {
  private static func hints(_ form: FormScreen) -> [String] {
    ScreenKeys.hints(.form(form), BrowseState(size: Fixtures.size))
  }

  @Test func eachRowHintsItsOwnKeysFirstAndTheHelpLast() {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create))).linking(
      .jsonPlaceholder)
    #expect(Self.hints(form) == ["enter choose", "^S submit", "esc back", "tab next", "^G help"])
    _ = form.press(.tab)
    #expect(Self.hints(form) == ["^S submit", "esc back", "tab next", "^G help"])
    _ = form.press(.tab)
    #expect(Self.hints(form) == ["^S submit", "esc back", "^E editor", "tab next", "^G help"])
  }

  @Test func whileSavingOnlyTheHelpIsHinted() {
    let form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create, status: .submitting)))
    #expect(Self.hints(form) == ["^G help"])
  }

  @Test func theHelpOfAFormIsItsTable() {
    let help = KeyHelp.lines(for: .form).map(\.keys)
    #expect(
      Array(help.prefix(8)) == [
        "On a form", "Tab, Shift-Tab", "Ctrl-S", "Ctrl-R", "Enter on a link", "Ctrl-E", "Esc",
        "r",
      ])
  }
}

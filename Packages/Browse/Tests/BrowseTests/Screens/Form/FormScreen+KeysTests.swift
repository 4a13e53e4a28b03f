import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A form's keys read from its table: the hints of each row and state, and its help.
struct FormScreenKeysTests {
  private static func hints(_ form: FormScreen) -> [String] {
    ScreenKeys.hints(.form(form), BrowseState(size: Fixtures.size))
  }

  @Test func theHelpOfAFormIsItsTable() {
    let help = KeyHelp.lines(for: .form).map(\.keys)
    checkEqual(
      Array(help.prefix(10)),
      [
        "On a form", "Tab, Shift-Tab", "Ctrl-S", "Ctrl-R", "Enter on a link", "Ctrl-O", "Ctrl-E",
        "Space on true/false", "Esc", "r",
      ])
  }
}

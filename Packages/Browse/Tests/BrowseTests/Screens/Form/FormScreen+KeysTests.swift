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

  @Test func theAuthorPickerHintsItsKeysAndAQuestionNone() {
    var form = FormScreen(PostForm.new(PostFormFeature.State(mode: .create))).linking(
      .jsonPlaceholder)
    _ = form.updatePicker("userId") { state in
      LinkPicker(picker: PickerFeature { [] })
        .reduce(into: &state, action: .picker(.open(query: nil)))
    }
    #expect(form.isPicking)
    #expect(Self.hints(form) == ["esc close", "^G help"], "nothing to pick or move over yet")
    _ = form.updatePicker("userId") {
      $0.choices = .loaded([LinkChoice.record(1, name: "A"), LinkChoice.record(2, name: "B")])
    }
    #expect(Self.hints(form) == ["enter pick", "esc close", "↑↓ move", "^G help"])
    _ = form.updatePicker("userId") { $0.choices = .failed(LoadFailure(message: "offline")) }
    #expect(Self.hints(form) == ["r retry", "esc close", "^G help"])

    var changed = FormScreen(UserForm.new(UserFormFeature.State(mode: .create)))
    _ = changed.press(.character("A"))
    _ = changed.press(.escape)
    #expect(changed.isConfirmingDiscard)
    #expect(Self.hints(changed).isEmpty)
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

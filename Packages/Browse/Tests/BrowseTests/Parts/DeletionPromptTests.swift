import Features
import JSONPlaceholderFeatures
import Models
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct DeletionPromptTests {
  @Test func theQuestionNamesTheItemCutToTheWidth() {
    let prompt = DeletionPrompt(target: DeleteTarget.post(7), title: "Ramen notes from 東京 🍜")
    checkEqual(prompt.text(width: 80, spinner: "⠋"), "Delete \"Ramen notes from 東京 🍜\"? [y/N]")
    let cut = prompt.text(width: 30, spinner: "⠋")
    checkEqual(cut, "Delete \"Ramen notes f…\"? [y/N]")
    check(cut.displayWidth <= 30)
  }

  @Test func theStatusSaysHowTheDeletionWent() {
    var prompt = DeletionPrompt(target: DeleteTarget.user(3), title: "Jürgen Weiß")
    prompt.deletion.status = .pending
    checkEqual(prompt.text(width: 80, spinner: "⠋"), "Deleted user 3 — u to undo")
    prompt.deletion.status = .deleting
    checkEqual(prompt.text(width: 80, spinner: "⠋"), "⠋ Deleting user 3…")
    prompt.deletion.status = .deleted
    checkEqual(prompt.text(width: 80, spinner: "⠋"), "Deleted user 3.")
    prompt.deletion.status = .failed(LoadFailure(message: "the server answered 500"))
    checkEqual(
      prompt.text(width: 80, spinner: "⠋"), "Could not delete user 3: the server answered 500")
  }
}

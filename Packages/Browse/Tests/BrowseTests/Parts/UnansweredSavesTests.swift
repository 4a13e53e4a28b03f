import Features
import Foundation
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct UnansweredSavesTests {
  private func saving(_ form: FormScreen) -> BrowseState {
    BrowseState(size: TerminalSize(columns: 80, rows: 24)).opening(.form(form))
  }

  @Test func aFormBeingSavedIsSaidAsAChangeThatGotNoAnswer() throws {
    var form = RecordForm.newPost
    form.status = .submitting
    let state = saving(FormScreen(form))
    let base = try #require(URL(string: "https://ada:secret@api.example/v1/"))
    checkEqual(
      UnansweredSaves.messages(state, baseURL: base),
      [
        "POST https://api.example/v1/posts was sent and got no answer before Ctrl-C; it may "
          + "have been carried out: check with GET https://api.example/v1/posts before sending "
          + "it again"
      ])
    checkEqual(UnansweredSaves.messages(state, baseURL: nil).first?.hasPrefix("POST /posts "), true)
  }

  @Test func aFormNotBeingSavedIsNotSaid() {
    let state = saving(FormScreen(RecordForm.newPost))
    check(UnansweredSaves.messages(state, baseURL: nil).isEmpty)
  }
}

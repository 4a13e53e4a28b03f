import Features
import TestSupport
import Testing

@Suite struct FormStateTests {
  private static let valid = NoteForm(fields: NoteForm.Fields(title: "Hello", note: "Hi"))

  @Test func aFormCanBeSubmittedOnlyWhenEverythingItWouldSendIsValid() {
    check(Self.valid.canSubmit)
    var blankTitle = Self.valid
    blankTitle.fields.title = " "
    check(!blankTitle.canSubmit)
  }

  @Test func aFormCannotBeSubmittedWhileSendingOrWithAProblemShown() {
    var form = Self.valid
    form.status = .submitting
    check(!form.canSubmit)
    form.status = .invalid(FormErrors([.init(field: "title", messages: ["is taken"])]))
    check(!form.canSubmit, "a problem from the server that no change has answered yet")
    form.status = .failed(LoadFailure(message: "offline"))
    check(form.canSubmit, "a failure may be sent again")
  }
}

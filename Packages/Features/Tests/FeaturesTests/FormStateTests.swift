import Features
import Testing

@Suite struct FormStateTests {
  private static let valid = NoteForm(fields: NoteForm.Fields(title: "Hello", note: "Hi"))

  @Test func aFormCanBeSubmittedOnlyWhenEverythingItWouldSendIsValid() {
    #expect(Self.valid.canSubmit)
    var blankTitle = Self.valid
    blankTitle.fields.title = " "
    #expect(!blankTitle.canSubmit)
  }

  @Test func aFormCannotBeSubmittedWhileSendingOrWithAProblemShown() {
    var form = Self.valid
    form.status = .submitting
    #expect(!form.canSubmit)
    form.status = .invalid(FormErrors([.init(field: "title", messages: ["is taken"])]))
    #expect(!form.canSubmit, "a problem from the server that no change has answered yet")
    form.status = .failed(LoadFailure(message: "offline"))
    #expect(form.canSubmit, "a failure may be sent again")
  }
}

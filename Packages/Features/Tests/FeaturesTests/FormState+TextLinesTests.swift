import Features
import TestSupport
import Testing

@Suite struct FormStateTextLinesTests {
  private func lines(_ form: NoteForm) -> [String] {
    form.textLines(
      title: "New note", label: { $0.rawValue.capitalized },
      statusLine: { $0.isSubmitting ? "Saving…" : nil })
  }

  @Test func showsTheTitleAndEachFieldInTheFormsOrder() {
    var form = NoteForm()
    form.fields.title = "Harbour"

    checkEqual(lines(form), ["New note", "  Title: Harbour", "  Note:"])
  }

  @Test func showsTheMessagesOfNoFieldFirstAndEachFieldsProblemsUnderIt() {
    var errors = FormErrors([.init(field: "note", messages: ["is too long", "has a link"])])
    errors.general = ["the notebook is full"]
    let form = NoteForm(status: .invalid(errors))

    checkEqual(
      lines(form),
      [
        "New note", "  ! the notebook is full", "  Title:", "  Note:", "    ! is too long",
        "    ! has a link",
      ])
  }

  @Test func endsWithTheStatusLineWhenTheStatusGivesOne() {
    checkEqual(lines(NoteForm(status: .submitting)).last, "Saving…")
    checkEqual(lines(NoteForm(status: .saved("7"))).last, "  Note:")
  }
}

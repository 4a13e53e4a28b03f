import Features
import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

private typealias Feature = FormFeature<NoteForm>

@Suite(.timeLimit(.minutes(1)))
struct FormFeatureTests {
  private static let blankTitle = FormErrors([.init(field: "title", messages: ["can't be blank"])])

  private func feature(
    _ submission: @escaping @Sendable (NoteForm) -> FormSubmission<String>? = { form in
      .request { "saved \(form.fields.title)" }
    }
  ) -> Feature {
    Feature(submission: submission)
  }

  @Test func anEditChangesTheFieldAndKeepsAFormEditing() async {
    let store = TestStore(initialState: NoteForm(), reducer: feature())

    await store.send(.setField(.note, "hi")) { $0.fields.note = "hi" }
  }

  @Test func anEditChecksTheFieldAgainWhenTheFormIsInvalid() async {
    let store = TestStore(
      initialState: NoteForm(status: .invalid(Self.blankTitle)), reducer: feature())

    await store.send(.setField(.note, "hi")) { $0.fields.note = "hi" }
    await store.send(.setField(.title, "Hello")) {
      $0.fields.title = "Hello"
      $0.status = .editing
    }
    await store.send(.setField(.title, "")) { $0.fields.title = "" }
  }

  @Test func anEditReplacesTheFieldsProblems() async {
    let store = TestStore(
      initialState: NoteForm(
        status: .invalid(FormErrors([.init(field: "title", messages: ["is taken"])]))),
      reducer: feature())

    await store.send(.setField(.title, "")) { $0.status = .invalid(Self.blankTitle) }
  }

  @Test(arguments: [FormStatus<String>.saved("saved"), .failed(LoadFailure(message: "offline"))])
  func anEditMakesASavedOrFailedFormEditingAgain(status: FormStatus<String>) async {
    let store = TestStore(initialState: NoteForm(status: status), reducer: feature())

    await store.send(.setField(.title, "")) { $0.status = .editing }
  }

  @Test func anEditIsIgnoredWhileSubmittingAndForAFieldThatMayNotChange() async {
    let store = TestStore(
      initialState: NoteForm(status: .submitting, noteIsLocked: true), reducer: feature())

    await store.send(.setField(.title, "Hello"))
    await store.send(.setField(.note, "hi"))
  }

  @Test func anEditOfALockedFieldIsIgnoredOutsideSubmittingToo() async {
    let store = TestStore(initialState: NoteForm(noteIsLocked: true), reducer: feature())

    await store.send(.setField(.note, "hi"))
    await store.send(.setField(.title, "Hello")) { $0.fields.title = "Hello" }
  }

  @Test func submittingAnInvalidFormMakesItInvalidAndSendsNothing() async {
    let store = TestStore(
      initialState: NoteForm(),
      reducer: feature { _ in
        Issue.record("An invalid form asked what to send.")
        return nil
      })

    await store.send(.submit) { $0.status = .invalid(Self.blankTitle) }
  }

  @Test func submittingMarksTheFormSubmittingAndSavesTheResource() async {
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello")), reducer: feature())

    await store.send(.submit) { $0.status = .submitting }
    await store.send(.submit)
    await store.receive(.saveResponse(.success("saved Hello"))) {
      $0.status = .saved("saved Hello")
    }
    await store.finish()
  }

  @Test func anUnchangedFormIsSavedAtOnceWithoutARequest() async {
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello")),
      reducer: feature { _ in .unchanged("as it was") })

    await store.send(.submit) { $0.status = .saved("as it was") }
  }

  @Test func aFormWithNothingToSendStaysAsItIs() async {
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello")), reducer: feature { _ in nil })

    await store.send(.submit)
  }

  @Test func theServersFieldErrorsMakeTheFormInvalidInTheFormsOrder() async {
    let rejection = LoadFailure(
      NetworkError.rejected(
        resource: "note",
        fieldErrors: FieldErrors(["note": ["is too long"], "title": ["is taken"]])))
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello")),
      reducer: feature { _ in .request { throw rejection } })

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(rejection))) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "title", messages: ["is taken"]),
          .init(field: "note", messages: ["is too long"]),
        ]))
    }
    await store.finish()
  }

  @Test func errorsOfNoFieldOfTheFormAreItsOwnMessageUntilAnEditAndItCanBeSentAgain() async {
    let attempts = Log<String>()
    let rejection = LoadFailure(
      NetworkError.rejected(
        resource: "note",
        fieldErrors: FieldErrors(["base": ["is locked"]], general: ["Plan is full"])))
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello")),
      reducer: feature { form in
        .request {
          attempts.append(form.fields.title)
          if attempts.entries.count == 1 { throw rejection }
          return "saved"
        }
      })

    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(rejection))) {
      $0.status = .invalid(FormErrors(general: ["Plan is full", "base: is locked"]))
    }
    check(store.state.canSubmit)
    await store.send(.setField(.note, "Later")) {
      $0.fields.note = "Later"
      $0.status = .editing
    }
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success("saved"))) { $0.status = .saved("saved") }
    await store.finish()
  }

  @Test func aFormsOwnMessageDoesNotKeepItFromBeingSentAsItIs() async {
    let store = TestStore(
      initialState: NoteForm(
        fields: .init(title: "Hello"), status: .invalid(FormErrors(general: ["Plan is full"]))),
      reducer: feature { _ in .request { "saved" } })

    await store.send(.fieldLeft(.title))
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.success("saved"))) { $0.status = .saved("saved") }
    await store.finish()
  }

  @Test func anEditKeepsTheOtherFieldsProblemsAndDropsTheFormsOwnMessage() async {
    let store = TestStore(
      initialState: NoteForm(
        fields: .init(title: "Hello"),
        status: .invalid(
          FormErrors([.init(field: "title", messages: ["is taken"])], general: ["Plan is full"]))),
      reducer: feature())

    await store.send(.setField(.note, "x")) {
      $0.fields.note = "x"
      $0.status = .invalid(FormErrors([.init(field: "title", messages: ["is taken"])]))
    }
  }

  @Test func anyOtherFailureMakesTheFormFailedAndRetrySendsAgain() async {
    let attempts = Log<String>()
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello")),
      reducer: feature { form in
        .request {
          attempts.append(form.fields.title)
          if attempts.entries.count == 1 { throw failure }
          return "saved"
        }
      })

    await store.send(.retry)
    await store.send(.submit) { $0.status = .submitting }
    await store.receive(.saveResponse(.failure(failure))) { $0.status = .failed(failure) }
    await store.send(.retry) { $0.status = .submitting }
    await store.receive(.saveResponse(.success("saved"))) { $0.status = .saved("saved") }
    await store.send(.retry)
    await store.finish()

    checkEqual(attempts.entries, ["Hello", "Hello"])
  }

  @Test func aFieldsProblemsShowOnlyOnceItIsLeftAndGoWhenItIsFixed() async {
    let store = TestStore(initialState: NoteForm(), reducer: feature())

    await store.send(.setField(.title, " ")) { $0.fields.title = " " }
    await store.send(.fieldLeft(.note))
    await store.send(.fieldLeft(.title)) { $0.status = .invalid(Self.blankTitle) }
    await store.send(.fieldLeft(.title))
    await store.send(.setField(.title, "Hello")) {
      $0.fields.title = "Hello"
      $0.status = .editing
    }
    await store.send(.fieldLeft(.title))
  }

  @Test func leavingAFieldKeepsTheServersMessagesUnlessItHasProblemsOfItsOwn() async {
    let taken = FormErrors([.init(field: "title", messages: ["is taken"])])
    let store = TestStore(
      initialState: NoteForm(fields: .init(title: "Hello"), status: .invalid(taken)),
      reducer: feature())

    await store.send(.fieldLeft(.title))
    await store.send(.fieldLeft(.note))
    await store.send(.setField(.title, "")) {
      $0.fields.title = ""
      $0.status = .invalid(Self.blankTitle)
    }
    await store.send(.fieldLeft(.title))
  }

  @Test func leavingAFieldAddsItsProblemsInTheFormsOrder() async {
    let noteProblem = FormErrors([.init(field: "note", messages: ["is too long"])])
    let store = TestStore(
      initialState: NoteForm(status: .invalid(noteProblem)), reducer: feature())

    await store.send(.fieldLeft(.title)) {
      $0.status = .invalid(
        FormErrors([
          .init(field: "title", messages: ["can't be blank"]),
          .init(field: "note", messages: ["is too long"]),
        ]))
    }
  }

  @Test(arguments: [FormStatus<String>.submitting, .saved("saved")])
  func leavingAFieldIsIgnoredWhileSubmittingAndOnceSaved(status: FormStatus<String>) async {
    let store = TestStore(initialState: NoteForm(status: status), reducer: feature())

    await store.send(.fieldLeft(.title))
  }

  @Test func leavingAFieldOfAFailedFormWithAProblemMakesItInvalid() async {
    let failure = LoadFailure(message: "offline")
    let store = TestStore(
      initialState: NoteForm(fields: .init(note: "x"), status: .failed(failure)),
      reducer: feature())

    await store.send(.fieldLeft(.note))
    await store.send(.fieldLeft(.title)) { $0.status = .invalid(Self.blankTitle) }
  }
}

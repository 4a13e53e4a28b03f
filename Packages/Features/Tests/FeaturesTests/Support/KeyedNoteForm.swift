import Features
import HTTPClient

/// A ``NoteForm`` that keeps its submission's idempotency key, as a form whose writes may be
/// tried again does.
struct KeyedNoteForm: IdempotentFormState {
  typealias Fields = NoteForm.Fields

  var fields = Fields()
  var status = FormStatus<String>.editing
  var submissionKey: IdempotencyKey?

  var validationErrors: FormErrors {
    FormValidation.errors(
      in: NoteForm.Field.allCases.map { (field: $0.rawValue, value: fields[$0], rule: $0.rule) })
  }
}

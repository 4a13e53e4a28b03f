import Features

/// A form with two fields that saves a `String`, to check the transitions every form shares,
/// built only from the public interface as a form of another resource would be.
struct NoteForm: FormState {
  enum Field: String, FormField {
    case title, note

    var rule: FormValidation.Rule { self == .title ? .required : .none }
  }

  struct Fields: FormFields {
    var title = ""
    var note = ""

    subscript(field: Field) -> String {
      get { field == .title ? title : note }
      set {
        if field == .title { title = newValue } else { note = newValue }
      }
    }
  }

  var fields = Fields()
  var status = FormStatus<String>.editing
  /// Whether the note may change.
  var noteIsLocked = false

  var validationErrors: FormErrors {
    FormValidation.errors(
      in: Field.allCases.map { (field: $0.rawValue, value: fields[$0], rule: $0.rule) })
  }

  func isEditable(_ field: Field) -> Bool { !(noteIsLocked && field == .note) }
}

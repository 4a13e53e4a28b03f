import Features
import Foundation
import HTTPClient

/// Notes described as a team describes its resource, kept in memory: found by the end of
/// their titles, a blank title refused, each note's version kept, creates under keys.
enum NoteRecords {
  static let description = ResourceDescription<Note, String>(
    path: ["notes"], singular: "note", keepsVersions: true, idempotencyKeys: true
  ) { RequestBody(data: Data($0.utf8), contentType: "text/plain") }

  /// Notes 1 to `count`.
  static func client(count: Int = 5) -> ResourceClient<Note, String> {
    .inMemory(
      description, records: Note.numbered(1...count),
      matching: { note, search in note.title.hasSuffix(search.text) },
      creating: { title, number in Note(id: number, title: title) },
      updating: { note, title in Note(id: note.id, title: title) },
      validate: { $0.isEmpty ? FieldErrors(["title": ["can't be blank"]]) : nil })
  }
}

/// A form of a note's title that creates a note or edits one, saving through a resource
/// client.
struct NoteRecordForm: EditableRecordFormState, IdempotentFormState {
  enum Field: String, FormField {
    case title

    var rule: FormValidation.Rule { .required }
  }

  struct Fields: FormFields {
    var title = ""

    subscript(field: Field) -> String {
      get { title }
      set { title = newValue }
    }
  }

  var fields = Fields()
  var status = FormStatus<Note>.editing
  var editedRecord: Note?
  var submissionKey: IdempotencyKey?

  init(title: String = "") {
    fields.title = title
  }

  init(editing note: Note) {
    fields.title = note.title
    editedRecord = note
  }

  var validationErrors: FormErrors {
    FormValidation.errors(in: [(field: "title", value: fields.title, rule: .required)])
  }

  var draft: String { fields.title }

  var changesRecord: Bool { editedRecord?.title != fields.title }
}

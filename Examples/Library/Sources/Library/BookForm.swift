import Features

/// The form that creates a book or replaces one: its fields, named as the API names them so
/// that a `400`'s `invalid-params` land under their field.
public struct BookForm: EditableRecordFormState {
  /// A field, in the form's order; the raw value is the API's name for it.
  public enum Field: String, FormField {
    case title, author, year

    /// What the field must hold: a title and an author, and a year as a whole number.
    public var rule: FormValidation.Rule {
      self == .year ? .positiveID : .required
    }

    /// The field's name for people.
    public var label: String {
      rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }
  }

  /// The fields' text, as typed.
  public struct Fields: FormFields {
    public var title: String
    public var author: String
    public var year: String

    /// Creates fields with the values given, empty by default.
    public init(title: String = "", author: String = "", year: String = "") {
      self.title = title
      self.author = author
      self.year = year
    }

    /// The text of `field`.
    public subscript(field: Field) -> String {
      get {
        switch field {
        case .title: title
        case .author: author
        case .year: year
        }
      }
      set {
        switch field {
        case .title: title = newValue
        case .author: author = newValue
        case .year: year = newValue
        }
      }
    }
  }

  public var fields: Fields
  public var status: FormStatus<Book> = .editing
  /// The book being replaced; `nil` when the form creates one.
  public let editedRecord: Book?

  /// A form that creates a book, starting from `fields`.
  public init(fields: Fields = Fields()) {
    self.fields = fields
    editedRecord = nil
  }

  /// A form that replaces `book`, starting from its values.
  public init(editing book: Book) {
    fields = Fields(title: book.title, author: book.author, year: String(book.year))
    editedRecord = book
  }

  /// The problems with the fields, in the form's order.
  public var validationErrors: FormErrors {
    FormValidation.errors(in: Field.allCases.map { ($0.rawValue, fields[$0], $0.rule) })
  }

  /// What the form sends: the fields without the white space around them.
  public var draft: BookDraft {
    let trimmed = { (field: Field) in fields[field].trimmingCharacters(in: .whitespaces) }
    return BookDraft(
      title: trimmed(.title), author: trimmed(.author),
      year: FormValidation.positiveID(trimmed(.year)) ?? 0)
  }

  /// Whether a replace changes the book.
  public var changesRecord: Bool {
    editedRecord.map { draft != BookDraft($0) } ?? true
  }
}

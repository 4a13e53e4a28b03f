import Features

/// The form that opens an issue: its fields, named as GitHub names them so that a `422`
/// answer's errors land under their fields, and where the form stands.
public struct IssueForm: RecordFormState {
  /// A field, in the form's order; the raw value is GitHub's name.
  public enum Field: String, FormField {
    /// The title, which must be present.
    case title
    /// The description, which may be empty.
    case body

    /// What the field must hold.
    public var rule: FormValidation.Rule {
      switch self {
      case .title: .required
      case .body: .none
      }
    }

    /// The field's name for people.
    public var label: String {
      switch self {
      case .title: "Title"
      case .body: "Body"
      }
    }
  }

  /// The fields' text, as typed.
  public struct Fields: FormFields {
    /// The title.
    public var title: String
    /// The description.
    public var body: String

    /// Creates fields with the values given, empty by default.
    public init(title: String = "", body: String = "") {
      self.title = title
      self.body = body
    }

    /// The text of `field`.
    public subscript(field: Field) -> String {
      get {
        switch field {
        case .title: title
        case .body: body
        }
      }
      set {
        switch field {
        case .title: title = newValue
        case .body: body = newValue
        }
      }
    }
  }

  /// The fields' text.
  public var fields: Fields
  /// Where the form stands.
  public var status: FormStatus<Issue> = .editing

  /// A form that opens an issue, starting from `fields`.
  public init(fields: Fields = Fields()) {
    self.fields = fields
  }

  /// The problems with the fields, in the form's order.
  public var validationErrors: FormErrors {
    FormValidation.errors(in: Field.allCases.map { ($0.rawValue, fields[$0], $0.rule) })
  }

  /// What the form sends: the title without the whitespace around it, and the body as typed
  /// unless it is only whitespace.
  public var draft: IssueDraft {
    let body = fields.body.allSatisfy(\.isWhitespace) ? "" : fields.body
    return IssueDraft(
      title: fields.title.trimmingCharacters(in: .whitespacesAndNewlines), body: body)
  }
}

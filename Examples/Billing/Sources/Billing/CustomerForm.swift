import Features

/// The form that creates a customer: its fields, named as the API names its `param`s so that
/// a `400`'s message lands under its field, and the idempotency key of its submission.
public struct CustomerForm: IdempotentFormState, RecordFormState {
  /// A field, in the form's order; the raw value is the API's `param`.
  public enum Field: String, FormField {
    /// The email address, which must be well formed.
    case email
    /// The name, which may be empty.
    case name
    /// The plan, kept in the customer's metadata; it may be empty.
    case plan = "metadata[plan]"

    /// What the field must hold.
    public var rule: FormValidation.Rule {
      self == .email ? .email : .none
    }

    /// The field's name for people.
    public var label: String {
      switch self {
      case .email: "Email"
      case .name: "Name"
      case .plan: "Plan"
      }
    }
  }

  /// The fields' text, as typed.
  public struct Fields: FormFields {
    /// The email address.
    public var email: String
    /// The name.
    public var name: String
    /// The plan.
    public var plan: String

    /// Creates fields with the values given, empty by default.
    public init(email: String = "", name: String = "", plan: String = "") {
      self.email = email
      self.name = name
      self.plan = plan
    }

    /// The text of `field`.
    public subscript(field: Field) -> String {
      get {
        switch field {
        case .email: email
        case .name: name
        case .plan: plan
        }
      }
      set {
        switch field {
        case .email: email = newValue
        case .name: name = newValue
        case .plan: plan = newValue
        }
      }
    }
  }

  /// The fields' text.
  public var fields: Fields
  /// Where the form stands.
  public var status: FormStatus<Customer> = .editing
  /// The key of the create last sent, which a retry sends again.
  public var submissionKey: IdempotencyKey?

  /// A form starting from `fields`.
  public init(fields: Fields = Fields()) {
    self.fields = fields
  }

  /// The problems with the fields, in the form's order.
  public var validationErrors: FormErrors {
    FormValidation.errors(in: Field.allCases.map { ($0.rawValue, fields[$0], $0.rule) })
  }

  /// What the form sends: the fields without the white space around them.
  public var draft: CustomerDraft {
    let trimmed = { (field: Field) in fields[field].trimmingCharacters(in: .whitespaces) }
    return CustomerDraft(email: trimmed(.email), name: trimmed(.name), plan: trimmed(.plan))
  }
}

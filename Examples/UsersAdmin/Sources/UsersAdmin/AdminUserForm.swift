import Features
import Foundation

/// The create and edit form of a user: its fields, named as the API names them so that a `422`
/// answer's messages land under their fields, and where the form stands.
public struct AdminUserForm: EditableRecordFormState {
  /// A field, in the form's order; the raw value is the API's name.
  public enum Field: String, FormField {
    /// The given name, which must be present.
    case firstName = "first_name"
    /// The surname, which must be present.
    case lastName = "last_name"
    /// The email address, which must be well formed.
    case email
    /// The picture's address, which may be empty.
    case avatarURL = "avatar_url"

    /// What the field must hold.
    public var rule: FormValidation.Rule {
      switch self {
      case .firstName, .lastName: .required
      case .email: .email
      case .avatarURL: .none
      }
    }

    /// The field's name for people.
    public var label: String {
      switch self {
      case .firstName: "First name"
      case .lastName: "Last name"
      case .email: "Email"
      case .avatarURL: "Avatar URL"
      }
    }
  }

  /// The fields' text, as typed.
  public struct Fields: FormFields {
    /// The given name.
    public var firstName: String
    /// The surname.
    public var lastName: String
    /// The email address.
    public var email: String
    /// The picture's address.
    public var avatarURL: String

    /// Creates fields with the values given, empty by default.
    public init(
      firstName: String = "", lastName: String = "", email: String = "", avatarURL: String = ""
    ) {
      self.firstName = firstName
      self.lastName = lastName
      self.email = email
      self.avatarURL = avatarURL
    }

    /// The text of `field`.
    public subscript(field: Field) -> String {
      get {
        switch field {
        case .firstName: firstName
        case .lastName: lastName
        case .email: email
        case .avatarURL: avatarURL
        }
      }
      set {
        switch field {
        case .firstName: firstName = newValue
        case .lastName: lastName = newValue
        case .email: email = newValue
        case .avatarURL: avatarURL = newValue
        }
      }
    }
  }

  /// The fields' text.
  public var fields: Fields
  /// Where the form stands.
  public var status: FormStatus<AdminUser> = .editing
  /// The user being edited; `nil` when the form creates one.
  public let original: AdminUser?

  /// A form that creates a user, starting from `fields`.
  public init(fields: Fields = Fields()) {
    self.fields = fields
    self.original = nil
  }

  /// A form that edits `user`, starting from its current values.
  public init(editing user: AdminUser) {
    self.fields = Fields(
      firstName: user.firstName, lastName: user.lastName, email: user.email,
      avatarURL: user.avatarURL?.absoluteString ?? "")
    self.original = user
  }

  /// The user being edited, which a save updates; `nil` when the form creates one.
  public var editedRecord: AdminUser? { original }

  /// Whether a save of an edit changes the user.
  public var changesRecord: Bool {
    original.map { draft != AdminUserDraft($0) } ?? true
  }

  /// The problems with the fields, in the form's order.
  public var validationErrors: FormErrors {
    FormValidation.errors(in: Field.allCases.map { ($0.rawValue, fields[$0], $0.rule) })
  }

  /// What the form sends: the fields with surrounding white space trimmed, and an empty avatar
  /// as none.
  public var draft: AdminUserDraft {
    let trimmed = { (field: Field) in fields[field].trimmingCharacters(in: .whitespaces) }
    let avatar = trimmed(.avatarURL)
    return AdminUserDraft(
      firstName: trimmed(.firstName), lastName: trimmed(.lastName), email: trimmed(.email),
      avatarURL: avatar.isEmpty ? nil : avatar)
  }
}

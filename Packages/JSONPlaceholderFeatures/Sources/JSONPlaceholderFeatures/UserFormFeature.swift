import Dependencies
import Features
import Models
import NetworkClient

/// The form that creates a user, or edits one starting from its current values.
///
/// `FormAction.submit` checks the fields with `FormValidation` first: with any problem the form
/// is `FormStatus.invalid(_:)` and nothing is sent. Otherwise creating sends a `UserDraft`,
/// and editing a `UserChanges` with only what differs from the user being edited. The API
/// merges shallowly, so a changed address field sends the whole address (with the user's
/// coordinates) and a changed company name the whole company (with its catch phrase and bs).
/// An edit that changes nothing is `FormStatus.saved(_:)` at once with that user, without a
/// request. The server's `422` answer makes the form invalid with the server's messages; any
/// other failure makes it `FormStatus.failed(_:)`, and `FormAction.retry` sends again.
public struct UserFormFeature: Reducer {
  /// A field of the form, in the form's order; the raw value is the API's name for it, a
  /// dotted path for the nested ones.
  public enum Field: String, CaseIterable, Sendable, Hashable, FormField {
    case name
    case username
    case email
    case phone
    case website
    case street = "address.street"
    case suite = "address.suite"
    case city = "address.city"
    case zipcode = "address.zipcode"
    /// The company's name.
    case company = "company.name"

    public var rule: FormValidation.Rule {
      switch self {
      case .name, .username: .required
      case .email: .email
      case .phone, .website, .street, .suite, .city, .zipcode, .company: .none
      }
    }

    /// The field's name for people: `Name`, `Zip code`.
    public var label: String {
      switch self {
      case .name: "Name"
      case .username: "Username"
      case .email: "Email"
      case .phone: "Phone"
      case .website: "Website"
      case .street: "Street"
      case .suite: "Suite"
      case .city: "City"
      case .zipcode: "Zip code"
      case .company: "Company"
      }
    }

    var isAddress: Bool {
      [.street, .suite, .city, .zipcode].contains(self)
    }
  }

  /// The fields' text, as typed.
  public struct Fields: Sendable, Hashable, FormFields {
    public var name: String
    public var username: String
    public var email: String
    public var phone: String
    public var website: String
    public var street: String
    public var suite: String
    public var city: String
    public var zipcode: String
    /// The company's name.
    public var company: String

    public init(
      name: String = "", username: String = "", email: String = "", phone: String = "",
      website: String = "", street: String = "", suite: String = "", city: String = "",
      zipcode: String = "", company: String = ""
    ) {
      self.name = name
      self.username = username
      self.email = email
      self.phone = phone
      self.website = website
      self.street = street
      self.suite = suite
      self.city = city
      self.zipcode = zipcode
      self.company = company
    }

    public init(_ user: User) {
      self.init(
        name: user.name, username: user.username, email: user.email, phone: user.phone,
        website: user.website, street: user.address.street, suite: user.address.suite,
        city: user.address.city, zipcode: user.address.zipcode, company: user.company.name)
    }

    public subscript(field: Field) -> String {
      get { self[keyPath: Self.keyPath(of: field)] }
      set { self[keyPath: Self.keyPath(of: field)] = newValue }
    }

    private static func keyPath(of field: Field) -> WritableKeyPath<Fields, String> {
      switch field {
      case .name: \.name
      case .username: \.username
      case .email: \.email
      case .phone: \.phone
      case .website: \.website
      case .street: \.street
      case .suite: \.suite
      case .city: \.city
      case .zipcode: \.zipcode
      case .company: \.company
      }
    }

    /// The address these fields describe, with `geo` for the coordinates the form does not
    /// edit.
    func address(geo: User.Geo) -> User.Address {
      User.Address(street: street, suite: suite, city: city, zipcode: zipcode, geo: geo)
    }
  }

  public enum Mode: Sendable, Hashable {
    case create
    /// Changes `user`, whose values the fields start from.
    case edit(User)
  }

  public struct State: Sendable, Hashable, FormState {
    public var mode: Mode
    public var fields: Fields
    public var status: FormStatus<User>

    /// Creates a form in `mode`, its fields by default empty for a new user or the edited
    /// user's values.
    public init(mode: Mode, fields: Fields? = nil, status: FormStatus<User> = .editing) {
      self.mode = mode
      switch mode {
      case .create: self.fields = fields ?? Fields()
      case .edit(let user): self.fields = fields ?? Fields(user)
      }
      self.status = status
    }

    /// The fields whose values differ from the edited user's; every field when creating.
    public var changedFields: [Field] {
      switch mode {
      case .create:
        return Field.allCases
      case .edit(let user):
        let original = Fields(user)
        return Field.allCases.filter { fields[$0] != original[$0] }
      }
    }

    /// The problems with the fields that would be sent, in the form's order: every field when
    /// creating, the changed ones when editing.
    public var validationErrors: FormErrors {
      FormValidation.errors(
        in: changedFields.map { (field: $0.rawValue, value: fields[$0], rule: $0.rule) })
    }

    /// The changes an edit sends, `nil` when creating: the changed top-level fields, the whole
    /// address when one of its fields changed, the whole company when its name did.
    public var changes: UserChanges? {
      guard case .edit(let user) = mode else { return nil }
      let changed = Set(changedFields)
      func value(_ field: Field) -> String? {
        changed.contains(field) ? fields[field] : nil
      }
      var company = user.company
      company.name = fields.company
      return UserChanges(
        name: value(.name), username: value(.username), email: value(.email),
        phone: value(.phone), website: value(.website),
        address: changed.contains(where: \.isAddress)
          ? fields.address(geo: user.address.geo) : nil,
        company: changed.contains(.company) ? company : nil)
    }

    /// The new user a creation sends, `nil` when editing. The coordinates, catch phrase and bs
    /// the form does not ask for are empty.
    public var draft: UserDraft? {
      guard case .create = mode else { return nil }
      return UserDraft(
        name: fields.name, username: fields.username, email: fields.email,
        phone: fields.phone, website: fields.website,
        address: fields.address(geo: User.Geo(lat: "", lng: "")),
        company: User.Company(name: fields.company, catchPhrase: "", bs: ""))
    }
  }

  public typealias Action = FormAction<Field, User>

  private let client: NetworkClient

  /// Creates the feature, saving through `client`: by default the current
  /// `DependencyValues.networkClient`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.client = client
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    FormFeature(submission: submission).reduce(into: &state, action: action)
  }

  /// What a valid form sends: a creation, or an edit's changes, or nothing when an edit
  /// changes nothing.
  @Sendable private func submission(_ state: State) -> FormSubmission<User>? {
    switch state.mode {
    case .create:
      guard let draft = state.draft else { return nil }
      return .request { [client] in try await client.createUser(draft) }
    case .edit(let user):
      guard let changes = state.changes, !changes.isEmpty else { return .unchanged(user) }
      return .request { [client] in try await client.updateUser(user.id, changes) }
    }
  }
}

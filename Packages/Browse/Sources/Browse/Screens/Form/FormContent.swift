import Features
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// A form screen's form as its feature state has it: a user's or a post's, there at once
/// when creating or when the item is at hand, or once the item to edit has loaded; a record's,
/// always at hand.
enum FormContent: Sendable, Hashable {
  case user(Loadable<UserFormFeature.State>)
  case post(Loadable<PostFormFeature.State>)
  case record(RecordForm)

  struct FieldInfo: Sendable, Hashable {
    /// The API's name for the field, as the form's problems name it.
    var name: String
    /// The label before the field, marked ` *` when the field is required (`Title *`).
    var label: String
    /// Whether the field has several lines (a post's body).
    var allowsNewlines = false
  }

  var fields: [FieldInfo] {
    switch self {
    case .user:
      UserFormFeature.Field.allCases.map { field in
        FieldInfo(name: field.rawValue, label: Self.label(field.label, field.rule))
      }
    case .post:
      PostFormFeature.Field.allCases.map { field in
        FieldInfo(
          name: field.rawValue,
          label: Self.label(field == .userId ? "Author" : field.label, field.rule),
          allowsNewlines: field == .body)
      }
    case .record(let form):
      form.fields.map { field in
        let name = field.name.sanitizedForTerminalLine
        let label =
          field.isJSON ? "\(name) (JSON)" : field.holdsNull ? "\(name) (text or null)" : name
        return FieldInfo(
          name: field.name, label: label, allowsNewlines: field.text.contains("\n"))
      }
    }
  }

  /// `label`, marked ` *` when `rule` requires a value.
  private static func label(_ label: String, _ rule: FormValidation.Rule) -> String {
    rule.isRequired ? label + " *" : label
  }

  var isLoading: Bool {
    switch self {
    case .user(let form): form.isLoading
    case .post(let form): form.isLoading
    case .record: false
    }
  }

  var loadFailure: LoadFailure? {
    switch self {
    case .user(let form): form.failure
    case .post(let form): form.failure
    case .record: nil
    }
  }

  /// The fields' text in order, once the form is there.
  var texts: [String]? {
    switch self {
    case .user(let form):
      form.value.map { form in UserFormFeature.Field.allCases.map { form.fields[$0] } }
    case .post(let form):
      form.value.map { form in PostFormFeature.Field.allCases.map { form.fields[$0] } }
    case .record(let form):
      form.fields.map(\.text)
    }
  }

  /// The problems shown: the form's own, found as fields were left or on submitting, and the
  /// server's.
  var errors: FormErrors {
    switch self {
    case .user(let form): form.value?.status.errors ?? FormErrors()
    case .post(let form): form.value?.status.errors ?? FormErrors()
    case .record(let form): form.status.errors ?? FormErrors()
    }
  }

  var isSubmitting: Bool {
    switch self {
    case .user(let form): form.value?.status.isSubmitting ?? false
    case .post(let form): form.value?.status.isSubmitting ?? false
    case .record(let form): form.status.isSubmitting
    }
  }

  /// Why the last submission failed, other than the fields' problems.
  var saveFailure: LoadFailure? {
    switch self {
    case .user(let form): form.value?.status.failure
    case .post(let form): form.value?.status.failure
    case .record(let form): form.status.failure
    }
  }

  /// What the server stored, once saved.
  var saved: SavedItem? {
    switch self {
    case .user(let form): form.value?.status.savedResource.map(SavedItem.user)
    case .post(let form): form.value?.status.savedResource.map(SavedItem.post)
    case .record(let form):
      form.status.savedResource.map { SavedItem.record($0, of: form.resource, id: form.savedID) }
    }
  }

  /// Whether the field at `index` may change: a post's author cannot when editing.
  func isEditable(_ index: Int) -> Bool {
    switch self {
    case .user, .record: return true
    case .post(let form):
      guard let field = PostFormFeature.Field.allCases.element(at: index) else { return false }
      return form.value?.isEditable(field) ?? false
    }
  }

  /// Whether the form, with its fields holding `texts`, may be submitted: as the form will
  /// judge it once it has every edit sent before. A field typed since drops the problems shown
  /// for it, as the form's edit of it does, and its text is checked again.
  func canSubmit(texts: [String]) -> Bool {
    switch self {
    case .user(let form):
      guard let form = form.value else { return false }
      return Self.caughtUp(form, texts: texts).canSubmit
    case .post(let form):
      guard let form = form.value else { return false }
      return Self.caughtUp(form, texts: texts).canSubmit
    case .record(var form):
      for (index, text) in zip(form.fields.indices, texts) where form.fields[index].text != text {
        form.fields[index].text = text
        form.status = Self.dropping(form.fields[index].name, from: form.status)
      }
      return form.canSubmit
    }
  }

  /// `form` with its fields holding `texts`, and the problems shown for the fields that
  /// changed dropped.
  private static func caughtUp<Form: FormState>(_ form: Form, texts: [String]) -> Form {
    var form = form
    for (field, text) in zip(Form.Fields.Field.allCases, texts) where form.fields[field] != text {
      form.fields[field] = text
      form.status = dropping(field.rawValue, from: form.status)
    }
    return form
  }

  /// `status` without the problems shown for `field`, nor the form's own messages, as an edit
  /// of the field drops them.
  private static func dropping<Resource>(_ field: String, from status: FormStatus<Resource>)
    -> FormStatus<Resource>
  {
    guard var errors = status.errors else { return status }
    errors.removeAll(for: field)
    errors.general = []
    return errors.isEmpty ? .editing : .invalid(errors)
  }

  /// The text the field at `index` takes for a link to `choice`: its id, as JSON where the field
  /// is typed as JSON (`3`, `"de/beauvoir"`).
  func linkText(to choice: LinkChoice, at index: Int) -> String {
    guard case .record(let form) = self, let field = form.fields.element(at: index) else {
      return choice.id
    }
    return RecordForm.text(of: choice.value, asJSON: field.isJSON)
  }

  /// The id of the record that the field at `index` names, holding `text`; `nil` when it names
  /// none.
  func linkedID(at index: Int, text: String) -> String? {
    guard case .record(let form) = self, var field = form.fields.element(at: index) else {
      return text.isEmpty ? nil : text
    }
    field.text = text
    guard !FormValidation.isBlank(text), let value = try? RecordForm.value(of: field).get() else {
      return nil
    }
    return RecordRow.idText(value)
  }

  func setField(_ index: Int, to text: String) -> FormInput? {
    switch self {
    case .user:
      UserFormFeature.Field.allCases.element(at: index).map { .user(.setField($0, text)) }
    case .post:
      PostFormFeature.Field.allCases.element(at: index).map { .post(.setField($0, text)) }
    case .record(let form):
      form.fields.element(at: index).map { .record(.setField($0.name, text)) }
    }
  }

  func fieldLeft(_ index: Int) -> FormInput? {
    switch self {
    case .user: UserFormFeature.Field.allCases.element(at: index).map { .user(.fieldLeft($0)) }
    case .post: PostFormFeature.Field.allCases.element(at: index).map { .post(.fieldLeft($0)) }
    case .record(let form): form.fields.element(at: index).map { .record(.fieldLeft($0.name)) }
    }
  }

  var submit: FormInput {
    switch self {
    case .user: .user(.submit)
    case .post: .post(.submit)
    case .record: .record(.submit)
    }
  }
}

/// An action for a form screen's form, or for the picker of one of its link fields.
enum FormInput: Sendable, Hashable {
  case user(UserFormFeature.Action)
  case post(PostFormFeature.Action)
  case record(RecordFormFeature.Action)
  /// An action of the picker of the link field named `field`.
  case link(field: String, LinkPicker.Feature.Action)
}

/// What a form saved, as the server answered.
enum SavedItem: Sendable, Hashable {
  case user(User)
  case post(Post)
  /// A record of `resource`, whose id is `id` when the server's answer has one.
  case record(JSONObject, of: BrowsedResource, id: String?)
}

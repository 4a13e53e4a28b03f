import Features

/// What a form screen edits, whatever it is: a record of any resource (``RecordForm``), or an
/// item an API types itself (``ItemForm``, JSONPlaceholder's posts and users). The form screen
/// (``FormScreen``) reads its fields, its problems and where its save stands from it, and
/// sends it the edits the keys make; the subject's feature (``feature(in:)``), made with the
/// browser's context, runs them. A new kind of form is its own type, with nothing to register.
public protocol FormSubject: Sendable, Hashable {
  associatedtype Action: Sendable, Hashable
  associatedtype Feature: Reducer where Feature.State == Self, Feature.Action == Action

  /// The feature that runs the form, made with what the browser gives its screens.
  static func feature(in context: ScreenContext) -> Feature

  /// The screen's title: `New post`, `Edit user 3`.
  var title: String { get }
  /// What the form saves, within a sentence: `the new post`, `user 3`.
  var name: String { get }
  /// Whether the form creates an item rather than changes one.
  var isNew: Bool { get }
  /// The method and path of the request that saves the form: `POST /posts`.
  var saveRequest: (method: String, path: String) { get }
  /// The fields, in order, once the form is there; none while the item to edit loads.
  var shownFields: [FormFieldInfo] { get }
  /// Whether the item to edit is loading.
  var isLoading: Bool { get }
  /// Why the item to edit could not be read, if it could not.
  var loadFailure: LoadFailure? { get }
  /// The fields' text in order, once the form is there.
  var texts: [String]? { get }
  /// The fields' text as the edited item was last read, before any edit; `nil` for a new
  /// item's form.
  var loadedTexts: [String]? { get }
  /// The problems shown: the form's own, found as fields were left or on submitting, and the
  /// server's.
  var errors: FormErrors { get }
  var isSubmitting: Bool { get }
  /// Why the last submission failed, other than the fields' problems.
  var saveFailure: LoadFailure? { get }
  /// What the browser is told once the server stored the form: the item saved, which shows
  /// itself (``SavedItem``).
  var saved: AnyBrowseEvent? { get }
  /// Whether the field at `index` may change: a post's author cannot when editing.
  func isEditable(_ index: Int) -> Bool
  /// Whether the form, with its fields holding `texts`, may be submitted: as the form will
  /// judge it once it has every edit sent before. A field typed since drops the problems shown
  /// for it, as the form's edit of it does, and its text is checked again.
  func canSubmit(texts: [String]) -> Bool
  /// The text the field at `index` takes for a link to `choice`: by default, its id.
  func linkText(to choice: LinkChoice, at index: Int) -> String
  /// The id of the record that the field at `index` names, holding `text`; `nil` when it names
  /// none: by default, the text, when there is any.
  func linkedID(at index: Int, text: String) -> String?
  /// The JSON:API type of the records the field at `index` links to, when it is a to-one
  /// relationship (`ResourceIdentifier`); by default, `nil`: a field links as a foreign key
  /// does, by its name.
  func linkedType(at index: Int) -> String?
  /// The edit of the field at `index` to `text`.
  func setField(_ index: Int, to text: String) -> Action?
  /// The leaving of the field at `index`, after which its problems show.
  func fieldLeft(_ index: Int) -> Action?
  var submit: Action { get }
  /// What loads the item to edit (again, after a failure); `nil` for a form at hand.
  var load: Action? { get }
  /// What reads the item again after a save refused since it changed meanwhile, keeping the
  /// fields changed here; `nil` for a form that cannot.
  var reloadKeepingEdits: Action? { get }
  /// Whether `action` brings the item read again by ``reloadKeepingEdits``, whose fields the
  /// screen then takes.
  static func isReloadAnswer(_ action: Action) -> Bool
}

extension FormSubject {
  public func linkText(to choice: LinkChoice, at index: Int) -> String { choice.id }
  public func linkedID(at index: Int, text: String) -> String? { text.isEmpty ? nil : text }
  public func linkedType(at index: Int) -> String? { nil }
  public var load: Action? { nil }
  public var reloadKeepingEdits: Action? { nil }
  public static func isReloadAnswer(_ action: Action) -> Bool { false }

  /// `status` without the problems shown for `field`, nor the form's own messages, as an edit
  /// of the field drops them.
  static func dropping<Resource>(_ field: String, from status: FormStatus<Resource>)
    -> FormStatus<Resource>
  {
    guard var errors = status.errors else { return status }
    errors.removeAll(for: field)
    errors.general = []
    return errors.isEmpty ? .editing : .invalid(errors)
  }
}

/// A field of a form as the form screen shows it.
public struct FormFieldInfo: Sendable, Hashable {
  public init(
    name: String, label: String, kind: String? = nil, allowsNewlines: Bool = false,
    isLong: Bool = false, isTrueFalse: Bool = false
  ) {
    self.name = name
    self.label = label
    self.kind = kind
    self.allowsNewlines = allowsNewlines
    self.isLong = isLong
    self.isTrueFalse = isTrueFalse
  }

  /// The API's name for the field, as the form's problems name it.
  public var name: String
  /// The label before the field, marked ` *` when the field is required (`Title *`).
  public var label: String
  /// What the field takes, where its text does not say it: `number`, `list`, `JSON`, said in
  /// its label but for a link's, which is picked (``label(asLink:)``).
  public var kind: String?
  /// Whether the field has several lines (a post's body, a list an element a line): Enter
  /// breaks the line.
  public var allowsNewlines: Bool = false
  /// Whether the field's text is long though of one line (a biography): wrapped over several
  /// lines, ↑ ↓ moving by them, and edited in the external editor on Ctrl-E, as a field of
  /// several lines is.
  public var isLong: Bool = false
  /// Whether the field is true or false: drawn as a box, `[x]` or `[ ]`, that Space switches.
  public var isTrueFalse: Bool = false

  /// The label shown: with the field's kind before the mark of a required one (`age (number)
  /// *`), but for a link.
  public func label(asLink: Bool) -> String {
    guard let kind, !asLink else { return label }
    let required = label.hasSuffix(" *")
    return (required ? String(label.dropLast(2)) : label) + " (\(kind))" + (required ? " *" : "")
  }

  /// Whether the field is wrapped over several lines, and edited in the external editor.
  public var wraps: Bool {
    allowsNewlines || isLong
  }
}

/// An action of a form's subject, whatever its type, as the form screen carries it.
public struct FormSubjectAction: Sendable, Hashable {
  public let base: any Hashable & Sendable

  public init(_ base: any Hashable & Sendable) {
    self.base = base
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.base.isEqual(to: rhs.base)
  }

  public func hash(into hasher: inout Hasher) {
    base.hashWithType(into: &hasher)
  }
}

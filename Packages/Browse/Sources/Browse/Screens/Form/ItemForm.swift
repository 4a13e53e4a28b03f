import Features

/// The form of one of an API's own items (``OwnForm``): a new item's, there at once, or the
/// edit of an item, whose form is there once the item has loaded.
enum ItemForm<Form: OwnForm>: FormSubject {
  case new(Form.State)
  case edit(EditFeature<Form.Item, Form>.State)

  /// An action of the item's edit, or of the new item's form as ``EditFeature/Action/form(_:)``.
  typealias Action = EditFeature<Form.Item, Form>.Action
  typealias Field = Form.State.Fields.Field

  /// Runs a new item's form with the form's feature, an edit with the edit's.
  struct Feature: Reducer {
    let form: Form
    let edit: EditFeature<Form.Item, Form>

    func reduce(into state: inout ItemForm, action: Action) -> Effect<Action> {
      switch (state, action) {
      case (.new(var new), .form(let action)):
        let effect = form.reduce(into: &new, action: action)
        state = .new(new)
        return effect.map(Action.form)
      case (.edit(var changed), _):
        let effect = edit.reduce(into: &changed, action: action)
        state = .edit(changed)
        return effect
      case (.new, _):
        return .none
      }
    }
  }

  static func feature(in context: ScreenContext) -> Feature {
    Feature(form: Form.feature(in: context), edit: Form.edit(in: context))
  }

  /// The form, there at once for a new item, once loaded for an edit.
  private var loaded: Loadable<Form.State> {
    switch self {
    case .new(let form): .loaded(form)
    case .edit(let edit): edit.form
    }
  }

  private var form: Form.State? { loaded.value }

  private static var allFields: [Field] { Array(Field.allCases) }

  var title: String {
    switch self {
    case .new: "New \(Form.noun)"
    case .edit(let edit): "Edit \(Form.noun) \(edit.id)"
    }
  }

  var name: String {
    switch self {
    case .new: "the new \(Form.noun)"
    case .edit(let edit): "\(Form.noun) \(edit.id)"
    }
  }

  var isNew: Bool {
    if case .new = self { true } else { false }
  }

  var saveRequest: (method: String, path: String) {
    switch self {
    case .new: ("POST", "/\(Form.path)")
    case .edit(let edit): ("PATCH", "/\(Form.path)/\(edit.id)")
    }
  }

  var shownFields: [FormFieldInfo] {
    Self.allFields.map { field in
      let label = Form.label(of: field)
      return FormFieldInfo(
        name: field.rawValue, label: field.rule.isRequired ? label + " *" : label,
        allowsNewlines: Form.allowsNewlines(field))
    }
  }

  var isLoading: Bool { loaded.isLoading }
  var loadFailure: LoadFailure? { loaded.failure }
  var texts: [String]? { form.map(Self.texts) }

  var loadedTexts: [String]? {
    guard case .edit(let edit) = self else { return nil }
    return edit.asLoaded.map(Self.texts)
  }

  private static func texts(of form: Form.State) -> [String] {
    allFields.map { form.fields[$0] }
  }

  var errors: FormErrors { form?.status.errors ?? FormErrors() }
  var isSubmitting: Bool { form?.status.isSubmitting ?? false }
  var saveFailure: LoadFailure? { form?.status.failure }

  var saved: AnyBrowseEvent? {
    form?.status.savedResource.map {
      AnyBrowseEvent(SavedItem<Form.Detail>(item: $0, isNew: isNew))
    }
  }

  func isEditable(_ index: Int) -> Bool {
    guard let field = Self.allFields.element(at: index) else { return false }
    return form?.isEditable(field) ?? false
  }

  func canSubmit(texts: [String]) -> Bool {
    guard var form else { return false }
    for (field, text) in zip(Self.allFields, texts) where form.fields[field] != text {
      form.fields[field] = text
      form.status = Self.dropping(field.rawValue, from: form.status)
    }
    return form.canSubmit
  }

  func setField(_ index: Int, to text: String) -> Action? {
    Self.allFields.element(at: index).map { .form(.setField($0, text)) }
  }

  func fieldLeft(_ index: Int) -> Action? {
    Self.allFields.element(at: index).map { .form(.fieldLeft($0)) }
  }

  var submit: Action { .form(.submit) }

  var load: Action? {
    if case .edit = self { .load } else { nil }
  }

  var reloadKeepingEdits: Action? {
    if case .edit = self { .reloadKeepingEdits } else { nil }
  }

  static func isReloadAnswer(_ action: Action) -> Bool {
    if case .reloadResponse = action { true } else { false }
  }
}

import Features

/// The form of one of an API's own items (``OwnForm``): a new item's, there at once, or the
/// edit of an item, whose form is there once the item has loaded.
public enum ItemForm<Form: OwnForm>: FormSubject {
  case new(Form.Feature.State)
  case edit(EditFeature<Form.Item, Form.Feature>.State)

  /// An action of the item's edit, or of the new item's form as `EditFeature/Action/form(_:)`.
  public typealias Action = EditFeature<Form.Item, Form.Feature>.Action
  public typealias Field = Form.Feature.State.Fields.Field

  /// Runs a new item's form with the form's feature, an edit with the edit's.
  public struct Feature: Reducer {
    public init(form: Form.Feature, edit: EditFeature<Form.Item, Form.Feature>) {
      self.form = form
      self.edit = edit
    }

    public let form: Form.Feature
    public let edit: EditFeature<Form.Item, Form.Feature>

    public func reduce(into state: inout ItemForm, action: Action) -> Effect<Action> {
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

  /// A new item's form.
  public static var creating: ItemForm { .new(Form.creating) }

  /// The form of `item`, at hand, filled in with its values.
  public static func editing(_ item: Form.Item) -> ItemForm {
    .edit(EditFeature.State(id: item.id, form: .loaded(Form.editing(item))))
  }

  /// The form of the item `id`, which loads it first.
  public static func editing(id: Form.Item.ID) -> ItemForm {
    .edit(EditFeature.State(id: id, form: .loading))
  }

  public static func feature(in context: ScreenContext) -> Feature {
    Feature(form: Form.feature(in: context), edit: Form.edit(in: context))
  }

  /// The form, there at once for a new item, once loaded for an edit.
  private var loaded: Loadable<Form.Feature.State> {
    switch self {
    case .new(let form): .loaded(form)
    case .edit(let edit): edit.form
    }
  }

  private var form: Form.Feature.State? { loaded.value }

  private static var allFields: [Field] { Array(Field.allCases) }

  public var title: String {
    switch self {
    case .new: "New \(Form.noun)"
    case .edit(let edit): "Edit \(Form.noun) \(edit.id)"
    }
  }

  public var name: String {
    switch self {
    case .new: "the new \(Form.noun)"
    case .edit(let edit): "\(Form.noun) \(edit.id)"
    }
  }

  public var isNew: Bool {
    if case .new = self { true } else { false }
  }

  public var saveRequest: (method: String, path: String) {
    switch self {
    case .new: ("POST", "/\(Form.path)")
    case .edit(let edit): ("PATCH", "/\(Form.path)/\(edit.id)")
    }
  }

  public var shownFields: [FormFieldInfo] {
    Self.allFields.map { field in
      let label = Form.label(of: field)
      return FormFieldInfo(
        name: field.rawValue, label: field.rule.isRequired ? label + " *" : label,
        allowsNewlines: Form.allowsNewlines(field))
    }
  }

  public var isLoading: Bool { loaded.isLoading }
  public var loadFailure: LoadFailure? { loaded.failure }
  public var texts: [String]? { form.map(Self.texts) }

  public var loadedTexts: [String]? {
    guard case .edit(let edit) = self else { return nil }
    return edit.asLoaded.map(Self.texts)
  }

  private static func texts(of form: Form.Feature.State) -> [String] {
    allFields.map { form.fields[$0] }
  }

  public var errors: FormErrors { form?.status.errors ?? FormErrors() }
  public var isSubmitting: Bool { form?.status.isSubmitting ?? false }
  public var saveFailure: LoadFailure? { form?.status.failure }

  public var saved: AnyBrowseEvent? {
    form?.status.savedResource.map {
      AnyBrowseEvent(SavedItem<Form.Detail>(item: $0, isNew: isNew))
    }
  }

  public func isEditable(_ index: Int) -> Bool {
    guard let field = Self.allFields.element(at: index) else { return false }
    return form?.isEditable(field) ?? false
  }

  public func canSubmit(texts: [String]) -> Bool {
    guard var form else { return false }
    for (field, text) in zip(Self.allFields, texts) where form.fields[field] != text {
      form.fields[field] = text
      form.status = Self.dropping(field.rawValue, from: form.status)
    }
    return form.canSubmit
  }

  public func setField(_ index: Int, to text: String) -> Action? {
    Self.allFields.element(at: index).map { .form(.setField($0, text)) }
  }

  public func fieldLeft(_ index: Int) -> Action? {
    Self.allFields.element(at: index).map { .form(.fieldLeft($0)) }
  }

  public var submit: Action { .form(.submit) }

  public var load: Action? {
    if case .edit = self { .load } else { nil }
  }

  public var reloadKeepingEdits: Action? {
    if case .edit = self { .reloadKeepingEdits } else { nil }
  }

  public static func isReloadAnswer(_ action: Action) -> Bool {
    if case .reloadResponse = action { true } else { false }
  }
}

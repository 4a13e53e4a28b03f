import Features
import JSONCoding
import TerminalKit

/// A record's form as the form screen shows it: its fields known only once it opens, always at
/// hand, saved through the records client.
extension RecordForm: FormSubject {
  public static func feature(in context: ScreenContext) -> RecordFormFeature {
    RecordFormFeature(collections: context.collections)
  }

  public var title: String { key.map { "Edit \($0)" } ?? "New \(resource.singular)" }
  public var name: String { key.map { "\($0)" } ?? "the new \(resource.singular)" }
  public var isNew: Bool { id == nil }

  public var saveRequest: (method: String, path: String) {
    key.map { ("PATCH", "/" + $0.pathComponents.joined(separator: "/")) }
      ?? ("POST", "/" + resource.path)
  }

  /// The fields, each labelled with its kind where it takes other than text (`age (number)`,
  /// `tags (list)`, `meta (JSON)`), but a true or false one, drawn as a box, and a link, which
  /// is picked.
  public var shownFields: [FormFieldInfo] {
    fields.map { field in
      let name = field.name.sanitizedForTerminalLine
      let isTrueFalse = field.kind == .boolean && field.itemKind == nil
      let kind: String? =
        if relationships[field.name] != nil || isTrueFalse {
          nil
        } else if field.itemKind != nil {
          "list"
        } else if field.isJSON {
          field.kind == .number ? "number" : "JSON"
        } else {
          field.holdsNull ? "text or null" : nil
        }
      let label = rules[field.name]?.isRequired == true ? name + " *" : name
      return FormFieldInfo(
        name: field.name, label: label, kind: kind,
        allowsNewlines: field.itemKind != nil
          || !field.isJSON && (field.holdsLines || field.text.contains("\n")),
        isLong: !field.isJSON && field.isLong, isTrueFalse: isTrueFalse)
    }
  }

  public var isLoading: Bool { false }
  public var loadFailure: LoadFailure? { nil }
  public var texts: [String]? { fields.map(\.text) }
  public var loadedTexts: [String]? { id.map { _ in fields.map { $0.original ?? "" } } }
  public var errors: FormErrors { status.errors ?? FormErrors() }
  public var isSubmitting: Bool { status.isSubmitting }
  public var saveFailure: LoadFailure? { status.failure }

  public var saved: AnyBrowseEvent? {
    status.savedResource.map { AnyBrowseEvent(SavedRecord(record: $0, of: resource, id: savedID)) }
  }

  public func isEditable(_ index: Int) -> Bool { true }

  public func canSubmit(texts: [String]) -> Bool {
    var form = self
    for (index, text) in zip(form.fields.indices, texts) where form.fields[index].text != text {
      form.fields[index].text = text
      form.status = Self.dropping(form.fields[index].name, from: form.status)
    }
    return form.canSubmit
  }

  /// Its id, as JSON where the field is typed as JSON (`3`, `"de/beauvoir"`); for a
  /// relationship, its `ResourceIdentifier` (`{"type":"author","id":"3"}`).
  public func linkText(to choice: LinkChoice, at index: Int) -> String {
    guard let field = fields.element(at: index) else { return choice.id }
    if let type = relationships[field.name] {
      return Self.text(of: ResourceIdentifier(type: type, id: choice.id).value, asJSON: true)
    }
    return Self.text(of: choice.value, asJSON: field.isJSON)
  }

  /// The id the field's value is, read as the form reads it: a relationship's, its
  /// identifier's.
  public func linkedID(at index: Int, text: String) -> String? {
    guard var field = fields.element(at: index) else { return text.isEmpty ? nil : text }
    field.text = text
    guard !FormValidation.isBlank(text), let value = try? Self.value(of: field).get() else {
      return nil
    }
    return ResourceIdentifier(value)?.id ?? RecordRow.idText(value)
  }

  public func linkedType(at index: Int) -> String? {
    fields.element(at: index).flatMap { relationships[$0.name] }
  }

  public func setField(_ index: Int, to text: String) -> RecordFormFeature.Action? {
    fields.element(at: index).map { .setField($0.name, text) }
  }

  public func fieldLeft(_ index: Int) -> RecordFormFeature.Action? {
    fields.element(at: index).map { .fieldLeft($0.name) }
  }

  public var submit: RecordFormFeature.Action { .submit }
}

/// A record a form saved, as the server answered it: the form closes and the record shows
/// itself (``RecordDetails/show(saved:of:id:in:_:)``).
public struct SavedRecord: BrowseEvent {
  public let record: JSONObject
  /// The resource whose record it is, and its id when the server's answer has one.
  public let resource: BrowsedResource
  public let id: String?

  public init(record: JSONObject, of resource: BrowsedResource, id: String?) {
    self.record = record
    self.resource = resource
    self.id = id
  }

  public func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    guard state.opened(sender, as: FormScreen.self) != nil else { return .none }
    browser.close(sender, &state)
    return RecordDetails.show(saved: record, of: resource, id: id, in: browser, &state)
  }
}

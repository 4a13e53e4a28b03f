import Features
import Foundation
import JSONCoding

/// The form of a record of any resource: a new one, or one to change. Its fields are known only
/// once the form opens (the record's own, the resource's, those its records show), each typed as
/// `app create` and `app edit` read their items: a field whose value is text takes text
/// (`name=Ada`), and any other the JSON of its value (`age:=36`, `tags:=["a"]`).
///
/// A new record sends the fields filled in; a record changed sends only the fields whose text
/// changed, as a `PATCH`. A value of another kind than the records give the field is refused
/// before anything is sent, in the words `app create` uses (`is a number in the records, not
/// text`).
public struct RecordForm: Sendable, Hashable {
  public struct Field: Sendable, Hashable {
    /// The member's name in the records.
    public var name: String
    /// Whether the text is the JSON of the value, as `name:=…` reads it, rather than the text
    /// of a string.
    var isJSON: Bool
    /// The kind of value the records give the field; `nil` when any goes.
    public var kind: RecordSchema.Kind?
    /// Whether a record gives the field `null`: `null` typed is sent as JSON's, even where
    /// the field takes text.
    var holdsNull = false
    /// Whether the field takes several lines: the records give it text of several lines.
    var holdsLines = false
    public var text = ""
    /// The text of the value the record had when the form opened; `nil` for a field it lacks.
    var original: String?
  }

  public var resource: BrowsedResource
  /// The id of the record changed; `nil` for a new one.
  public var id: String?
  /// The member that identifies a record, which the form leaves to the server.
  public var idField: String
  public var fields: [Field]
  public var status: FormStatus<JSONObject> = .editing
  /// The record as it was when the form opened, which a save that changes nothing answers.
  public var record: JSONObject = [:]
  /// The id of the record saved, as its description reads it from the server's answer (its id
  /// field, or its self link); `nil` before a save, or when the answer has none.
  var savedRecordID: String?
  /// The rules of the fields, by name (``ResourceCatalog/rules``): checked before anything is
  /// sent, a required field marked ` *`.
  public var rules: [String: FormValidation.Rule] = [:]
  /// The JSON:API type each to-one relationship names, by field (a book's `author`:
  /// `author`): the record's own, and those of the records read
  /// (`ResourceIdentifier.types(in:)`). The field is picked among that type's records.
  public var relationships: [String: String] = [:]

  /// The form of a new record of `resource`, with the fields named `names` (but `idField` and
  /// those a server writes, `RecordSchema.hypermediaFields`), those every record of `schema`
  /// has first, each of the kind `schema` says, filled in with `values`. None is required: a
  /// field left blank is not sent.
  public init(
    new resource: BrowsedResource, names: [String], schema: RecordSchema, idField: String,
    values: JSONObject = [:]
  ) {
    self.resource = resource
    self.idField = idField
    let named = names.filter { Self.isWritten($0, idField: idField) }
    let inEveryRecord = named.filter { schema[$0]?.isInEveryRecord == true }
    fields = (inEveryRecord + named.filter { schema[$0]?.isInEveryRecord != true }).map { name in
      var field = Field(name: name, describedBy: schema)
      if let value = values[name] { field.text = Self.text(of: value, asJSON: field.isJSON) }
      return field
    }
  }

  /// The form of `record` of `resource`, identified by `id`, with its fields (but `idField` and
  /// those a server writes), then the others of `names` it lacks; each of the kind `schema`
  /// says, else of its value's.
  public init(
    editing record: JSONObject, id: String, of resource: BrowsedResource, names: [String] = [],
    schema: RecordSchema, idField: String
  ) {
    self.resource = resource
    self.id = id
    self.idField = idField
    self.record = record
    let own = record.filter { Self.isWritten($0.name, idField: idField) }.map { member in
      // Of the kind of the value it has, where the records say none.
      var field = Field(name: member.name, describedBy: schema)
      field.isJSON = if case .string = member.value { false } else { true }
      field.kind = field.kind ?? RecordSchema.Kind(of: member.value)
      field.text = Self.text(of: member.value, asJSON: field.isJSON)
      field.original = field.text
      return field
    }
    let others = names.filter { Self.isWritten($0, idField: idField) && record[$0] == nil }.map {
      Field(name: $0, describedBy: schema)
    }
    fields = own + others
    relationships = ResourceIdentifier.types(in: [record])
  }

  /// Whether a form writes the field `name`: neither the id nor one a server writes.
  static func isWritten(_ name: String, idField: String) -> Bool {
    name != idField && !RecordSchema.hypermediaFields.contains(name)
  }

  /// The text a field shows for `value`: a string as it is when the field takes text, else the
  /// compact JSON that `name:=` reads back as the same value.
  public static func text(of value: JSONValue, asJSON: Bool) -> String {
    if !asJSON, case .string(let text) = value { return text }
    return String(decoding: value.serialized(), as: UTF8.self)
  }

  var fieldOrder: [String] {
    fields.map(\.name)
  }

  /// The record changed and how it is called: `comment 3`; `nil` for a new record.
  public var key: RecordKey? {
    id.map { RecordKey(resource: resource, id: $0) }
  }

  /// The fields that would be sent: a new record's filled in; a changed record's whose text
  /// changed.
  var fieldsToSend: [Field] {
    fields.filter { field in
      guard id != nil else { return !field.text.isEmpty }
      return field.text != (field.original ?? "")
    }
  }

  /// The value `field`'s text stands for, or what is wrong with it.
  public static func value(of field: Field) -> Result<JSONValue, Problem> {
    if field.holdsNull, field.text.trimmingCharacters(in: .whitespaces) == "null" {
      return .success(.null)
    }
    guard field.isJSON else { return .success(.string(field.text)) }
    if FormValidation.isBlank(field.text) { return .failure(Problem(FormValidation.blankMessage)) }
    do {
      let item = try RequestItem(parsing: RequestItem.escaped(field.name) + ":=" + field.text)
      guard case .field(_, let value) = item else { return .failure(Problem("is not JSON")) }
      return .success(value)
    } catch {
      return .failure(Problem(error.reason))
    }
  }

  /// What is wrong with a field's text, after its name.
  public struct Problem: Error, Sendable, Hashable {
    public var message: String

    public init(_ message: String) {
      self.message = message
    }
  }

  /// The problems of the fields, in the form's order: one that breaks its rule (blank and
  /// required, not an address); of those that would be sent, JSON that does not parse, a value
  /// of another kind than the records give the field.
  var validationErrors: FormErrors {
    var errors = FormErrors()
    let sent = Set(fieldsToSend.map(\.name))
    for field in fields {
      if let problem = rules[field.name]?.problem(with: field.text) {
        errors.add(problem, for: field.name)
        continue
      }
      guard sent.contains(field.name) else { continue }
      switch Self.value(of: field) {
      case .failure(let problem):
        errors.add(problem.message, for: field.name)
      case .success(let value):
        guard let expected = field.kind, let found = RecordSchema.Kind(of: value), expected != found
        else { continue }
        errors.add(
          RecordSchema.Problem(field: field.name, expected: expected, found: found).message,
          for: field.name)
      }
    }
    return errors
  }

  /// The fields a save sends, once they pass.
  public var body: JSONObject {
    JSONObject(
      fieldsToSend.compactMap { field in (try? Self.value(of: field).get()).map { (field.name, $0) }
      })
  }

  /// Whether the form may be sent: nothing is being sent, and no field has a problem, shown or
  /// not.
  var canSubmit: Bool {
    !status.isSubmitting && (status.errors?.entries.isEmpty ?? true) && validationErrors.isEmpty
  }

  /// The id of the record saved, as the server answered it, else the id it was edited by.
  var savedID: String? {
    status.savedResource == nil ? id : savedRecordID ?? id
  }
}

/// The logic of a ``RecordForm``: the transitions of every form (`FormFeatureSupport`), for
/// fields known only at run time, saving through the client of the resource's collection.
public struct RecordFormFeature: Reducer {
  public init(collections: RecordCollections) {
    self.collections = collections
  }

  public typealias State = RecordForm
  /// A field's edit or its leaving, named by the field; submitting; the server's answer.
  public typealias Action = FormAction<String, JSONObject>

  private enum CancelID {
    case save
  }

  public let collections: RecordCollections

  public func reduce(into state: inout RecordForm, action: Action) -> Effect<Action> {
    let order = state.fieldOrder
    switch action {
    case .setField(let name, let text):
      guard !state.status.isSubmitting, let index = order.firstIndex(of: name) else { return .none }
      state.fields[index].text = text
      state.status = FormFeatureSupport.status(
        afterChanging: name, to: text, rule: state.rules[name] ?? .none, fieldOrder: order,
        from: state.status)
      return .none
    case .fieldLeft(let name):
      guard !state.status.isSubmitting, state.status.savedResource == nil else { return .none }
      state.status = FormFeatureSupport.status(
        afterLeaving: name, problems: state.validationErrors[name], fieldOrder: order,
        from: state.status)
      return .none
    case .submit, .retry:
      let mayBeSent = action == .retry ? state.status.failure != nil : !state.status.isSubmitting
      return mayBeSent ? submit(&state) : .none
    case .saveResponse(let result):
      state.status =
        switch result {
        case .success(let record): .saved(record)
        case .failure(let failure): FormFeatureSupport.status(after: failure, fieldOrder: order)
        }
      state.savedRecordID = (try? result.get()).flatMap(
        collections.client(of: state.resource).recordID)
      return .none
    }
  }

  /// Sends the fields that pass: a new record's, or a record's changes; a record whose fields
  /// changed none is saved at once as it was.
  private func submit(_ state: inout RecordForm) -> Effect<Action> {
    let errors = state.validationErrors
    guard errors.isEmpty else {
      state.status = .invalid(errors)
      return .none
    }
    let body = state.body
    let client = collections.client(of: state.resource)
    let request: @Sendable () async throws -> JSONObject
    if let id = state.id {
      guard !body.isEmpty else {
        state.status = .saved(state.record)
        return .none
      }
      request = { try await client.update(id, body) }
    } else {
      request = { try await client.create(body, nil) }
    }
    return FormFeatureSupport.save(
      request, status: &state.status, cancelID: CancelID.save, response: { .saveResponse($0) })
  }
}

extension RecordForm.Field {
  /// An empty field named `name`, of the kind `schema` says its records give it: JSON unless
  /// text, `null` and several lines allowed where a record had them.
  init(name: String, describedBy schema: RecordSchema) {
    let known = schema[name]
    self.init(
      name: name, isJSON: known.map { $0.kind != .text } ?? false, kind: known?.kind,
      holdsNull: known?.holdsNull ?? false, holdsLines: known?.holdsLines ?? false)
  }
}

import Features
import Foundation
import JSONCoding
import ScreenKit

/// The form of a record of any resource: a new one, or one to change. Its fields are known only
/// once the form opens (the record's own, the resource's, those its records show), each typed as
/// `app create` and `app edit` read their items: a field whose value is text takes text
/// (`name=Ada`), and any other the JSON of its value (`age:=36`, `tags:=["a"]`). A nested
/// object's members are fields of their own (`address.street`, `address.geo.lat`), and a list
/// of text, numbers or true and false is edited an element a line; only what has no simpler
/// form (a list of objects, a value of several kinds) is JSON. The fields come in the order
/// the list shows its columns: the name or title first.
///
/// A new record sends the fields filled in; a record changed sends only the fields whose text
/// changed, as a `PATCH`, a nested object whole, its other members as they were. A value of
/// another kind than the records give the field is refused before anything is sent, in the
/// words `app create` uses (`is a number in the records, not text`).
public struct RecordForm: Sendable, Hashable {
  public struct Field: Sendable, Hashable {
    /// The field's name: the member's in the records; for a member of a nested object, the
    /// names from the record to it, with dots (`address.geo.lat`, as `MemberPath` writes them).
    public var name: String
    /// The names from the record to the member: one for a member of the record.
    public var path: [String]
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
    /// Whether the field's text is long (``RecordAddOn/proseLength`` characters or more, in the
    /// record or in the records read): edited wrapped over several lines, and in the external
    /// editor.
    var isLong = false
    /// The kind of the elements of the list the field is, edited an element a line; `nil` for
    /// a field that is no such list.
    public var itemKind: RecordSchema.Kind?
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

  /// The deepest member of nested objects that is a field of its own (`address.geo.lat`);
  /// one deeper is edited as the JSON of its object.
  static let deepestPath = 4

  /// The form of a new record of `resource`, with the fields named `names` (but `idField` and
  /// those a server writes, `RecordSchema.hypermediaFields`), each of the kind `schema` says, a
  /// nested object's members each a field, filled in with `values`, in the order of `columns`
  /// (the list's, `RecordColumns`), else those every record of `schema` has first. None is
  /// required: a field left blank is not sent. `relationships` are the JSON:API types the
  /// records' to-one relationships name, each picked, not split.
  public init(
    new resource: BrowsedResource, names: [String], schema: RecordSchema, idField: String,
    values: JSONObject = [:], columns: [[String]] = [], relationships: [String: String] = [:]
  ) {
    self.resource = resource
    self.idField = idField
    self.relationships = relationships
    let named = names.filter { Self.isWritten($0, idField: idField) }
    let inEveryRecord = named.filter { schema[$0]?.isInEveryRecord == true }
    let built = (inEveryRecord + named.filter { schema[$0]?.isInEveryRecord != true }).flatMap {
      name in
      Self.fields(
        at: [name], value: values[name], described: schema[name],
        isRelationship: relationships[name] != nil)
    }
    fields = Self.ordered(
      built.map { field in
        var field = field
        field.original = nil
        return field
      }, by: columns)
  }

  /// The form of `record` of `resource`, identified by `id`, with its fields (but `idField` and
  /// those a server writes), then the others of `names` it lacks; each of the kind `schema`
  /// says, else of its value's; a nested object's members each a field; in the order of
  /// `columns` (the list's), else of the columns `RecordColumns` chooses for the record.
  public init(
    editing record: JSONObject, id: String, of resource: BrowsedResource, names: [String] = [],
    schema: RecordSchema, idField: String, columns: [[String]]? = nil
  ) {
    self.resource = resource
    self.id = id
    self.idField = idField
    self.record = record
    let relationships = ResourceIdentifier.types(in: [record])
    self.relationships = relationships
    let own = record.filter { Self.isWritten($0.name, idField: idField) }.flatMap { member in
      Self.fields(
        at: [member.name], value: member.value, described: schema[member.name],
        isRelationship: relationships[member.name] != nil)
    }
    let others = names.filter { Self.isWritten($0, idField: idField) && record[$0] == nil }
      .flatMap { name in
        Self.fields(at: [name], value: nil, described: schema[name], isRelationship: false)
      }
    let order = columns ?? RecordColumns.chosen(for: [record], idField: idField).map(\.path)
    fields = Self.ordered(own + others, by: order)
  }

  /// The fields of the member at `path`, holding `value` in the record (`nil`: the record
  /// lacks it), as `described` says the records give it: one; for an object, one for each of
  /// its members and those of the records' objects, however deep up to ``deepestPath``. A
  /// JSON:API relationship is one field, picked among its records.
  static func fields(
    at path: [String], value: JSONValue?, described: RecordSchema.Field?, isRelationship: Bool
  ) -> [Field] {
    var members: [(name: String, value: JSONValue?)] = []
    if !isRelationship, path.count < deepestPath {
      let known = described?.members?.fields ?? []
      switch value {
      case .object(let object)? where !object.isEmpty && ResourceIdentifier(.object(object)) == nil:
        members = object.map { ($0.name, $0.value) }
        members += known.filter { object[$0.name] == nil }.map { ($0.name, nil) }
      case nil where described?.kind == .object && !Self.isIdentifier(described?.members):
        members = known.map { ($0.name, nil) }
      default:
        break
      }
    }
    guard !members.isEmpty else { return [Field(at: path, value: value, described: described)] }
    return members.flatMap { member in
      fields(
        at: path + [member.name], value: member.value,
        described: described?.members?[member.name], isRelationship: false)
    }
  }

  /// Whether the records' objects are JSON:API resource identifiers (`type` and `id`), which a
  /// field picks whole.
  private static func isIdentifier(_ schema: RecordSchema?) -> Bool {
    guard let schema else { return false }
    return schema["type"]?.kind == .text && schema["id"] != nil
  }

  /// `fields` in the order of `columns`: each where its column is, else after the last column
  /// of its top-level member (a nested member the list has no column for); those of no column
  /// after, in their order.
  static func ordered(_ fields: [Field], by columns: [[String]]) -> [Field] {
    guard !columns.isEmpty else { return fields }
    var places: [[String]: Int] = [:]
    var memberPlaces: [String: Int] = [:]
    for (place, column) in columns.enumerated() {
      if places[column] == nil { places[column] = place }
      if let first = column.first { memberPlaces[first] = place }
    }
    return fields.enumerated().sorted { left, right in
      func place(_ field: Field) -> Int {
        places[field.path] ?? field.path.first.flatMap { memberPlaces[$0] } ?? Int.max
      }
      return (place(left.element), left.offset) < (place(right.element), right.offset)
    }.map(\.element)
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

  /// The value `field`'s text stands for, or what is wrong with it: a list's, the elements of
  /// its lines that are not blank.
  public static func value(of field: Field) -> Result<JSONValue, Problem> {
    if field.holdsNull, field.text.trimmingCharacters(in: .whitespaces) == "null" {
      return .success(.null)
    }
    if let itemKind = field.itemKind { return list(field.text, of: itemKind) }
    guard field.isJSON else { return .success(.string(field.text)) }
    if FormValidation.isBlank(field.text) { return .failure(Problem(FormValidation.blankMessage)) }
    return json(field.text)
  }

  /// The value of the JSON `text`, or why it is none.
  private static func json(_ text: String) -> Result<JSONValue, Problem> {
    do {
      let item = try RequestItem(parsing: "value:=" + text)
      guard case .field(_, let value) = item else { return .failure(Problem("is not JSON")) }
      return .success(value)
    } catch {
      return .failure(Problem(error.reason))
    }
  }

  /// The list of the elements of `text`'s lines that are not blank, each of `kind`: a line of
  /// text as it is, else the JSON of a number or of true or false.
  private static func list(_ text: String, of kind: RecordSchema.Kind) -> Result<JSONValue, Problem>
  {
    var elements: [JSONValue] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (number, line) in zip(1..., lines) where !FormValidation.isBlank(String(line)) {
      guard kind != .text else {
        elements.append(.string(String(line)))
        continue
      }
      switch json(line.trimmingCharacters(in: .whitespaces)) {
      case .success(let value):
        guard let found = RecordSchema.Kind(of: value), found == kind else {
          let found = RecordSchema.Kind(of: value).map { "\($0)" } ?? "null"
          return .failure(Problem("line \(number): is \(kind) in the list, not \(found)"))
        }
        elements.append(value)
      case .failure(let problem):
        return .failure(Problem("line \(number): \(problem.message)"))
      }
    }
    return .success(.array(elements))
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

  /// The fields a save sends, once they pass: a nested object's members in their object, a
  /// changed record's whole, with the members the form did not change as they were.
  public var body: JSONObject {
    var body = JSONObject()
    for field in fieldsToSend {
      guard let name = field.path.first, let value = try? Self.value(of: field).get() else {
        continue
      }
      guard field.path.count > 1 else {
        body[name] = value
        continue
      }
      let kept: JSONValue? =
        if id != nil, case .object? = record[name] { record[name] } else { nil }
      body[name] = Self.setting(
        value, at: field.path.dropFirst(), in: body[name] ?? kept ?? .object([:]))
    }
    return body
  }

  /// `base` with the member at `path` set to `value`, the objects on the way made where
  /// missing.
  private static func setting(_ value: JSONValue, at path: ArraySlice<String>, in base: JSONValue)
    -> JSONValue
  {
    guard let first = path.first else { return value }
    var object: JSONObject = if case .object(let object) = base { object } else { [:] }
    object[first] = setting(value, at: path.dropFirst(), in: object[first] ?? .object([:]))
    return .object(object)
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
  /// The field of the member at `path`, of the kind `described` says its records give it: JSON
  /// unless text or a list of one kind of scalar, `null` and several lines allowed where a
  /// record had them; holding `value`, when the record has one, of that value's kind where the
  /// records say none.
  init(at path: [String], value: JSONValue?, described: RecordSchema.Field?) {
    let kind = described?.kind ?? value.flatMap(RecordSchema.Kind.init(of:))
    self.init(
      name: MemberPath(path).description, path: path,
      isJSON: value.map { if case .string = $0 { false } else { true } }
        ?? described.map { $0.kind != .text } ?? false,
      kind: kind, holdsNull: described?.holdsNull ?? false,
      holdsLines: described?.holdsLines ?? false,
      isLong: (described?.longestText ?? 0) >= RecordAddOn.proseLength)
    if kind == .list {
      if case .array(let elements)? = value, !elements.isEmpty {
        itemKind = RecordSchema.itemKind(of: elements)
      } else {
        itemKind = described?.itemKind
      }
    }
    guard let value else { return }
    text =
      switch (itemKind, value) {
      case (_?, .array(let elements)):
        elements.map { RecordForm.text(of: $0, asJSON: false) }.joined(separator: "\n")
      default: RecordForm.text(of: value, asJSON: isJSON)
      }
    original = text
    holdsLines = holdsLines || text.contains("\n")
    isLong = isLong || (!isJSON && text.count >= RecordAddOn.proseLength)
  }
}

/// The fields of records of unknown shape, read from the records themselves: each field's name
/// in the order the records first show it, the kind of its values, and whether every record has
/// it. A form for a collection no type describes asks for these fields, and a write to it is
/// checked against them.
///
/// ```swift
/// let records: [JSONObject] = [
///   ["id": 1, "name": "Ada", "age": 36],
///   ["id": 2, "name": "Grace", "active": true],
/// ]
/// let schema = RecordSchema(records: records)
/// // schema.fields.map(\.name) == ["id", "name", "age", "active"]
/// // schema["age"]?.kind == .number, schema["age"]?.isInEveryRecord == false
/// let problems = schema.problems(in: ["name": "Alan", "age": "old"])
/// // problems.map(\.description) == [#"age: is a number in the records, not text"#]
/// let lacking = schema.fieldsMissing(from: ["name": "Alan"], exempt: ["id"])
/// // lacking == [] (every record has id and name: name is given, id exempt)
/// ```
public struct RecordSchema: Sendable, Hashable {
  /// What a field's values are.
  public enum Kind: Sendable, Hashable, CustomStringConvertible {
    case number
    case boolean
    case text
    case list
    case object

    /// The kind of `value`, or `nil` for `null`, which every kind may hold.
    public init?(of value: JSONValue) {
      switch value {
      case .null: return nil
      case .bool: self = .boolean
      case .number: self = .number
      case .string: self = .text
      case .array: self = .list
      case .object: self = .object
      }
    }

    /// Whether values of the kind are JSON of their own (a list or an object), written whole.
    public var isNested: Bool {
      self == .list || self == .object
    }

    /// The kind as a message says it: `a number`, `true or false`.
    public var description: String {
      switch self {
      case .number: "a number"
      case .boolean: "true or false"
      case .text: "text"
      case .list: "a list"
      case .object: "an object"
      }
    }
  }

  /// A field as the records give it: what a write is checked against, and what a form over
  /// records of any shape asks for.
  public struct Field: Sendable, Hashable {
    public var name: String
    /// The kind of every value the records give it other than `null`; `nil` when they give it
    /// values of more than one kind, or only `null`: then any value goes.
    public var kind: Kind?
    /// Whether every record read has the field. It does not make the field required: a record
    /// to write may lack it, as json-server and most APIs accept.
    public var isInEveryRecord: Bool
    /// Whether a record read gives the field `null`, so that a form offers `null` for it
    /// whatever its ``kind``.
    public var holdsNull = false
    /// Whether a record read gives the field text of several lines (a post's body), so that a
    /// form edits it as such.
    public var holdsLines = false
    /// The most characters of a text a record read gives the field: a form edits a long one
    /// over several lines.
    public var longestText = 0
    /// The fields of the objects the records give the field, read as the records' are; `nil`
    /// when none gives it an object with a member. A form asks for each (`address.city`).
    public var members: RecordSchema?
    /// The kind of the elements of the lists the records give the field, when every element
    /// is text of one line, a number, or true or false, all of one kind, and there is one;
    /// else `nil`. A form edits such a list an element a line.
    public var itemKind: Kind?
    /// A field named `name`, of `kind` (`nil`: any value goes).
    public init(name: String, kind: Kind?, isInEveryRecord: Bool) {
      self.name = name
      self.kind = kind
      self.isInEveryRecord = isInEveryRecord
    }

    /// A field named `name`, of `kind` (`nil`: any value goes), which a record gives `null`
    /// when `holdsNull`.
    public init(name: String, kind: Kind?, isInEveryRecord: Bool, holdsNull: Bool) {
      self.init(name: name, kind: kind, isInEveryRecord: isInEveryRecord)
      self.holdsNull = holdsNull
    }

    @available(*, deprecated, renamed: "init(name:kind:isInEveryRecord:)")
    public init(name: String, kind: Kind?, isRequired: Bool) {
      self.init(name: name, kind: kind, isInEveryRecord: isRequired)
    }

    @available(*, deprecated, renamed: "isInEveryRecord")
    public var isRequired: Bool {
      get { isInEveryRecord }
      set { isInEveryRecord = newValue }
    }
  }

  /// What is wrong with a field of a record to write.
  public struct Problem: Sendable, Hashable, CustomStringConvertible {
    /// The field's name, as the records and the message give it.
    public var field: String
    /// The kind the records give the field, or `nil` when the field is missing.
    public var expected: Kind?
    /// The kind the record to write gives it; `nil` when the field is missing.
    public var found: Kind?

    /// A problem of `field`: a value of kind `found` where the records give `expected`, or,
    /// with both `nil`, a field every record has missing (which only the deprecated
    /// ``RecordSchema/problems(in:requiring:exempt:)`` reports).
    public init(field: String, expected: Kind?, found: Kind?) {
      self.field = field
      self.expected = expected
      self.found = found
    }

    /// What is wrong, after the field's name: `is a number in the records, not text`, or `is in
    /// every record, and missing`.
    public var message: String {
      guard let expected, let found else { return "is in every record, and missing" }
      return "is \(expected) in the records, not \(found)"
    }

    /// `name: message`.
    public var description: String {
      "\(field): \(message)"
    }
  }

  /// The fields, in the order the records first show them.
  public private(set) var fields: [Field]

  /// The schema of no records: no field, and nothing to check.
  public init() {
    fields = []
  }

  /// The fields of `records`: in the order they first appear, each with the kind of its values
  /// when they agree, whether every record has it (none does when there is no record), and
  /// whether one gives it `null`.
  public init(records: some Sequence<JSONObject>) {
    var fields: [Field] = []
    var positions: [String: Int] = [:]
    var counts: [Int] = []
    var kindsDiffer: [Bool] = []
    var objects: [[JSONObject]] = []
    var items: [ListItems] = []
    var recordCount = 0
    for record in records {
      recordCount += 1
      for member in record {
        let kind = Kind(of: member.value)
        let hasLines =
          if case .string(let text) = member.value { text.contains("\n") } else { false }
        guard let position = positions[member.name] else {
          positions[member.name] = fields.count
          var field = Field(
            name: member.name, kind: kind, isInEveryRecord: false,
            holdsNull: member.value == .null)
          field.holdsLines = hasLines
          var fieldObjects: [JSONObject] = []
          var fieldItems = ListItems()
          Self.note(member.value, of: &field, objects: &fieldObjects, items: &fieldItems)
          fields.append(field)
          counts.append(1)
          kindsDiffer.append(false)
          objects.append(fieldObjects)
          items.append(fieldItems)
          continue
        }
        counts[position] += 1
        Self.note(
          member.value, of: &fields[position], objects: &objects[position],
          items: &items[position])
        if hasLines { fields[position].holdsLines = true }
        if member.value == .null { fields[position].holdsNull = true }
        guard let kind, !kindsDiffer[position] else { continue }
        if let known = fields[position].kind {
          if known != kind {
            fields[position].kind = nil
            kindsDiffer[position] = true
          }
        } else {
          fields[position].kind = kind
        }
      }
    }
    for position in fields.indices {
      fields[position].isInEveryRecord = recordCount > 0 && counts[position] == recordCount
      if !objects[position].isEmpty {
        let members = RecordSchema(records: objects[position])
        fields[position].members = members.fields.isEmpty ? nil : members
      }
      fields[position].itemKind = items[position].kind
    }
    self.fields = fields
  }

  /// Notes what `value` says of `field` beyond its kind: the length of its text, the object
  /// whose fields its members are, the kinds of its list's elements.
  private static func note(
    _ value: JSONValue, of field: inout Field, objects: inout [JSONObject],
    items: inout ListItems
  ) {
    switch value {
    case .string(let text): field.longestText = max(field.longestText, text.count)
    case .object(let object) where !object.isEmpty: objects.append(object)
    case .array(let elements): items.note(elements)
    default: break
    }
  }

  /// The kind of `elements` as a form edits them, an element a line: text of one line, a
  /// number, or true or false, when every element is of that one kind; `nil` when they are of
  /// several kinds, of another, or none.
  public static func itemKind(of elements: [JSONValue]) -> Kind? {
    var items = ListItems()
    items.note(elements)
    return items.kind
  }

  public subscript(name: String) -> Field? {
    fields.first { $0.name == name }
  }

  /// The fields every record has first, each group in the records' order: the order a form
  /// asks them.
  public var fieldsInEveryRecordFirst: [Field] {
    fields.filter(\.isInEveryRecord) + fields.filter { !$0.isInEveryRecord }
  }

  @available(*, deprecated, renamed: "fieldsInEveryRecordFirst")
  public var fieldsRequiredFirst: [Field] {
    fieldsInEveryRecordFirst
  }

  /// What is wrong with `record` as a record of the collection: each field given a value of
  /// another kind than the records give it (`null` goes anywhere, a field the records do not
  /// have or give values of several kinds takes any value). A field it lacks is no problem.
  public func problems(in record: JSONObject) -> [Problem] {
    var problems: [Problem] = []
    for member in record {
      guard let expected = self[member.name]?.kind, let found = Kind(of: member.value),
        expected != found
      else { continue }
      problems.append(Problem(field: member.name, expected: expected, found: found))
    }
    return problems
  }

  /// The names of the fields every record has that `record` lacks, in the records' order, but
  /// those of `exempt` (such as the `id` a server gives a new record): what a write may note.
  public func fieldsMissing(from record: JSONObject, exempt: Set<String> = []) -> [String] {
    fields.filter { $0.isInEveryRecord && !exempt.contains($0.name) && record[$0.name] == nil }
      .map(\.name)
  }

  /// ``problems(in:)``, then, when `requiring`, each field every record has that `record`
  /// lacks, as a problem, but those of `exempt`.
  @available(*, deprecated, message: "use problems(in:), and fieldsMissing(from:exempt:)")
  public func problems(
    in record: JSONObject, requiring: Bool, exempt: Set<String> = []
  ) -> [Problem] {
    let missing = requiring ? fieldsMissing(from: record, exempt: exempt) : []
    return problems(in: record) + missing.map { Problem(field: $0, expected: nil, found: nil) }
  }
}

/// The kinds of the elements of a field's lists, as ``RecordSchema/Field/itemKind`` says them.
private struct ListItems {
  private var found: RecordSchema.Kind?
  private var isMixed = false

  /// The kind every element seen has, when it is text of one line, a number, or true or false.
  var kind: RecordSchema.Kind? { isMixed ? nil : found }

  mutating func note(_ elements: [JSONValue]) {
    for element in elements where !isMixed {
      let kind: RecordSchema.Kind? =
        switch element {
        case .string(let text): text.contains(where: \.isNewline) ? nil : .text
        case .number: .number
        case .bool: .boolean
        default: nil
        }
      guard let kind, found == nil || found == kind else {
        isMixed = true
        return
      }
      found = kind
    }
  }
}

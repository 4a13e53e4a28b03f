import JSONCoding
import JavaScriptSemantics
import RecordConventions

/// json-server's `_embed` and `_expand`: related records attached to each record listed or
/// served, as its `embed` and `expand` functions attach them.
///
/// - `_embed=comments` attaches to each record, under `comments`, the array of the records of
///   `comments` whose foreign key for the record's resource (`postId` for posts) is strictly
///   equal (`===`) to the record's `id` member (a number equals only a number, a string only a
///   string, `null` only `null`). Any name can be given: one that is no collection attaches
///   `[]`, and a singular resource gives those of its values that match.
/// - `_expand=user` attaches, under `user`, the record of the collection named by the plural
///   (`users`) whose identifier has the text of the record's `userId` (lodash-id's `getById`:
///   JavaScript's `String` of both). A name whose plural is no collection attaches nothing; when
///   no record matches, the member `user` is left out of the answer, as JavaScript leaves out a
///   member set to `undefined`. Where json-server fails with 500 (the record's `userId` is
///   `null` or missing, or a record of `users` has a `null` identifier), nothing is attached.
///
/// The names of foreign keys and identifiers follow `ForeignKeys`; plurals and singulars
/// follow `Inflection`. Each of `_embed` and `_expand` may be repeated or given as an
/// array (`_embed[]=comments`); embedded arrays are attached first, in order, then expanded
/// records, each appended after the record's members (an integer name among the first, as in
/// JavaScript) or replacing a member of the same name where it stands. A name given again
/// attaches what it attached the first time, in its place, so it is attached once (an expand
/// only when no name attached is the foreign key an expand reads, which attaching it would
/// change). The work of attaching is paced by the request's budget, so that other requests
/// keep their turns.
struct Relations: Hashable, Sendable {
  /// The resources to embed, in order.
  let embeds: [String]
  /// The parents to expand, by singular name, in order.
  let expands: [String]

  init(embeds: [String] = [], expands: [String] = []) {
    self.embeds = embeds
    self.expands = expands
  }

  /// Creates the relations that the values `qs` gave `_embed` and `_expand` ask for: none for
  /// a missing or empty value, each element's text for an array.
  init(embed: JSONValue?, expand: JSONValue?) {
    func names(_ value: JSONValue?) -> [String] {
      guard let value, !value.isFalsy else { return [] }
      if case .array(let elements) = value { return elements.map(\.javaScriptString) }
      return [value.javaScriptString]
    }
    self.init(embeds: names(embed), expands: names(expand))
  }

  var isEmpty: Bool {
    embeds.isEmpty && expands.isEmpty
  }

  func attach(
    to records: [JSONValue], of resource: SampleResource, from database: Database
  ) -> [JSONValue] {
    attach(to: records, of: resource.rawValue, from: database, conventions: .standard)
  }

  func attach(
    to records: [JSONValue], of collection: String, from database: Database,
    conventions: ForeignKeys, budget: WorkBudget = WorkBudget()
  ) -> [JSONValue] {
    guard !isEmpty else { return records }
    let foreignKey = conventions.foreignKey(of: collection)
    let embedded = Relations.distinct(embeds).map { name in
      (name: name, children: database.lodashValue(at: name).map(Relations.members) ?? [])
    }
    let expanded = expandsOnce(following: conventions).compactMap { name in
      database.lodashValue(at: Inflection.plural(name)).flatMap { parents in
        parents.isFalsy
          ? nil
          : (
            name: name, foreignKey: conventions.foreignKey(expanding: name),
            parents: Relations.members(of: parents)
          )
      }
    }
    return records.map { record in
      var result = record
      let id = LodashPath.property("id", of: record)
      for (name, children) in embedded {
        budget.pace(children.count)
        let matching = children.filter { child in
          guard let id else { return false }
          return LodashPath.property(foreignKey, of: child).map { $0.isStrictlyEqual(to: id) }
            ?? false
        }
        result = result.settingMember(name, to: .array(matching))
      }
      for (name, foreignKey, parents) in expanded {
        budget.pace(parents.count)
        switch Relations.record(
          in: parents, withID: LodashPath.property(foreignKey, of: result),
          idField: conventions.idField)
        {
        case .found(let parent): result = result.settingMember(name, to: parent)
        case .none: result = result.removingMember(name)
        case .failure: break
        }
      }
      return result
    }
  }

  /// `names` without those given before, in order.
  private static func distinct(_ names: [String]) -> [String] {
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The names to expand: each once, unless a name attached is the foreign key an expand
  /// reads, so that attaching one may change what a later one finds; then all, in order.
  private func expandsOnce(following conventions: ForeignKeys) -> [String] {
    let foreignKeys = Set(expands.map(conventions.foreignKey(expanding:)))
    guard foreignKeys.isDisjoint(with: embeds), foreignKeys.isDisjoint(with: expands) else {
      return expands
    }
    return Relations.distinct(expands)
  }

  /// What lodash iterates of a collection: an array's elements, an object's values.
  private static func members(of value: JSONValue) -> [JSONValue] {
    switch value {
    case .array(let elements): elements
    case .object(let members): members.map(\.value)
    default: []
    }
  }

  /// What lodash-id's `getById` finds.
  private enum Lookup {
    case found(JSONValue)
    case none
    /// json-server fails: an identifier or the id looked for is `null` or missing.
    case failure
  }

  /// lodash-id's `getById(records, id)`: the first record that has `idField` and whose
  /// identifier's text is the text of `id`.
  private static func record(in records: [JSONValue], withID id: JSONValue?, idField: String)
    -> Lookup
  {
    for record in records where LodashPath.has(idField, in: record) {
      guard let own = LodashPath.property(idField, of: record), !own.isNull,
        let id, !id.isNull
      else { return .failure }
      if own.javaScriptString.isIdentical(to: id.javaScriptString) { return .found(record) }
    }
    return .none
  }
}

extension JSONValue {
  /// JavaScript's `self === other` for two JSON values: primitives of the same kind and value;
  /// arrays and objects are never the same object.
  func isStrictlyEqual(to other: JSONValue) -> Bool {
    switch (self, other) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.string(let left), .string(let right)): left.isIdentical(to: right)
    case (.number, .number): numericValue == other.numericValue
    default: false
    }
  }

  /// The object with its member `key` set to `value`, as a JavaScript assignment sets it
  /// (``JSONValue/setMember(_:_:in:)``); any other value is returned unchanged.
  func settingMember(_ key: String, to value: JSONValue) -> JSONValue {
    guard case .object(let object) = self else { return self }
    var members = object.map { (key: $0.name, value: $0.value) }
    JSONValue.setMember(key, value, in: &members)
    return .object(JSONObject(members.lazy.map { ($0.key, $0.value) }))
  }

  func removingMember(_ key: String) -> JSONValue {
    guard case .object(var object) = self else { return self }
    object[key] = nil
    return .object(object)
  }
}

extension Database {
  /// lodash's `_.get(database, path)` on the whole database: a collection by its name, or a
  /// value inside one by a path (`posts[0]`).
  func lodashValue(at path: String) -> JSONValue? {
    if let collection = collection(named: path) { return collection.json }
    let keys = LodashPath.stringToPath(path)
    guard keys.count > 1, let first = keys.first, let collection = collection(named: first) else {
      return nil
    }
    var value = collection.json
    for key in keys.dropFirst() {
      guard let next = LodashPath.property(key, of: value) else { return nil }
      value = next
    }
    return value
  }
}

extension Database.Collection {
  /// The collection as JSON: a table's records as an array, or the singular object.
  var json: JSONValue {
    switch self {
    case .plural(let table): .array(table.records)
    case .singular(let object): object
    }
  }
}

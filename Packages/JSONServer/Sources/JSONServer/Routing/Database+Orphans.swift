import JSONCoding
import JavaScriptSemantics
import RecordConventions

extension Database {
  /// json-server's `getRemovable` and the removals that follow it: every record whose foreign
  /// key names no record is found, in the order of the collections, their records and their
  /// members, and then each is removed by its `id`, as lodash-id's `removeById` removes it: the
  /// first record of its collection whose identifier has the text of that `id`.
  ///
  /// A foreign key is a member whose name ends with the conventions' suffix (read as a regular
  /// expression, as json-server reads it) and, without it, names in the plural
  /// (`Inflection`) a collection of the database; it names no record when no record of
  /// that collection has its text as identifier. Where json-server fails with 500 (a `null`
  /// foreign key, or an orphan without an `id`), the orphan itself is removed.
  mutating func removeOrphans(conventions: ForeignKeys) {
    // The identifiers of each collection, read once: a sweep is one pass over the records.
    var identifiers: [String: Set<CodeUnitKey>] = [:]
    for name in names {
      identifiers[name] = Self.identifierTexts(of: collection(named: name), conventions)
    }
    // The collection each member name names, found once a name: the names of a collection's
    // records repeat, and finding one takes the suffix's and the plural's regular expressions.
    var parents: [String: String?] = [:]
    var removable: [(collection: String, position: Int, id: JSONValue?)] = []
    for name in names {
      guard let table = table(named: name) else { continue }
      for (position, record) in table.records.enumerated() {
        guard case .object(let members) = record,
          members.contains(where: { member in
            let parent: String?
            if let known = parents[member.name] {
              parent = known
            } else {
              parent = conventions.collection(namedBy: member.name)
              parents[member.name] = .some(parent)
            }
            return Self.namesMissingRecord(
              member.value, parent: parent, in: self, identifiers: identifiers)
          })
        else { continue }
        removable.append((name, position, LodashPath.property("id", of: record)))
      }
    }
    var removedPositions: [String: Set<Int>] = [:]
    var positionsByID: [String: [CodeUnitKey: [Int]]] = [:]
    let idPath = [Substring(conventions.idField)]
    for item in removable {
      guard let table = table(named: item.collection) else { continue }
      let target: Int?
      if let id = item.id, !id.isNull {
        if positionsByID[item.collection] == nil {
          var positions: [CodeUnitKey: [Int]] = [:]
          for (position, record) in table.records.enumerated() {
            guard let own = record.value(atPath: idPath), !own.isNull else { continue }
            positions[CodeUnitKey(own.javaScriptString), default: []].append(position)
          }
          positionsByID[item.collection] = positions
        }
        let removed = removedPositions[item.collection] ?? []
        target = positionsByID[item.collection]?[CodeUnitKey(id.javaScriptString)]?.first {
          !removed.contains($0)
        }
      } else {
        target = item.position
      }
      if let target { removedPositions[item.collection, default: []].insert(target) }
    }
    for (name, positions) in removedPositions {
      modifyTable(named: name) { table in
        var position = -1
        table.removeAll { _ in
          position += 1
          return positions.contains(position)
        }
      }
    }
  }

  /// Whether a member of a record whose name names the collection `parent` (`nil`: none) is a
  /// foreign key whose value names no record, the texts of each collection's identifiers being
  /// `identifiers`.
  private static func namesMissingRecord(
    _ value: JSONValue, parent: String?, in database: Database,
    identifiers: [String: Set<CodeUnitKey>]
  ) -> Bool {
    guard let parent, let collection = database.collection(named: parent), !collection.json.isFalsy
    else { return false }
    guard !value.isNull else { return true }
    return identifiers[parent]?.contains(CodeUnitKey(value.javaScriptString)) != true
  }

  /// The texts of the identifiers of `collection`'s records (of a singular one, its members'
  /// values), as lodash-id finds a record by them.
  private static func identifierTexts(
    of collection: Database.Collection?, _ conventions: ForeignKeys
  ) -> Set<CodeUnitKey> {
    let idField = conventions.idField
    let records: [JSONValue] =
      switch collection {
      case .plural(let table)?: table.records
      case .singular(let object)?:
        if case .object(let members) = object { members.map(\.value) } else { [] }
      case nil: []
      }
    var texts = Set<CodeUnitKey>()
    for record in records {
      guard LodashPath.has(idField, in: record), let id = LodashPath.property(idField, of: record),
        !id.isNull
      else { continue }
      texts.insert(CodeUnitKey(id.javaScriptString))
    }
    return texts
  }
}

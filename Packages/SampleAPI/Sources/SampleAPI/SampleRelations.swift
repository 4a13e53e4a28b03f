/// json-server's `_embed` and `_expand`: related records attached to each record listed or
/// served.
///
/// - `_embed=comments` attaches to each record, under `comments`, the array of comments whose
///   foreign key for the record's resource (`postId` for posts) equals the record's `id` (a
///   number equals only a number, a string only a string). Any resource can be named; one without
///   such a foreign key gives empty arrays, and a name that is no resource also attaches `[]`, as
///   json-server 0.17 does.
/// - `_expand=user` attaches, under `user`, the record of the plural resource (`users`) whose `id`
///   has the text of the record's `userId` (``JSONValue/identifierText``). A name whose plural is
///   no resource, or a record without such a parent, attaches nothing.
///
/// The names of foreign keys and identifiers follow ``SampleConventions``; plurals and singulars
/// follow ``SampleInflection``.
///
/// Both may be repeated (`_embed=comments&_embed=albums`); embedded arrays are attached first, in
/// order, then expanded parents, each appended after the record's fields or replacing a field of
/// the same name where it stands.
struct SampleRelations: Hashable, Sendable {
  /// The resources to embed, in order; empty names are left out.
  let embeds: [String]
  /// The parents to expand, by singular name, in order; empty names are left out.
  let expands: [String]

  /// Creates relations to embed and expand.
  init(embeds: [String] = [], expands: [String] = []) {
    self.embeds = embeds.filter { !$0.isEmpty }
    self.expands = expands.filter { !$0.isEmpty }
  }

  /// Whether nothing is to be attached.
  var isEmpty: Bool {
    embeds.isEmpty && expands.isEmpty
  }

  /// `records`, records of `resource`, with the related records from `database` attached.
  func attach(
    to records: [JSONValue], of resource: SampleResource, from database: SampleDatabase
  ) -> [JSONValue] {
    attach(to: records, of: resource.rawValue, from: database, conventions: .standard)
  }

  /// `records`, records of the collection `collection`, with the related records from
  /// `database` attached, following `conventions` for identifiers and foreign keys.
  func attach(
    to records: [JSONValue], of collection: String, from database: SampleDatabase,
    conventions: SampleConventions
  ) -> [JSONValue] {
    guard !isEmpty else { return records }
    let foreignKey = [Substring(conventions.foreignKey(of: collection))]
    let embedded = embeds.map { name in
      (
        name: name,
        children: database.table(named: name).map { child in
          Dictionary(grouping: child.records) { Key($0.value(atPath: foreignKey)) }
        }
      )
    }
    let expanded = expands.compactMap { name in
      database.table(named: SampleInflection.plural(name)).map {
        (name: name, foreignKey: [Substring(conventions.foreignKey(expanding: name))], table: $0)
      }
    }
    let idPath = [Substring(conventions.idField)]
    return records.map { record in
      var result = record
      let id = Key(record.value(atPath: idPath))
      for (name, children) in embedded {
        let matching = id == nil ? [] : children?[id] ?? []
        result = result.setting(.array(matching), forKey: name)
      }
      for (name, foreignKey, table) in expanded {
        guard let parentID = record.value(atPath: foreignKey)?.identifierText,
          let parent = table.record(withID: parentID)
        else { continue }
        result = result.setting(parent, forKey: name)
      }
      return result
    }
  }

  /// A foreign key or identifier as lodash's equality sees it; `nil` for values no key equals.
  private enum Key: Hashable {
    case number(Double)
    case string(String)
    case bool(Bool)

    init?(_ value: JSONValue?) {
      switch value {
      case .integer(let integer)?: self = .number(Double(integer))
      case .double(let double)?: self = .number(double)
      case .string(let string)?: self = .string(string)
      case .bool(let bool)?: self = .bool(bool)
      case .null?, .array?, .object?, nil: return nil
      }
    }
  }
}
